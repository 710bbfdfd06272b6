import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { formatDate } from '../../../../../shared/format';
import { formatBytes } from '../../../../../shared/api/vault-catalog';
import { toast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useBuildPackage } from '../api/package';
import '@aws-amplify/ui-react/styles/button.css';

/**
 * "Descargar expediente": the server builds one ZIP (a cover PDF and every file, named by guide
 * item) and the browser saves it through a presigned link.
 */
export function PackageCard({ readyFiles }: { readyFiles: number }) {
  const build = useBuildPackage();
  const built = build.data;
  return (
    <section className="pro-card" aria-labelledby="vault-package-title">
      <h2 id="vault-package-title" className="pro-card__title">
        Expediente para el prestamista
      </h2>
      <p className="pro-card__lead">
        Un ZIP con una portada (tu resumen e índice de documentos con sus fechas) y cada archivo
        nombrado según la guía.
      </p>
      <Button
        className="pro-btn pro-btn--primary"
        isDisabled={readyFiles === 0}
        isLoading={build.isPending}
        loadingText="Armando el expediente..."
        onClick={() =>
          build.mutate(undefined, {
            onSuccess: (record) => {
              window.location.assign(record.downloadUrl);
              toast({
                title: 'Expediente listo',
                description: `${record.fileCount} documentos. Se está descargando.`,
              });
            },
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
      {built ? (
        <p className="fine-print" role="status">
          Generado el {formatDate(built.createdAt)} ({built.fileCount} documentos,{' '}
          {formatBytes(built.bytes)}). <a href={built.downloadUrl}>Descargar de nuevo</a>. Queda en
          tu <Link to="/reportes-profesionales">historial de reportes</Link> hasta el{' '}
          {formatDate(built.expiresAt)}.
        </p>
      ) : null}
    </section>
  );
}
