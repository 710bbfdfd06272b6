import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { REPORT_TYPE_LABELS, type ReportRecord } from '@shared/api/pro-catalog';
import { reportMetrics } from '@shared/finance/report-metrics';
import { formatDate, countOf } from '@shared/format';
import { packageDownloadPath } from '@shared/api/vault-catalog';
import { errorMessage } from '@/lib/api-client';
import { formatRatio } from '@/lib/format-figures';
import { useReports } from '../api/get-reports';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

interface ReportHistoryProps {
  /** The report opened from ?report=<id>, highlighted. */
  openId: string | null;
  downloadingId: string | null;
  onDownload: (record: ReportRecord) => void;
  onOpen: (record: ReportRecord) => void;
}

type PackageRecord = NonNullable<ReturnType<typeof useReports>['data']>['packages'][number];

/** The lender packages: date, documents and expiry, with the ZIP while it is still offered. */
function PackageList({ packages }: { packages: PackageRecord[] }) {
  // When the list was first shown: a package past its date is no longer offered for download.
  const [openedAt] = useState(() => Date.now());
  return (
    <ul className="saved__list" aria-label="Expedientes para prestamista">
      {packages.map((record) => (
        <li key={record.id} className="saved__item">
          <div className="saved__meta">
            <span className="saved__name">Expediente para el prestamista</span>
            <span className="saved__date">
              {formatDate(record.createdAt)} ·{' '}
              {countOf(record.fileCount, 'documento', 'documentos')} · disponible hasta el{' '}
              {formatDate(record.expiresAt)}
            </span>
          </div>
          <div className="saved__buttons">
            {Date.parse(record.expiresAt) > openedAt ? (
              <a
                className="amplify-button amplify-button--small pro-btn pro-btn--primary"
                href={packageDownloadPath(record.id)}
              >
                Descargar ZIP
              </a>
            ) : (
              <span className="fine-print">Vencido</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The generated reports: what each is about, open it again (deal reports) or download its PDF. */
function ReportList({
  list,
  openId,
  downloadingId,
  onDownload,
  onOpen,
}: ReportHistoryProps & { list: ReportRecord[] }) {
  return (
    <ul className="saved__list" aria-label="Reportes generados">
      {list.map((record) => (
        <li
          key={record.id}
          className={record.id === openId ? 'saved__item saved__item--open' : 'saved__item'}
        >
          <div className="saved__meta">
            <span className="saved__name">{recordTitle(record)}</span>
            <span className="saved__date">
              {record.kind === 'portfolio'
                ? `Reporte de Portafolio Elite · ${formatDate(record.createdAt)} · ${countOf(record.portfolio.properties.length, 'propiedad', 'propiedades')}`
                : `${REPORT_TYPE_LABELS[record.input.reportType]} · ${formatDate(record.createdAt)} · DSCR prestamista ${formatRatio(reportMetrics(record.input).lenderDscr)}`}
            </span>
          </div>
          <div className="saved__buttons">
            {record.kind === 'portfolio' ? null : (
              <Button
                size="small"
                className="pro-btn pro-btn--ghost"
                onClick={() => onOpen(record)}
              >
                Abrir
              </Button>
            )}
            <Button
              size="small"
              className="pro-btn pro-btn--primary"
              onClick={() => onDownload(record)}
              isLoading={downloadingId === record.id}
              loadingText="Preparando..."
              aria-label={`Descargar PDF de ${recordTitle(record)}`}
            >
              Descargar PDF
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Past reports, newest first, each downloadable again as the same PDF (same date and id). */
export function ReportHistory({ openId, downloadingId, onDownload, onOpen }: ReportHistoryProps) {
  const reports = useReports();
  const list = reports.data?.reports ?? [];
  const packages = reports.data?.packages ?? [];
  return (
    <section className="pro-card" aria-labelledby="report-history-title">
      <h2 id="report-history-title" className="pro-card__title">
        Reportes Generados
      </h2>
      <p className="pro-card__lead">Tu historial: descarga de nuevo cualquier reporte.</p>
      {reports.isLoading ? (
        <p className="fine-print">Cargando tu historial...</p>
      ) : reports.isError ? (
        <p className="fine-print negative">
          {errorMessage(reports.error, 'No se pudo cargar tu historial.')}
        </p>
      ) : list.length === 0 && packages.length === 0 ? (
        <p className="fine-print">Aún no generaste reportes. El primero aparecerá aquí.</p>
      ) : (
        <>
          {packages.length > 0 ? <PackageList packages={packages} /> : null}
          {list.length > 0 ? (
            <ReportList
              list={list}
              openId={openId}
              downloadingId={downloadingId}
              onDownload={onDownload}
              onOpen={onOpen}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

/** What a history entry is about: the property's address, or the member's portfolio. */
function recordTitle(record: ReportRecord): string {
  return record.kind === 'portfolio'
    ? `Portafolio de ${record.portfolio.memberName}`
    : record.input.propertyAddress;
}
