import type { AppreciationRow } from '@shared/api/market';
import { formatPeriod, MARKET_SOURCES } from '@shared/market/sources';
import { formatChange } from '../format';
import { StaleNote } from './stale-note';

const GEO_LABEL = {
  zip: 'ZIP',
  city: 'Ciudad',
  county: 'Condado',
  metro: 'Metro',
  state: 'Estado',
} as const;

function cell(value: number | null) {
  return (
    <td className={value === null ? 'market-muted' : value < 0 ? 'negative' : undefined}>
      {formatChange(value)}
    </td>
  );
}

/** Price changes at every geography the sources cover, each with its index and period. */
export function AppreciationTable({ rows }: { rows: AppreciationRow[] }) {
  if (rows.length === 0) return null;
  const hasAverage = rows.some((r) => r.kind === 'average-annual');
  return (
    <div className="pro-table-wrap">
      <table className="pro-table market-table">
        <caption className="visually-hidden">Cambio de precios por área y fuente</caption>
        <thead>
          <tr>
            <th scope="col">Área y fuente</th>
            <th scope="col">1 año</th>
            <th scope="col">3 años</th>
            <th scope="col">5 años</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.source}-${row.geo}`}>
              <th scope="row">
                <span className="market-table__place">
                  {row.geo === 'zip' || row.geo === 'city'
                    ? row.place
                    : `${GEO_LABEL[row.geo]}: ${row.place}`}
                  {row.kind === 'average-annual' ? ' *' : ''}
                </span>
                <span className="market-table__source">
                  {MARKET_SOURCES[row.source].short} · hasta {formatPeriod(row.period)}
                </span>
                <StaleNote source={row.source} period={row.period} />
              </th>
              {cell(row.oneYear)}
              {cell(row.threeYear)}
              {cell(row.fiveYear)}
            </tr>
          ))}
        </tbody>
      </table>
      {hasAverage ? (
        <p className="fine-print">
          * {rows.find((r) => r.kind === 'average-annual')?.note} Las demás filas son cambios
          acumulados.
        </p>
      ) : (
        <p className="fine-print">Cambios acumulados en cada periodo.</p>
      )}
    </div>
  );
}
