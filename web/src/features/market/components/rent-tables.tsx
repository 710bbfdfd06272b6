import type { RentTable } from '@shared/api/market';
import { formatWholeMoney } from '@shared/format';
import { formatPeriod, MARKET_SOURCES } from '@shared/market/sources';
import { StaleNote } from './stale-note';

const BEDROOMS = ['Estudio', '1 hab.', '2 hab.', '3 hab.', '4 hab.'];

/** HUD's fair market rents by bedroom count: the ZIP's (SAFMR) and the county's (FMR). */
export function RentTables({ tables }: { tables: RentTable[] }) {
  if (tables.length === 0) {
    return <p className="market-muted">HUD no publica rentas justas de mercado para esta zona.</p>;
  }
  return (
    <div className="pro-table-wrap">
      <table className="pro-table market-table">
        <caption className="visually-hidden">
          Rentas justas de mercado de HUD por habitaciones
        </caption>
        <thead>
          <tr>
            <th scope="col">Renta FMR de HUD (percentil 40)</th>
            {BEDROOMS.map((b) => (
              <th key={b} scope="col">
                {b}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tables.map((t) => (
            <tr key={t.source}>
              <th scope="row">
                <span className="market-table__place">{t.place}</span>
                <span className="market-table__source">
                  {MARKET_SOURCES[t.source].short} · {formatPeriod(t.period)} · {t.area}
                </span>
                <StaleNote source={t.source} period={t.period} />
                {t.note ? <span className="market-table__source">{t.note}</span> : null}
              </th>
              {t.rents.map((r, i) => (
                <td key={i}>{formatWholeMoney(r)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="fine-print">
        Renta bruta mensual (incluye servicios) cerca del percentil 40 del área, la referencia de
        HUD para vales de vivienda.
      </p>
    </div>
  );
}
