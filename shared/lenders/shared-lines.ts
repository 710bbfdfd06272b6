import type { SharedPackage } from '../api/lender-connections.ts';
import {
  BORROWER_TYPE_LABELS,
  LOAN_PURPOSE_LABELS,
  QUALIFY_PROPERTY_TYPE_LABELS,
} from './catalog.ts';
import { formatDate, formatMoney } from '../format.ts';

/**
 * What a member shared with a lender, in lines (the email and the read-only page say the same):
 * only the member's own figures and the engine's verdict for that program.
 */
export function sharedLines(shared: SharedPackage): string[] {
  const lines: string[] = [];
  const s = shared.summary;
  if (s) {
    lines.push(
      `Préstamo: ${LOAN_PURPOSE_LABELS[s.purpose]} en ${s.state}, ${QUALIFY_PROPERTY_TYPE_LABELS[s.propertyType]} de ${s.units} ${s.units === 1 ? 'unidad' : 'unidades'}.`,
      `Precio o valor ${formatMoney(s.price)}; préstamo ${formatMoney(s.loanAmount)} al ${s.interestRate}% a ${s.termYears} años; renta mensual ${formatMoney(s.monthlyRent)}.`,
      `Con «${shared.programName}»: cumple ${s.rulesPassed} de ${s.rulesTotal} reglas (${s.eligible ? 'califica' : 'todavía no califica'}), según ¿Califico? del ${formatDate(shared.qualifiedAt)}.`,
    );
  }
  const f = shared.figures;
  if (f) {
    lines.push(
      `Cifras: PITIA ${formatMoney(f.metrics.pitia)} al mes; DSCR ${f.metrics.dscr.toFixed(2)}; LTV ${f.metrics.ltv.toFixed(2)}%; reservas ${f.metrics.reservesMonths.toFixed(1)} meses de PITIA.`,
      `Prestatario: FICO ${f.fico === 0 ? 'sin puntaje en EE. UU.' : f.fico}; ${BORROWER_TYPE_LABELS[f.borrowerType]}; ${f.propertiesOwned} ${f.propertiesOwned === 1 ? 'propiedad' : 'propiedades'} de inversión; compra ${f.entity === 'llc' ? 'con una LLC' : 'a su nombre'}.`,
    );
  }
  if (shared.documents.length > 0) {
    lines.push(`Documentos: ${shared.documents.length} en un ZIP con portada.`);
  }
  return lines;
}
