/**
 * Long work the member follows on a page (a lender package, "Descargar mis datos"): the request
 * answers 202 with the job at once, the worker does the work off the request, the page polls
 *   GET /api/jobs/{id}            the job (its status, progress and, when ready, where to download)
 *   GET /api/jobs/{id}/download   302 to the file of a ready data export (5 minutes)
 * and the member gets an email when it is ready.
 */
export type JobKind = 'vault-package' | 'data-export';
/** queued → running → ready | failed; a failed attempt that will be retried is `queued` again. */
export type JobStatus = 'queued' | 'running' | 'ready' | 'failed';

export interface JobResult {
  /** Where the browser downloads it (an API path that answers 302 to a presigned URL). */
  downloadUrl: string;
  fileCount: number;
  bytes: number;
  /** Until when it can be downloaded. */
  expiresAt: string;
  /** The package's id in the reports history (vault packages only). */
  packageId?: string;
}

export interface JobView {
  id: string;
  kind: JobKind;
  status: JobStatus;
  createdAt: string;
  updatedAt: string;
  /** Attempts so far (a retried job shows it). */
  attempts: number;
  /** Files copied so far, of how many. */
  progress: { done: number; total: number } | null;
  result: JobResult | null;
  /** Why it failed (Spanish), when it did. */
  error: string | null;
}

export interface JobAccepted {
  message: string;
  job: JobView;
}

export const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;
export const jobDownloadPath = (id: string) => `${jobPath(id)}/download`;

/** How often a page asks about a job still in the works (ms). */
export const JOB_POLL_MS = 2000;

export const JOB_MESSAGES = {
  notFound: 'No encontramos ese trabajo. Vuelve a pedirlo desde tu cuenta.',
  notReady: 'Todavía lo estamos preparando. Te avisamos por correo cuando esté listo.',
  expired: 'Esa descarga ya venció. Pide una nueva desde Mi cuenta.',
  packageQueued:
    'Estamos armando tu expediente. Puedes seguir aquí o salir: te enviamos un correo cuando esté listo.',
  exportQueued:
    'Estamos preparando tus datos. Te enviamos un correo cuando el archivo esté listo para descargar.',
  failed: 'No pudimos terminarlo después de varios intentos. Inténtalo de nuevo más tarde.',
} as const;
