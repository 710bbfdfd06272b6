import { Button, SelectField } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DEAL_FILES_PATH } from '@shared/api/deal-file-texts';
import { formatDate, countOf } from '@shared/format';
import { formatBytes } from '@shared/api/vault-catalog';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDealFiles } from '@/features/deal-files/api/get-deal-files';
import { jobInProgress, useJob } from '@/lib/job';
import { useBuildPackage } from '../api/package';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/**
 * "Descargar expediente": the server queues one ZIP (a cover PDF and every file, named by guide
 * item); the card follows the job (files copied so far) and, when it is ready, the browser saves
 * it through a presigned link. The member may leave: an email says when it is ready.
 */
export function PackageCard({ readyFiles }: { readyFiles: number }) {
  const client = useQueryClient();
  const build = useBuildPackage();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId).data;
  const working = build.isPending || (jobId !== null && (!job || jobInProgress(job)));
  const built = job?.status === 'ready' ? job.result : null;
  const dealFiles = useDealFiles();
  const [dealFileId, setDealFileId] = useState('');
  const list = dealFiles.data?.dealFiles ?? [];

  // Once per job: its end downloads the ZIP (or says why not) and refreshes the history.
  const ended = useRef<string | null>(null);
  useEffect(() => {
    if (!job || jobInProgress(job) || ended.current === job.id) return;
    ended.current = job.id;
    if (job.status === 'ready' && job.result) {
      void client.invalidateQueries({ queryKey: ['/api/pro/reports'] });
      window.location.assign(job.result.downloadUrl);
      toast({
        title: 'Expediente listo',
        description: `${countOf(job.result.fileCount, 'documento', 'documentos')}. Se está descargando.`,
      });
    } else if (job.status === 'failed') {
      toast({
        title: 'Error',
        description: job.error ?? 'No se pudo armar el expediente.',
        variant: 'destructive',
      });
    }
  }, [job, client]);

  return (
    <section className="pro-card" aria-labelledby="vault-package-title">
      <h2 id="vault-package-title" className="pro-card__title">
        Expediente para el prestamista
      </h2>
      <p className="pro-card__lead">
        Un ZIP con una portada (tu resumen e índice de documentos con sus fechas) y cada archivo
        nombrado según la guía, en inglés: es lo que lee el prestamista.
      </p>
      {list.length > 0 ? (
        <SelectField
          label="Propiedad del expediente (opcional)"
          descriptiveText="La portada mostrará sus cifras para el prestamista: DSCR (renta ÷ PITIA), LTV y reservas en meses de PITIA."
          name="dealFileId"
          value={dealFileId}
          onChange={(event) => setDealFileId(event.target.value)}
        >
          <option value="">Sin propiedad</option>
          {list.map((f) => (
            <option key={f.id} value={f.id}>
              {f.inputs.name}
            </option>
          ))}
        </SelectField>
      ) : dealFiles.isSuccess ? (
        <p className="fine-print">
          Para incluir las cifras de una propiedad (DSCR, LTV, reservas), crea su expediente en{' '}
          <Link to={DEAL_FILES_PATH}>Mis Propiedades</Link>.
        </p>
      ) : null}
      <Button
        className="pro-btn pro-btn--primary"
        // isDisabled wins over isLoading in Amplify: working too, or a second click builds twice.
        isDisabled={readyFiles === 0 || working}
        isLoading={working}
        loadingText="Armando el expediente..."
        onClick={() =>
          build.mutate(dealFileId || null, {
            onSuccess: (accepted) => setJobId(accepted.job.id),
            onError: (error) =>
              toast({
                title: 'Error',
                description: errorMessage(error, 'No se pudo armar el expediente.'),
                variant: 'destructive',
              }),
          })
        }
      >
        Descargar expediente
      </Button>
      {working && jobId ? (
        <div className="package-progress" role="status">
          <p className="fine-print">
            {job?.progress
              ? `Copiando documentos: ${job.progress.done} de ${job.progress.total}.`
              : 'En cola: empezamos en unos segundos.'}{' '}
            Puedes salir de esta página: te avisamos por correo cuando esté listo.
          </p>
          {job?.progress ? (
            <progress
              max={job.progress.total}
              value={job.progress.done}
              aria-label="Documentos copiados al expediente"
            />
          ) : null}
        </div>
      ) : null}
      {built ? (
        <p className="fine-print" role="status">
          Listo: {countOf(built.fileCount, 'documento', 'documentos')}, {formatBytes(built.bytes)}.{' '}
          <a href={built.downloadUrl}>Descargar de nuevo</a>. Queda en tu{' '}
          <Link to="/reportes-profesionales">historial de reportes</Link> hasta el{' '}
          {formatDate(built.expiresAt)}.
        </p>
      ) : null}
    </section>
  );
}
