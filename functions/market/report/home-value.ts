/** The report's typical home value: Zillow's ZHVI, as local as Zillow publishes it. */
import type { Datum } from '../../../shared/api/market.ts';
import { STATE_NAMES_ES, type StateCode } from '../../../shared/market/states.ts';
import { cityNote, placeOf, present, thisPlace, type Metro, type Selection } from './selection.ts';
import { figure, median, none } from './figures.ts';

/** The ZIP's (or the city's median) ZHVI; else the metro's; else the state's; else none. */
export function averagePrice(sel: Selection, metro: Metro): Datum {
  const { geo, place } = placeOf(sel);
  const info = sel.shard.info;
  const zhvis = present(sel, 'zhvi');
  const zipZhvi = median(zhvis);
  if (zipZhvi !== null) {
    return figure(
      Math.round(zipZhvi),
      'usd',
      'zillow-zhvi',
      sel.index.periods.zipZhvi,
      geo,
      place,
      cityNote(sel, zhvis.length),
    );
  }
  if (metro.record?.zhvi) {
    return figure(
      metro.record.zhvi.value,
      'usd',
      'zillow-zhvi',
      metro.record.zhvi.period,
      'metro',
      metro.record.zillowName,
      `Zillow no publica ZHVI para ${thisPlace(sel)}; se muestra el valor típico del área metropolitana.`,
    );
  }
  if (info.zhvi) {
    return figure(
      info.zhvi.value,
      'usd',
      'zillow-zhvi',
      info.zhvi.period,
      'state',
      STATE_NAMES_ES[sel.shard.state as StateCode],
      `Zillow no publica ZHVI para ${thisPlace(sel)} ni su área metropolitana; se muestra el valor típico del estado.`,
    );
  }
  return none();
}
