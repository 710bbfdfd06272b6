import { Button } from '@aws-amplify/ui-react';
import { countOf } from '@shared/format';
import { Link } from 'react-router';
import { useSearchAfterHydration, useTokenAfterHydration } from '@/lib/hydration';
import { MEMBER_DATA_MESSAGES } from '@shared/api/member-data';
import { JOB_MESSAGES } from '@shared/api/jobs';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useConfirmDataExport } from '@/features/auth/api/confirm-data-export';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { jobInProgress, useJob } from '@/lib/job';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/**
 * /mis-datos?token=… — the link of "Descargar mis datos". The ZIP is queued on a click, not on
 * load (mail scanners that open links must not use it up), then prepared off the request: the page
 * follows the job while the member is signed in, and the "ready" email links to /mis-datos?job=….
 */
export default function MemberDataPage() {
  const token = useTokenAfterHydration();
  const search = useSearchAfterHydration();
  const build = useConfirmDataExport();
  const jobId = build.data?.job.id ?? search.get('job');
  const job = useJob(jobId);

  const notice = (heading: string, text: string, role: 'status' | 'alert' = 'status') => (
    <AuthLayout title="Descargar mis datos">
      <div className="auth-success" role={role}>
        <h2>{heading}</h2>
        <p>{text}</p>
        <Link className="btn btn--navy btn--block" to="/account">
          Ir a mi cuenta
        </Link>
      </div>
    </AuthLayout>
  );

  if (jobId) {
    if (job.error instanceof ApiError && job.error.status === 401) {
      return (
        <AuthLayout title="Descargar mis datos">
          <div className="auth-success" role="status">
            <h2>Estamos preparando tus datos</h2>
            <p>{MEMBER_DATA_MESSAGES.exportSignIn}</p>
            <Link
              className="btn btn--navy btn--block"
              to={`/login?returnTo=${encodeURIComponent(`/mis-datos?job=${jobId}`)}`}
            >
              Iniciar sesión
            </Link>
          </div>
        </AuthLayout>
      );
    }
    if (job.isError)
      return notice(
        'No encontramos tu descarga',
        errorMessage(job.error, JOB_MESSAGES.notFound),
        'alert',
      );
    const data = job.data;
    if (data?.status === 'failed')
      return notice('No pudimos preparar tus datos', data.error ?? JOB_MESSAGES.failed, 'alert');
    if (data?.status === 'ready' && data.result) {
      return (
        <AuthLayout title="Descargar mis datos">
          <div className="auth-success" role="status">
            <h2>Tu archivo está listo</h2>
            <p>{MEMBER_DATA_MESSAGES.exportReady}</p>
            <a className="btn btn--navy btn--block" href={data.result.downloadUrl} download>
              Descargar ZIP ({countOf(data.result.fileCount, 'archivo', 'archivos')} de la bóveda)
            </a>
          </div>
        </AuthLayout>
      );
    }
    return (
      <AuthLayout title="Descargar mis datos">
        <div className="auth-success" role="status" aria-busy={jobInProgress(data)}>
          <h2>Estamos preparando tus datos</h2>
          <p>
            {data?.progress
              ? `Copiando archivos de tu bóveda: ${data.progress.done} de ${data.progress.total}.`
              : JOB_MESSAGES.exportQueued}
          </p>
        </div>
      </AuthLayout>
    );
  }
  if (token === '' || build.isError) {
    return notice(
      'No pudimos preparar tus datos',
      build.isError
        ? errorMessage(build.error, MEMBER_DATA_MESSAGES.exportInvalid)
        : MEMBER_DATA_MESSAGES.exportInvalid,
      'alert',
    );
  }
  return (
    <AuthLayout
      title="Descargar mis datos"
      subtitle="Preparamos un ZIP con todos tus datos y los archivos de tu bóveda."
    >
      <div className="auth-form">
        <Button
          variation="primary"
          isFullWidth
          isLoading={build.isPending}
          loadingText="Preparando..."
          isDisabled={token === null || undefined}
          onClick={() => token && build.mutate(token)}
        >
          Preparar mi descarga
        </Button>
      </div>
    </AuthLayout>
  );
}
