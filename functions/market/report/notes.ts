/** The report's notes: what the public sources cannot say for this search, and why. */
import { PROPERTY_TYPE_LABELS, type PropertyTypeId } from '../../../shared/api/market.ts';
import { plural } from './figures.ts';
import { rawCountyName, type County, type Selection } from './selection.ts';

export function reportNotes(
  sel: Selection,
  county: County,
  propertyType: PropertyTypeId,
): string[] {
  const notes: string[] = [];
  if (propertyType === 'commercial') {
    notes.push(
      'Las fuentes públicas cubren vivienda residencial: no hay cifras de propiedades comerciales. Las cifras siguientes son de todas las viviendas.',
    );
  } else if (propertyType !== 'all') {
    notes.push(
      `Las fuentes públicas publican cifras de todas las viviendas (unifamiliares y condominios; las rentas de Zillow incluyen multifamiliares): no hay cifras separadas para el tipo ${PROPERTY_TYPE_LABELS[propertyType]}.`,
    );
  }
  const countyNote = sel.zips.map((zip) => sel.shard.countyNotes[zip]).find(Boolean);
  if (countyNote) notes.push(countyNote);
  if (county.note) notes.push(county.note);
  if (!county.record) {
    const rawName = rawCountyName(sel);
    notes.push(
      rawName
        ? `No pudimos enlazar el condado "${rawName}" con las tablas de condados: las cifras de condado no están disponibles.`
        : 'No se pudo identificar el condado en las fuentes.',
    );
  }
  if (!sel.zip) {
    notes.push(
      `Cifras de ${plural(sel.zips.length, 'ZIP', 'ZIPs')} de ${sel.city}. Elige un ZIP para verlo en detalle.`,
    );
  }
  notes.push('Cada fuente publica con su propio calendario: cada cifra indica su fecha.');
  return notes;
}
