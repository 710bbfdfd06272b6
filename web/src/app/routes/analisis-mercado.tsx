import { Link, useSearchParams } from 'react-router';
import { isStateCode } from '@shared/market/states';
import { PROPERTY_TYPES, type PropertyTypeId } from '@shared/api/market-texts';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import {
  marketSearchParams,
  useMarketReport,
  type MarketSearch,
} from '@/features/market/api/get-market-report';
import { MarketReportView } from '@/features/market/components/market-report';
import { MarketSearchForm } from '@/features/market/components/market-search-form';
import { ProLayout } from '@/features/pro/components/pro-layout';
import '@/features/market/components/market.css';

/** The search in the URL (?zip= or ?city=&state=, optional &type=), or null for none. */
function searchFromParams(params: URLSearchParams): MarketSearch | null {
  const rawType = params.get('type') ?? 'all';
  const type = (PROPERTY_TYPES as readonly string[]).includes(rawType)
    ? (rawType as PropertyTypeId)
    : 'all';
  const zip = params.get('zip')?.trim();
  if (zip) return { zip, type };
  const city = params.get('city')?.trim();
  const state = params.get('state')?.trim().toUpperCase();
  if (city && state && isStateCode(state)) return { city, state, type };
  return null;
}

const EXAMPLES = [
  { label: 'Houston, TX', search: '?city=Houston&state=TX' },
  { label: 'ZIP 60614 (Chicago)', search: '?zip=60614' },
  { label: 'Miami, FL', search: '?city=Miami&state=FL' },
  { label: 'ZIP 85032 (Phoenix)', search: '?zip=85032' },
];

/**
 * /analisis-mercado: search by city and state or ZIP; the result
 * sections filled from the MarketData provider with each figure's source and date. The search
 * lives in the URL, so a result can be shared, reloaded and reopened from the dashboard.
 */
export default function AnalisisMercadoPage() {
  useDocumentTitle('Análisis de Mercado — Inversor Listo');
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const report = useMarketReport(search);
  const loading = report.isFetching;

  return (
    <ProLayout
      title="Análisis de Mercado Local"
      lead={
        <p>
          Valores, rentas, tendencias y demografía de cualquier ZIP o ciudad de EE. UU., con la
          fuente y la fecha de cada cifra.
        </p>
      }
    >
      <div className="pro-stack market-page">
        <MarketSearchForm
          key={params.toString()}
          initial={search}
          loading={loading}
          onSearch={(next) => setParams(marketSearchParams(next))}
        />

        {!search ? (
          <section className="pro-card market-empty" aria-live="polite">
            <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
              <circle cx="21" cy="21" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
              <path d="m31 31 10 10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              <path
                d="M15 25v-5M21 25v-9M27 25v-3"
                stroke="#f2b134"
                strokeWidth="3"
                strokeLinecap="round"
              />
            </svg>
            <h2 className="market-empty__title">Ingresa una ubicación para comenzar el análisis</h2>
            <p className="market-empty__text">
              Usamos los índices de Zillow, las rentas justas de HUD, el índice de precios de FHFA y
              el Censo de EE. UU. Prueba con:
            </p>
            <ul className="market-empty__examples">
              {EXAMPLES.map((e) => (
                <li key={e.search}>
                  <Link to={{ search: e.search }}>{e.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : report.isError ? (
          <p className="pro-alert" role="alert">
            {errorMessage(report.error, 'No pudimos analizar ese mercado. Intenta nuevamente.')}
          </p>
        ) : report.data && !loading ? (
          <MarketReportView report={report.data} />
        ) : (
          <section className="pro-card market-loading" role="status" aria-live="polite">
            <span className="spinner__circle" aria-hidden="true" />
            <span>Analizando el mercado…</span>
          </section>
        )}
      </div>
    </ProLayout>
  );
}
