import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Datum, MarketReport } from '@shared/api/market';
import { hasFigure, PROPERTY_TYPE_LABELS } from '@shared/api/market-texts';
import { formatDate, formatNumber, formatWholeMoney } from '@shared/format';
import { formatPeriod, MARKET_SOURCES } from '@shared/market/sources';
import { AppreciationTable } from './appreciation-table';
import { FigureTile } from './figure-tile';
import { RentTables } from './rent-tables';
import { SourcesPanel, ZillowAttribution } from './sources-panel';
import { StaleNote } from './stale-note';
import { ChartSuspense } from '@/components/charts/chart-suspense';

const TrendChart = lazy(() => import('./trend-chart').then((m) => ({ default: m.TrendChart })));

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className="pro-card market-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pro-card__title">
        {title}
      </h2>
      {lead ? <p className="pro-card__lead">{lead}</p> : null}
      {children}
    </section>
  );
}

/** Which one area and source the 1-, 3- and 5-year headline comes from. */
function headlineLead(oneYear: Datum): string {
  if (!hasFigure(oneYear)) {
    return 'Cambio del precio de las viviendas a 1, 3 y 5 años. Otras áreas y fuentes en la tabla.';
  }
  return `Cambio acumulado del precio a 1, 3 y 5 años en ${oneYear.place}, según ${MARKET_SOURCES[oneYear.source].name} (${formatPeriod(oneYear.period)}). Otras áreas y fuentes en la tabla.`;
}

const changeTone = (d: Datum) => (hasFigure(d) ? (d.value < 0 ? 'bad' : 'good') : undefined);

/** Zillow's heat index on its 0–100 scale, 50 marked as neutral. */
function HeatGauge({ datum }: { datum: Datum }) {
  if (!hasFigure(datum)) return null;
  const position = Math.min(100, Math.max(0, datum.value));
  // Zillow's reading: about 50 is neutral, higher leans to sellers, lower to buyers.
  const label =
    datum.value > 50
      ? 'Por encima de 50: inclinado a los vendedores'
      : datum.value < 50
        ? 'Por debajo de 50: inclinado a los compradores'
        : 'Neutral';
  return (
    <div className="heat-gauge" aria-hidden="true">
      <div className="heat-gauge__bar">
        <span className="heat-gauge__neutral" />
        <span className="heat-gauge__marker" style={{ left: `${position}%` }} />
      </div>
      <div className="heat-gauge__labels">
        <span>Compradores</span>
        <span>50 · neutral</span>
        <span>Vendedores</span>
      </div>
      <p className="heat-gauge__verdict">{label}</p>
    </div>
  );
}

/** The result sections, filled with real figures, each with its source and period. */
export function MarketReportView({ report }: { report: MarketReport }) {
  return (
    <div className="pro-stack market-report">
      <MarketHead report={report} />
      {report.cityZips.length > 1 ? <CityZips report={report} /> : null}
      <SummarySection report={report} />
      <TrendsSection report={report} />
      <SalesSection report={report} />
      <RentalSection report={report} />
      <DemographicsSection report={report} />
      <ComparablesSection report={report} />
      <SourcesPanel report={report} />
    </div>
  );
}

