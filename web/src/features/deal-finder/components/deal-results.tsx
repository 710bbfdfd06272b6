import type { DealSearchResult } from '@shared/api/deal-finder';
import { formatDate } from '@shared/format';
import { MARKET_SOURCES } from '@shared/market/sources';
import { DealCard } from './deal-card';

/** The count and where, then the search's source, date and criteria. */
function ResultsHead({ result }: { result: DealSearchResult }) {
  const n = result.deals.length;
  return (
    <div className="deal-results__head">
      <h2 id="deal-results-title">
        {n} {n === 1 ? 'Deal Encontrado' : 'Deals Encontrados'} en {result.location}
      </h2>
      <p>
        {result.mode === 'live' ? 'Listados activos de RentCast' : 'Tus propiedades'} ·{' '}
        {formatDate(result.createdAt)} · ROI mínimo {result.criteria.minRoi} % · hasta{' '}
        {result.criteria.maxDaysOnMarket} días
        {result.criteria.minCashFlow !== null
          ? ` · flujo mínimo $${result.criteria.minCashFlow}/mes`
          : ''}
      </p>
    </div>
  );
}

/** The public sources the estimated rents came from, linked. */
function RentCredits({ result }: { result: DealSearchResult }) {
  const sources = new Set(
    [...result.deals, ...result.excluded]
      .map((d) => d.rentBasis.source)
      .filter((s) => s !== 'user'),
  );
  return sources.size ? (
    <p className="fine-print deal-results__credits">
      Rentas estimadas con:{' '}
      {[...sources].map((s, i) => (
        <span key={s}>
          {i > 0 ? '; ' : ''}
          <a href={MARKET_SOURCES[s].url} target="_blank" rel="noreferrer">
            {MARKET_SOURCES[s].name}
          </a>
        </span>
      ))}
      . Las rentas justas de HUD son de dominio público.
    </p>
  ) : null;
}

/** 'N Deals Encontrados en {location}', best score first; then what missed the criteria and why. */
export function DealResults({ result }: { result: DealSearchResult }) {
  const n = result.deals.length;
  return (
    <section className="deal-results" aria-labelledby="deal-results-title">
      <ResultsHead result={result} />

      {n === 0 ? (
        <p className="deal-results__none">
          {result.excluded.length + result.filteredOut.length === 0
            ? 'No hubo propiedades que analizar en esta búsqueda.'
            : 'Ninguna propiedad cumple todos tus criterios. Revisa abajo por qué y ajusta el ROI mínimo, los días o el flujo mínimo.'}
        </p>
      ) : (
        <ol className="deal-results__list">
          {result.deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} />
            </li>
          ))}
        </ol>
      )}

      {result.excluded.length ? (
        <details className="pro-card deal-results__more">
          <summary>No cumplen tus criterios ({result.excluded.length})</summary>
          <ol className="deal-results__list">
            {result.excluded.map((deal) => (
              <li key={deal.id}>
                <DealCard deal={deal} compact />
              </li>
            ))}
          </ol>
        </details>
      ) : null}

      {result.filteredOut.length ? (
        <details className="pro-card deal-results__more">
          <summary>Fuera de los filtros o sin datos ({result.filteredOut.length})</summary>
          <ul className="deal-results__filtered">
            {result.filteredOut.map((f, i) => (
              <li key={`${f.address}-${i}`}>
                <strong>{f.address}</strong>: {f.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      <RentCredits result={result} />
    </section>
  );
}
