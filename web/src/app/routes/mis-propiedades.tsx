import { Link } from 'react-router';
import { DEAL_FILE_MESSAGES, DEAL_FILE_PARAM } from '@shared/api/deal-file-texts';
import { isItemId } from '@shared/api/item-id';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/components/use-document-title';
import { useSearchAfterHydration } from '@/lib/hydration';
import { errorMessage } from '@/lib/api-client';
import { useDealFile } from '@/features/deal-files/api/get-deal-file';
import { useDealFiles } from '@/features/deal-files/api/get-deal-files';
import { DealWorkspace } from '@/features/deal-files/components/deal-workspace';
import { DealFileList } from '@/features/deal-files/components/deal-file-list';
import { ProLayout } from '@/features/pro/components/pro-layout';
import '@/features/deal-files/components/deal-files.css';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/**
 * /mis-propiedades: the member's deal files — a property, its purchase, financing,
 * income and expenses — with the analysis (cash invested with closing and rehab, projections,
 * IRR, BRRRR and flip) computed live, and links that open it in every Pro tool. ?expediente=<id>
 * opens one; ?expediente=nuevo starts one.
 */
export default function MisPropiedadesPage() {
  useDocumentTitle('Mis Propiedades — Inversor Listo');
  const params = useSearchAfterHydration(); // prerendered: the query once React has the page
  const raw = params.get(DEAL_FILE_PARAM);
  const isNew = raw === 'nuevo';
  const id = raw !== null && isItemId(raw) ? raw : null;
  const opened = useDealFile(id);
  const files = useDealFiles();
  const list = files.data?.dealFiles ?? [];

  return (
    <ProLayout
      title="Mis Propiedades"
      eyebrow="Expedientes Pro"
      lead={
        <p>
          Cada propiedad en un expediente: compra, financiamiento, ingresos y gastos una sola vez.
          Ábrelo en la calculadora ROI, el simulador, los reportes o la vista del prestamista sin
          volver a escribir nada.
        </p>
      }
      actions={
        <Link className="btn btn--primary" to={`?${DEAL_FILE_PARAM}=nuevo`}>
          Nuevo expediente
        </Link>
      }
    >
      <div className="pro-stack">
        {(raw !== null && !isNew && id === null) || opened.isError ? (
          <p className="pro-alert" role="alert">
            {errorMessage(opened.error, DEAL_FILE_MESSAGES.notFound)}
          </p>
        ) : null}
        {id !== null && opened.isLoading ? <Spinner label="Abriendo el expediente..." /> : null}
        {isNew ? <DealWorkspace key="nuevo" file={null} /> : null}
        {opened.data ? (
          <DealWorkspace key={`${opened.data.id}-${opened.data.updatedAt}`} file={opened.data} />
        ) : null}

        <section className="pro-card" aria-labelledby="deal-files-title">
          <h2 id="deal-files-title" className="pro-card__title">
            Tus expedientes
          </h2>
          {files.isLoading ? (
            <p className="fine-print">Cargando tus expedientes...</p>
          ) : files.isError ? (
            <p className="fine-print negative">
              {errorMessage(files.error, 'No se pudieron cargar tus expedientes.')}
            </p>
          ) : list.length === 0 ? (
            <p className="pro-card__lead">
              Todavía no tienes expedientes.{' '}
              <Link to={`?${DEAL_FILE_PARAM}=nuevo`}>Crea el primero</Link> con los datos de una
              propiedad que estés evaluando.
            </p>
          ) : (
            <DealFileList files={list} openId={id} />
          )}
        </section>
      </div>
    </ProLayout>
  );
}
