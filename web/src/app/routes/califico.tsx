import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { QUALIFY_DEAL_FILE_PARAM } from '@shared/api/deal-file-texts';
import { isItemId } from '@shared/api/item-id';
import { useDealFile } from '@/features/deal-files/api/get-deal-file';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/components/use-document-title';
import { useSearchAfterHydration } from '@/lib/hydration';
import { planAllows } from '@shared/plans';
import { useUser } from '@/lib/session';
import { ProLayout } from '@/features/pro/components/pro-layout';
import { useBorrowerProfile } from '@/features/qualify/api/get-borrower-profile';
import { QualifyWorkspace } from '@/features/qualify/components/qualify-workspace';
import { EMPTY_QUALIFY_FORM, withBorrower, withDealFile } from '@/features/qualify/model';
import '@/features/qualify/components/qualify.css';

/**
 * /califico: "¿califico para este préstamo, con quién, y qué me falta?". The member's
 * borrower profile (remembered) and a deal checked against every lender program; the verdict,
 * the programs best first with each rule's numbers and what to change; letters for lenders.
 */
export default function CalificoPage() {
  useDocumentTitle('¿Califico? — Inversor Listo');
  const { user } = useUser();
  const profile = useBorrowerProfile();
  // ?dealFile=<id>: the deal comes from one of the member's deal files (another member's: 404).
  const params = useSearchAfterHydration(); // prerendered: the query once React has the page
  const rawDealFile = params.get(QUALIFY_DEAL_FILE_PARAM);
  const dealFileId = rawDealFile !== null && isItemId(rawDealFile) ? rawDealFile : null;
  const dealFile = useDealFile(dealFileId);
  const dealFileMissing = rawDealFile !== null && (dealFileId === null || dealFile.isError);
  const file = dealFile.data ?? null;
  // Kept between renders, so the form (memoised) does not draw again when the session answers.
  const dealFileRef = useMemo(
    () => (file ? { id: file.id, name: file.inputs.name } : null),
    [file],
  );
  // The saved profile fills the whole form: drawn in a background render (in slices a tap can
  // interrupt), not at once in the task its answer arrives in, as TanStack Query hands it over.
  const saved = useDeferredValue(profile.isLoading ? 'loading' : (profile.data?.profile ?? null));
  const initial = useMemo(() => {
    const borrowerForm =
      saved && saved !== 'loading' ? withBorrower(EMPTY_QUALIFY_FORM, saved) : EMPTY_QUALIFY_FORM;
    return file ? withDealFile(borrowerForm, file.inputs) : borrowerForm;
  }, [saved, file]);

  return (
    <ProLayout
      title="¿Califico?"
      lead={
        <p>
          Tu préstamo frente a los programas de los prestamistas: con quién calificas, y qué te
          falta con los demás (renta, pago inicial, reservas o crédito).
        </p>
      }
    >
      {dealFileMissing ? (
        <div className="pro-card qualify-deal-file" role="alert">
          <p>
            No encontramos ese expediente. Puede que lo hayas eliminado.{' '}
            <Link to="/mis-propiedades">Ver mis expedientes</Link>
          </p>
        </div>
      ) : null}
      {dealFileId !== null && dealFile.isLoading ? (
        <div className="qualify-loading">
          <Spinner label="Cargando tus datos..." />
        </div>
      ) : (
        <QualifyWorkspace
          key={file?.id ?? 'inline'}
          initial={initial}
          dealFile={dealFileRef}
          profile={saved}
          elite={user ? planAllows(user.subscriptionPlan, user.subscriptionStatus, 'elite') : false}
        />
      )}
    </ProLayout>
  );
}
