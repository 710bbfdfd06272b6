import type { MarketReport } from '@shared/api/market';
import { staleNote } from '@shared/market/freshness';
import {
  formatPeriod,
  isZillowSource,
  MARKET_SOURCES,
  ZILLOW_ATTRIBUTION,
  type MarketSourceId,
} from '@shared/market/sources';

/** Every source id and period the report cites, walking its figures, rows and series. */
function citedSources(report: MarketReport): Map<MarketSourceId, Set<string>> {
  const cited = new Map<MarketSourceId, Set<string>>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.source === 'string' && record.source in MARKET_SOURCES) {
        const id = record.source as MarketSourceId;
        const periods = cited.get(id) ?? new Set<string>();
        if (typeof record.period === 'string') periods.add(record.period);
        cited.set(id, periods);
      }
      Object.values(record).forEach(visit);
    }
  };
  visit(report);
  return cited;
}

/** Zillow's required credit, linked to its research data page. */
export function ZillowAttribution() {
  return (
    <a
      className="zillow-attribution"
      href={ZILLOW_ATTRIBUTION.url}
      target="_blank"
      rel="noreferrer"
    >
      {ZILLOW_ATTRIBUTION.text}
    </a>
  );
}

/** The sources behind the report, with their periods, links and the credits they ask for. */
export function SourcesPanel({ report }: { report: MarketReport }) {
  const cited = citedSources(report);
  const ids = [...cited.keys()].sort(
    (a, b) => Object.keys(MARKET_SOURCES).indexOf(a) - Object.keys(MARKET_SOURCES).indexOf(b),
  );
  const showsZillow = ids.some(isZillowSource);
  return (
    <section className="pro-card market-sources" aria-labelledby="market-sources-title">
      <h2 id="market-sources-title" className="pro-card__title">
        Fuentes y créditos
      </h2>
      <p className="pro-card__lead">
        Cada cifra indica su área, su fuente y su fecha; la que es más antigua que el calendario de
        su fuente lo dice. Las agencias federales (HUD, FHFA, Censo) publican datos de dominio
        público; los citamos con gratitud.
      </p>
      <ul className="market-sources__list">
        {ids.map((id) => {
          const source = MARKET_SOURCES[id];
          const today = new Date();
          const periods = [...cited.get(id)!]
            .sort()
            .map(
              (period) =>
                `${formatPeriod(period)}${staleNote(id, period, today) ? ' (desactualizado)' : ''}`,
            );
          return (
            <li key={id}>
              <span className="market-sources__name">
                {source.url ? (
                  <a href={source.url} target="_blank" rel="noreferrer">
                    {source.name}
                  </a>
                ) : (
                  source.name
                )}
              </span>
              <span className="market-sources__meta">
                {source.publisher}
                {periods.length ? ` · ${periods.join(', ')}` : ''}
              </span>
              <span className="market-sources__desc">{source.description}</span>
              {'citation' in source ? (
                <span className="market-sources__desc">Cita: {source.citation}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {showsZillow ? (
        <p className="market-sources__zillow">
          <ZillowAttribution /> — las cifras de Zillow se usan según sus Términos de Uso.
        </p>
      ) : null}
    </section>
  );
}
