import { useParams } from 'react-router';
import { sharedLines } from '@shared/lenders/shared-lines';
import { formatDate } from '@shared/format';
import { EXAMPLE_LABEL } from '@shared/lenders/catalog';
import { Spinner } from '@/components/spinner';
import { ToolLayout } from '@/components/tool-layout';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { useSharedPackage } from '@/features/qualify/api/lender-connections';
import '@/features/qualify/components/qualify.css';

/**
 * /expediente-compartido/:token (public): the read-only package a member shared with a lender
 * (POST /api/lender-connections). The token in the address is the only key; every open is counted
 * for the member; after 7 days or once the member withdraws it, the API's Spanish 410 shows.
 */
export default function SharedPackagePage() {
  useDocumentTitle('Expediente compartido — Inversor Listo');
  const { token = '' } = useParams();
  const shared = useSharedPackage(token);
  const data = shared.data;

  return (
    <ToolLayout
      eyebrow="Expediente compartido"
      title={data ? `Solicitud de ${data.memberName}` : 'Expediente compartido'}
      lead={
        <p>
          Un inversionista de Inversor Listo compartió con ustedes, con su consentimiento, los datos
          de su préstamo. Solo lectura.
        </p>
      }
    >
      {shared.isLoading ? <Spinner label="Abriendo el expediente..." /> : null}
      {shared.error ? (
        <section className="panel" aria-labelledby="shared-error">
          <h2 id="shared-error" className="panel__title">
            No se puede abrir este expediente
          </h2>
          <p role="alert">
            {errorMessage(shared.error, 'No se pudo abrir el expediente. Inténtalo de nuevo.')}
          </p>
        </section>
      ) : null}
      {data ? (
        <section className="panel" aria-labelledby="shared-title">
          <h2 id="shared-title" className="panel__title">
            {data.programName} · {data.lenderName}
          </h2>
          {data.example ? (
            <p className="qualify-example-note">
              {EXAMPLE_LABEL}: el programa es ilustrativo; esta solicitud es una prueba.
            </p>
          ) : null}
          <p className="shared-from">
            De: <strong>{data.memberName}</strong> (
            <a href={`mailto:${data.memberEmail}`}>{data.memberEmail}</a>). Enviado el{' '}
            {formatDate(data.createdAt)}; disponible hasta el {formatDate(data.expiresAt)}.
          </p>
          {data.message ? (
            <blockquote className="shared-message">«{data.message}»</blockquote>
          ) : null}
          <ul className="shared-lines">
            {sharedLines(data).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {data.documents.length > 0 ? (
            <>
              <h3>Documentos ({data.documents.length})</h3>
              <ul className="shared-lines">
                {data.documents.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
              {data.downloadUrl ? (
                <a className="qualify-connect-button shared-download" href={data.downloadUrl}>
                  Descargar los documentos (ZIP)
                </a>
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}
    </ToolLayout>
  );
}
