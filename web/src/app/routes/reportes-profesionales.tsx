import { useSearchParams } from 'react-router';
import { isItemId } from '@shared/api/item-id';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { useOpenedDealFile } from '@/features/deal-files/use-opened-deal-file';
import { DealFileFigures } from '@/features/deal-files/components/deal-file-bar';
import { reportFieldsFromFile } from '@/features/deal-files/tool-forms';
import { ProLayout } from '@/features/pro/components/pro-layout';
import { useReport } from '@/features/reports/api/get-report';
import { ReportsWorkspace } from '@/features/reports/components/reports-workspace';
import { EMPTY_REPORT_FORM, formFromInput } from '@/features/reports/model';

/**
 * /reportes-profesionales: configure a report, see its figures live, and
 * generate a lender-ready PDF; templates per report type and the reports history live on the
 * server. ?report=<id> reopens a past report.
 */
export default function ReportesProfesionalesPage() {
  useDocumentTitle('Reportes Profesionales — Inversor Listo');
  const [params, setParams] = useSearchParams();
  const raw = params.get('report');
  const reportId = raw !== null && isItemId(raw) ? raw : null;
  const opened = useReport(reportId);
  // A portfolio report (Elite) opens on /portafolio; here only deal reports fill the form.
  const openedDeal = opened.data?.kind === 'portfolio' ? undefined : opened.data;
  // ?expediente=<id>: a new report filled in from the deal file.
  const deal = useOpenedDealFile(reportId === null);
  const file = deal.file;

  return (
    <ProLayout
      title="Reportes Profesionales"
      lead={
        <p>
          Un reporte en PDF listo para tu prestamista o socio: financiamiento, DSCR del prestamista,
          flujo de caja, cap rate y cash-on-cash.
        </p>
      }
    >
      {(reportId !== null && opened.isLoading) || deal.isLoading ? (
        <Spinner label="Abriendo el reporte..." />
      ) : (
        <>
          {(raw !== null && reportId === null) || opened.isError ? (
            <p className="pro-alert" role="alert">
              {errorMessage(opened.error, 'No encontramos ese reporte.')}
            </p>
          ) : null}
          {deal.failed ? (
            <p className="pro-alert" role="alert">
              {errorMessage(deal.error, 'No encontramos ese expediente.')}
            </p>
          ) : null}
          {file && !openedDeal ? (
            <section className="pro-card deal-bar" aria-label="Expediente del reporte">
              <p className="pro-note">
                Reporte del expediente <strong>{file.inputs.name}</strong>: los gastos son los
                operativos más la vacancia; los costos de cierre suman los puntos y la
                rehabilitación.
              </p>
              <DealFileFigures inputs={file.inputs} />
            </section>
          ) : null}
          <ReportsWorkspace
            key={openedDeal?.id ?? (file ? `expediente-${file.id}-${file.updatedAt}` : 'nuevo')}
            initial={
              openedDeal
                ? formFromInput(openedDeal.input)
                : file
                  ? { ...EMPTY_REPORT_FORM, ...reportFieldsFromFile(file.inputs) }
                  : EMPTY_REPORT_FORM
            }
            openId={openedDeal?.id ?? null}
            onOpen={(record) => setParams({ report: record.id })}
          />
        </>
      )}
    </ProLayout>
  );
}
