import { useState } from 'react';
import {
  PRO_MESSAGES,
  REPORT_TYPE_LABELS,
  reportInputError,
  type ReportInput,
  type ReportRecord,
} from '@shared/api/pro-catalog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/components/toast/use-toast';
import { shareOrDownloadFile } from '@/lib/share-file';
import { useCreateReport } from './api/create-report';
import { useSaveTemplate } from './api/save-template';
import { asReportInput, reportDraft, type ReportForm } from './model';
import { downloadBlob, renderRecordPdf, renderReportPdf } from './pdf/report-file';
import { reportContent, reportShareText } from './report-content';

const M = PRO_MESSAGES;
/** The report saved in the history, or null after a toast: the PDF downloads anyway. */
async function recordReport(create: () => Promise<ReportRecord>): Promise<ReportRecord | null> {
  try {
    return await create();
  } catch (error) {
    toast({
      title: 'El reporte no se guardó en tu historial',
      description: errorMessage(error, 'Se descargará igualmente.'),
      variant: 'destructive',
    });
    return null;
  }
}

/** The report's PDF, dated and referenced as its history record when there is one. */
async function downloadReportPdf(input: ReportInput, record: ReportRecord | null) {
  const { blob, fileName } = await renderReportPdf(
    input,
    record ? new Date(record.createdAt) : new Date(),
    record?.id,
  );
  downloadBlob(blob, fileName);
  toast({ title: M.reportGenerated, description: fileName, variant: 'success' });
}

/** What a template keeps of the form: the client, the purpose and the notes. */
function templateBody(form: ReportForm) {
  return {
    clientName: form.clientName.trim(),
    reportPurpose: form.reportPurpose,
    additionalNotes: form.additionalNotes.trim(),
  };
}

/**
 * A blank window for the preview, opened inside the click so no popup blocker stops it and
 * filled when the PDF is ready; null when the browser blocked it.
 */
function openPreviewWindow(): Window | null {
  const win = window.open('', '_blank');
  if (!win) return null;
  win.opener = null;
  win.document.title = 'Vista previa del reporte — Inversor Listo';
  win.document.body.textContent = 'Preparando la vista previa del reporte...';
  return win;
}

/**
 * Shares the report's PDF (the same file "Generar Reporte" makes) through the system sheet, with
 * its summary as the message; where the browser cannot share files, downloads it and says so.
 */
async function shareReport(input: ReportInput) {
  const generatedAt = new Date();
  const { blob, fileName } = await renderReportPdf(input, generatedAt);
  const content = reportContent(input, generatedAt);
  const outcome = await shareOrDownloadFile({
    blob,
    fileName,
    type: 'application/pdf',
    title: `${REPORT_TYPE_LABELS[input.reportType]} — ${content.address}`,
    text: reportShareText(content),
  });
  if (outcome === 'downloaded') {
    toast({ title: M.shareDownloaded, description: fileName, variant: 'success' });
  }
}

/** Saves the form as its type's template; the alert says why not. */
function useSaveAsTemplate(form: ReportForm, setProblem: (message: string | null) => void) {
  const saveTemplate = useSaveTemplate();
  function saveAsTemplate() {
    setProblem(null);
    if (!form.reportType) {
      setProblem(M.templateTypeRequired);
      return;
    }
    saveTemplate.mutate(
      { reportType: form.reportType, body: templateBody(form) },
      {
        onSuccess: () => toast({ title: M.templateSaved, variant: 'success' }),
        onError: (error) => setProblem(errorMessage(error, 'No se pudo guardar la plantilla.')),
      },
    );
  }
  return { saveAsTemplate, savingTemplate: saveTemplate.isPending };
}

/** Downloads a past report again: the same PDF, with its original date and reference. */
function useDownloadAgain(setProblem: (message: string | null) => void) {
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  async function downloadAgain(record: ReportRecord) {
    setProblem(null);
    setDownloadingId(record.id);
    try {
      const { blob, fileName } = await renderRecordPdf(record);
      downloadBlob(blob, fileName);
    } catch (error) {
      console.error(error);
      setProblem('No se pudo generar el PDF. Inténtalo de nuevo.');
    } finally {
      setDownloadingId(null);
    }
  }
  return { downloadAgain, downloadingId };
}

/**
 * The four buttons of the reports page: generate (record in the history,
 * then download the PDF), preview in a new window, share, save the template. Generate, preview
 * and share check the form in their fixed order (docs/product.md) first and share the busy flag; all five actions
 * (with downloading a past report again) share the alert.
 */
export function useReportActions(form: ReportForm) {
  const createReport = useCreateReport();
  const [busy, setBusy] = useState<'generate' | 'preview' | 'share' | null>(null);
  /** The alert for the last action (validation, popup blocked, share failed...). */
  const [problem, setProblem] = useState<string | null>(null);
  const template = useSaveAsTemplate(form, setProblem);
  const again = useDownloadAgain(setProblem);

  /** The validated input, or null after showing the first problem. */
  function validInput() {
    setProblem(null);
    const draft = reportDraft(form);
    const problem = reportInputError(draft);
    if (problem) {
      setProblem(problem);
      return null;
    }
    return asReportInput(draft);
  }

  async function generate() {
    const input = validInput();
    if (!input) return;
    setBusy('generate');
    try {
      const record = await recordReport(() => createReport.mutateAsync(input));
      await downloadReportPdf(input, record);
    } catch (error) {
      console.error(error);
      setProblem('No se pudo generar el PDF. Inténtalo de nuevo.');
    } finally {
      setBusy(null);
    }
  }

  async function preview() {
    const input = validInput();
    if (!input) return;
    const win = openPreviewWindow();
    if (!win) {
      setProblem(M.previewBlocked);
      return;
    }
    setBusy('preview');
    try {
      const { blob } = await renderReportPdf(input, new Date());
      win.location.href = URL.createObjectURL(blob);
    } catch (error) {
      console.error(error);
      win.close();
      setProblem('No se pudo generar la vista previa. Inténtalo de nuevo.');
    } finally {
      setBusy(null);
    }
  }

  async function share() {
    const input = validInput();
    if (!input) return;
    setBusy('share');
    try {
      await shareReport(input);
    } catch (error) {
      console.error(error);
      setProblem('No se pudo generar el PDF. Inténtalo de nuevo.');
    } finally {
      setBusy(null);
    }
  }

  return {
    generate,
    preview,
    share,
    ...template,
    ...again,
    busy,
    problem,
  };
}