/** The place the report is about, where its data comes from and the notes on its coverage. */
function MarketHead({ report }: { report: MarketReport }) {
  const { location } = report;
  return (
    <section className="pro-card market-head" aria-labelledby="market-head-title">
      <div className="market-head__top">
        <div>
          <p className="market-head__eyebrow">Análisis de mercado</p>
          <h2 id="market-head-title" className="market-head__title">
            {location.label}
          </h2>
        </div>
        <span className={`band ${report.provider === 'rentcast' ? 'band--good' : 'band--neutral'}`}>
          {report.provider === 'rentcast' ? 'Datos en vivo + fuentes públicas' : 'Fuentes públicas'}
        </span>
      </div>
      <dl className="market-head__facts">
        {location.county ? (
          <div>
            <dt>Condado</dt>
            <dd>{location.county}</dd>
          </div>
        ) : null}
        {location.metro ? (
          <div>
            <dt>Área metropolitana</dt>
            <dd>{location.metro}</dd>
          </div>
        ) : null}
        <div>
          <dt>Estado</dt>
          <dd>{location.stateName}</dd>
        </div>
        <div>
          <dt>Tipo</dt>
          <dd>{PROPERTY_TYPE_LABELS[location.propertyType]}</dd>
        </div>
        <div>
          <dt>ZIPs</dt>
          <dd>{location.zips.length}</dd>
        </div>
      </dl>
      {report.notes.length ? (
        <ul className="market-notes">
          {report.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p className="market-head__credit">
        <ZillowAttribution />
      </p>
    </section>
  );
}

/** The city's ZIPs, each a link to its own report. */
function CityZips({ report }: { report: MarketReport }) {
  const { location } = report;
  // The chips are the ZIPs' own Zillow values, the ones the city's typical value is the median of.
  const value = report.summary.averagePrice;
  const dated = hasFigure(value) && value.geo === 'city' ? value : null;
  return (
    <Section
      id="zips"
      title="ZIPs de la ciudad"
      lead={`Elige un ZIP para ver su detalle (valor típico Zillow de cada uno${dated ? `, ${formatPeriod(dated.period)}` : ''}).`}
    >
      {dated ? <StaleNote source={dated.source} period={dated.period} /> : null}
      <ul className="zip-chips">
        {report.cityZips.map((z) => (
          <li key={z.zip}>
            <Link
              className="zip-chip"
              to={{
                search: `?zip=${z.zip}${location.propertyType !== 'all' ? `&type=${location.propertyType}` : ''}`,
              }}
            >
              <strong>{z.zip}</strong>
              <span>{z.homeValue === null ? 'sin ZHVI' : formatWholeMoney(z.homeValue)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function SummarySection({ report }: { report: MarketReport }) {
  const { summary, rentalMetrics: rm } = report;
  return (
    <Section id="resumen" title="Resumen del Mercado">
      <div className="metric-grid metric-grid--three">
        <FigureTile label="Valor típico de vivienda" datum={summary.averagePrice} />
        <FigureTile label="Renta típica" datum={summary.averageRent} />
        <FigureTile label="Renta HUD de 3 habitaciones" datum={rm.yieldRent} />
        <FigureTile label="Rendimiento bruto estimado" datum={rm.yieldRate} />
        <FigureTile label="Precio por pie²" datum={summary.pricePerSqFt} />
        <FigureTile label="Renta por pie²" datum={summary.rentPerSqFt} />
        {hasFigure(summary.listPrice) ? (
          <FigureTile label="Precio promedio de lista" datum={summary.listPrice} />
        ) : null}
      </div>
    </Section>
  );
}

function TrendsSection({ report }: { report: MarketReport }) {
  const pa = report.priceAppreciation;
  return (
    <Section id="tendencias" title="Tendencias de Precios" lead={headlineLead(pa.oneYear)}>
      <div className="metric-grid metric-grid--three">
        <FigureTile
          label="Cambio a 1 año"
          datum={pa.oneYear}
          tone={changeTone(pa.oneYear)}
          signed
        />
        <FigureTile
          label="Cambio a 3 años"
          datum={pa.threeYear}
          tone={changeTone(pa.threeYear)}
          signed
        />
        <FigureTile
          label="Cambio a 5 años"
          datum={pa.fiveYear}
          tone={changeTone(pa.fiveYear)}
          signed
        />
      </div>
      <h3 className="market-subtitle">Por área y fuente</h3>
      <AppreciationTable rows={pa.table} />
      {report.priceHistory ? (
        <ChartSuspense>
          <TrendChart
            title="Valor típico (ZHVI) del área metropolitana"
            series={report.priceHistory}
            color="#0f3d5e"
          />
        </ChartSuspense>
      ) : null}
    </Section>
  );
}

function SalesSection({ report }: { report: MarketReport }) {
  const mm = report.marketMetrics;
  return (
    <Section id="ventas" title="Métricas de Ventas">
      <div className="metric-grid metric-grid--three">
        <FigureTile label="Días en el mercado" datum={mm.daysOnMarket} />
        <FigureTile label="Días hasta contrato (metro)" datum={mm.daysToPending} />
        <FigureTile label="Inventario en venta" datum={mm.inventory} />
        {hasFigure(mm.activeListings) ? (
          <FigureTile label="Anuncios activos en el ZIP" datum={mm.activeListings} />
        ) : null}
        <FigureTile label="Meses de inventario" datum={mm.inventoryMonths} />
        <FigureTile label="Reducciones de precio" datum={mm.priceReduction} />
        <FigureTile label="Ventas en efectivo" datum={mm.cashSales} />
        <FigureTile
          label="Pronóstico a 1 año (Zillow)"
          datum={mm.forecast}
          tone={changeTone(mm.forecast)}
          signed
        />
      </div>
      <div className="market-heat">
        <FigureTile label="Temperatura del mercado" datum={mm.heatIndex} />
        <HeatGauge datum={mm.heatIndex} />
      </div>
    </Section>
  );
}

function RentalSection({ report }: { report: MarketReport }) {
  const rm = report.rentalMetrics;
  return (
    <Section id="alquiler" title="Métricas de Alquiler">
      <div className="metric-grid metric-grid--three">
        <FigureTile
          label="Crecimiento de la renta (12 meses)"
          datum={rm.rentGrowth}
          tone={changeTone(rm.rentGrowth)}
          signed
        />
        <FigureTile label="Renta típica del condado" datum={rm.countyRent} />
        <FigureTile label="Tasa de vacancia" datum={rm.vacancyRate} />
        <FigureTile label="Días promedio vacante" datum={rm.averageDaysVacant} />
      </div>
      <h3 className="market-subtitle">Rentas justas de mercado (HUD)</h3>
      <RentTables tables={rm.fairMarketRents} />
      {report.rentHistory ? (
        <ChartSuspense>
          <TrendChart
            title="Renta típica pedida (ZORI) del área metropolitana"
            series={report.rentHistory}
            color="#b87d0f"
          />
        </ChartSuspense>
      ) : null}
    </Section>
  );
}

function DemographicsSection({ report }: { report: MarketReport }) {
  const dm = report.demographics;
  return (
    <Section id="demografia" title="Demografía Local">
      <div className="metric-grid metric-grid--three">
        <FigureTile label="Ingreso mediano del hogar" datum={dm.medianIncome} />
        <FigureTile label="Ingreso promedio del hogar" datum={dm.meanIncome} />
        <FigureTile label="Tasa de propietarios" datum={dm.homeOwnership} />
        <FigureTile label="Hogares" datum={dm.households} />
        <FigureTile label="Crecimiento de población" datum={dm.populationGrowth} />
        <FigureTile label="Edad mediana" datum={dm.medianAge} />
      </div>
    </Section>
  );
}

/** Recent sales in the ZIP when the live provider has them; otherwise why not. */
function ComparablesSection({ report }: { report: MarketReport }) {
  return (
    <Section id="comparables" title="Ventas Comparables Recientes">
      {'rows' in report.comparables ? (
        <div className="pro-table-wrap">
          <table className="pro-table market-table">
            <caption className="visually-hidden">Ventas recientes en el ZIP</caption>
            <thead>
              <tr>
                <th scope="col">Dirección</th>
                <th scope="col">Precio</th>
                <th scope="col">Pies²</th>
                <th scope="col">Hab.</th>
                <th scope="col">Baños</th>
                <th scope="col">Vendida</th>
              </tr>
            </thead>
            <tbody>
              {report.comparables.rows.map((c) => (
                <tr key={`${c.address}-${c.soldDate}`}>
                  <th scope="row">{c.address}</th>
                  <td>{formatWholeMoney(c.price)}</td>
                  <td>{c.sqft === null ? '—' : formatNumber(c.sqft)}</td>
                  <td>{c.beds ?? '—'}</td>
                  <td>{c.baths ?? '—'}</td>
                  <td>{formatDate(`${c.soldDate}T12:00:00`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="fine-print">
            {MARKET_SOURCES[report.comparables.source].name} · consultado el{' '}
            {formatPeriod(report.comparables.period)}
          </p>
        </div>
      ) : (
        <p className="market-empty-figure">{report.comparables.reason}</p>
      )}
    </Section>
  );
}
