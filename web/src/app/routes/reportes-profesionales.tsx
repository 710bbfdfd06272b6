import { Button, SelectField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isItemId } from '@shared/api/item-id';
import { REPORT_TYPE_LABELS, type ReportRecord } from '@shared/api/pro-catalog';
import { formatDate } from '@shared/format';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { useAnalyses } from '@/features/pro/api/analyses';
import { useDealFiles } from '@/features/deal-files/api/get-deal-files';
import { useOpenedDealFile } from '@/features/deal-files/use-opened-deal-file';
import { DealFileFigures } from '@/features/deal-files/components/deal-file-bar';
import { reportFieldsFromFile } from '@/features/deal-files/tool-forms';
import { EMPTY_ROI_FORM } from '@/features/roi/model';
import { ProLayout } from '@/features/pro/components/pro-layout';
import { useReport } from '@/features/reports/api/reports';
import { useTemplates } from '@/features/reports/api/templates';
import { MetricsPreview, ReportSummary } from '@/features/reports/components/metrics-preview';
import { ReportHistory } from '@/features/reports/components/report-history';
import {
  AnalysisDataCard,
  ReportConfigCard,
} from '@/features/reports/components/report-form-cards';
import {
  EMPTY_REPORT_FORM,
  formFromInput,
  reportDraft,
  type ReportForm,
} from '@/features/reports/model';
import { useReportActions } from '@/features/reports/use-report-actions';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

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

interface ReportsWorkspaceProps {
  initial: ReportForm;
  openId: string | null;
  onOpen: (record: ReportRecord) => void;
}
type SetReportForm = (form: ReportForm) => void;

function ReportsWorkspace({ initial, openId, onOpen }: ReportsWorkspaceProps) {
  const [form, setForm] = useState(initial);
  const [now] = useState(() => new Date());
  const draft = reportDraft(form);
  const actions = useReportActions(form);

  return (
    <div className="pro-grid report-grid">
      <div className="pro-stack">
        <ReportConfigCard
          form={form}
          onChange={setForm}
          templateNote={<TemplateNote form={form} setForm={setForm} />}
        />
        <AnalysisDataCard
          form={form}
          onChange={setForm}
          actions={
            <>
              <DealFileSource form={form} setForm={setForm} />
              <RoiSource form={form} setForm={setForm} />
            </>
          }
        />
      </div>
      <div className="pro-stack">
        <MetricsPreview draft={draft} />
        <ReportSummary draft={draft} now={now} />
        <ReportActionsCard actions={actions} />
        <ReportHistory
          openId={openId}
          downloadingId={actions.downloadingId}
          onDownload={(record) => void actions.downloadAgain(record)}
          onOpen={onOpen}
        />
      </div>
    </div>
  );
}

/** The saved template of the chosen report type, with the button that loads it. */
function TemplateNote({ form, setForm }: { form: ReportForm; setForm: SetReportForm }) {
  const templates = useTemplates();
  const template = templates.data?.templates.find((t) => t.reportType === form.reportType);
  if (!template) return null;
  return (
    <div className="report-template-note">
      <span>
        Tienes una plantilla de {REPORT_TYPE_LABELS[template.reportType]} guardada el{' '}
        {formatDate(template.savedDate)}.
      </span>
      <Button
        size="small"
        className="pro-btn pro-btn--ghost"
        onClick={() =>
          setForm({
            ...form,
            clientName: template.clientName,
            reportPurpose: template.reportPurpose,
            additionalNotes: template.additionalNotes,
          })
        }
      >
        Cargar plantilla
      </Button>
    </div>
  );
}

/** Fill the analysis data from one of the member's deal files. */
function DealFileSource({ form, setForm }: { form: ReportForm; setForm: SetReportForm }) {
  const dealFiles = useDealFiles();
  const files = dealFiles.data?.dealFiles ?? [];
  if (files.length === 0) return null;
  return (
    <div className="report-source">
      <SelectField
        label="Usar un expediente"
        name="dealFileSource"
        value=""
        onChange={(event) => {
          const chosen = files.find((f) => f.id === event.target.value);
          if (chosen) setForm({ ...form, ...reportFieldsFromFile(chosen.inputs) });
        }}
      >
        <option value="">Elige un expediente...</option>
        {files.map((f) => (
          <option key={f.id} value={f.id}>
            {f.inputs.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** Fill the loan and rent figures from a saved ROI analysis. */
function RoiSource({ form, setForm }: { form: ReportForm; setForm: SetReportForm }) {
  const roiAnalyses = useAnalyses('roi');
  const savedRoi = roiAnalyses.data?.analyses ?? [];
  if (savedRoi.length === 0) return null;
  return (
    <div className="report-source">
      <SelectField
        label="Usar un análisis ROI guardado"
        name="roiSource"
        value=""
        onChange={(event) => {
          const analysis = savedRoi.find((a) => a.id === event.target.value);
          if (!analysis) return;
          // Analyses saved before a field existed have none: it reads as empty.
          const i = { ...EMPTY_ROI_FORM, ...analysis.inputs };
          setForm({
            ...form,
            propertyPrice: i.propertyPrice,
            downPayment: i.downPayment,
            closingCosts: i.closingCosts,
            monthlyRent: i.monthlyRent,
            otherIncome: i.otherIncome,
            monthlyExpenses: i.monthlyExpenses,
            propertyTaxes: i.propertyTaxes,
            insurance: i.insurance,
            hoa: i.hoa,
            interestRate: i.interestRate,
            loanTerm: i.loanTerm,
            interestOnlyYears: i.interestOnlyYears,
          });
        }}
      >
        <option value="">Elige un análisis...</option>
        {savedRoi.map((analysis) => (
          <option key={analysis.id} value={analysis.id}>
            {analysis.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

function ReportActionsCard({ actions }: { actions: ReturnType<typeof useReportActions> }) {
  return (
    <section className="pro-card" aria-label="Acciones del reporte">
      <div className="report-actions">
        <Button
          className="pro-btn pro-btn--gold report-actions__main"
          onClick={() => void actions.generate()}
          isLoading={actions.busy === 'generate'}
          loadingText="Generando..."
        >
          Generar Reporte
        </Button>
        <Button
          className="pro-btn pro-btn--ghost"
          onClick={() => void actions.preview()}
          isLoading={actions.busy === 'preview'}
          loadingText="Preparando..."
        >
          Vista Previa
        </Button>
        <Button
          className="pro-btn pro-btn--ghost"
          onClick={() => void actions.share()}
          isLoading={actions.busy === 'share'}
          loadingText="Preparando PDF..."
        >
          Compartir
        </Button>
        <Button
          className="pro-btn pro-btn--ghost report-actions__main"
          onClick={actions.saveAsTemplate}
          isLoading={actions.savingTemplate}
          loadingText="Guardando..."
        >
          Guardar Plantilla
        </Button>
      </div>
      {actions.problem ? (
        <p className="pro-alert report-actions__alert" role="alert">
          {actions.problem}
        </p>
      ) : null}
    </section>
  );
}
