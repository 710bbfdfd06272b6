import { Button, SelectField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DEAL_FILES_PATH } from '@shared/api/deal-files';
import { formatDate, countOf } from '@shared/format';
import { formatBytes } from '@shared/api/vault-catalog';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDealFiles } from '@/features/deal-files/api/deal-files';
import { useBuildPackage } from '../api/package';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/**
 * "Descargar expediente": the server builds one ZIP (a cover PDF and every file, named by guide
 * item) and the browser saves it through a presigned link.
 */
export function PackageCard({ readyFiles }: { readyFiles: number }) {
  const build = useBuildPackage();
  const built = build.data;
  const dealFiles = useDealFiles();
  const [dealFileId, setDealFileId] = useState('');
  const list = dealFiles.data?.dealFiles ?? [];
  return (
    <section className="pro-card" aria-labelledby="vault-package-title">
      <h2 id="vault-package-title" className="pro-card__title">
        Expediente para el prestamista
      </h2>
      <p className="pro-card__lead">
        Un ZIP con una portada (tu resumen e índice de documentos con sus fechas) y cada archivo
        nombrado según la guía.
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
        // isDisabled wins over isLoading in Amplify: pending too, or a second click builds twice.
        isDisabled={readyFiles === 0 || build.isPending}
        isLoading={build.isPending}
        loadingText="Armando el expediente..."
        onClick={() =>
          build.mutate(dealFileId || null, {
            onSuccess: (record) => {
              window.location.assign(record.downloadUrl);
              toast({
                title: 'Expediente listo',
                description: `${countOf(record.fileCount, 'documento', 'documentos')}. Se está descargando.`,
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
          Generado el {formatDate(built.createdAt)} (
          {countOf(built.fileCount, 'documento', 'documentos')}, {formatBytes(built.bytes)}).{' '}
          <a href={built.downloadUrl}>Descargar de nuevo</a>. Queda en tu{' '}
          <Link to="/reportes-profesionales">historial de reportes</Link> hasta el{' '}
          {formatDate(built.expiresAt)}.
        </p>
      ) : null}
    </section>
  );
}
