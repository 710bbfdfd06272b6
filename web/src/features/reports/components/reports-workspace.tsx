import { Button, SelectField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { REPORT_TYPE_LABELS, type ReportRecord } from '@shared/api/pro-catalog';
import { formatDate } from '@shared/format';
import { useAnalyses } from '@/features/pro/api/get-analyses';
import { useDealFiles } from '@/features/deal-files/api/get-deal-files';
import { reportFieldsFromFile } from '@/features/deal-files/tool-forms';
import { EMPTY_ROI_FORM } from '@/features/roi/model';
import { useTemplates } from '../api/get-templates';
import { reportDraft, type ReportForm } from '../model';
import { useReportActions } from '../use-report-actions';
import { MetricsPreview, ReportSummary } from './metrics-preview';
import { ReportHistory } from './report-history';
import { AnalysisDataCard, ReportConfigCard } from './report-form-cards';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

interface ReportsWorkspaceProps {
  initial: ReportForm;
  openId: string | null;
  onOpen: (record: ReportRecord) => void;
}
type SetReportForm = (form: ReportForm) => void;

/**
 * The report being written: its configuration and data cards, the live figures and summary, the
 * actions (generate, preview, share, save as template) and the history.
 */
export function ReportsWorkspace({ initial, openId, onOpen }: ReportsWorkspaceProps) {
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
