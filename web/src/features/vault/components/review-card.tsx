import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { formatDate, countOf } from '@shared/format';
import type { VaultListResponse } from '@shared/api/vault-catalog';
import type { DocumentItem } from '@shared/content/documents';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSubmitReview } from '../api/submit-review';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/**
 * The guide's required documents with no file yet: the review covers only what was sent, so the
 * member sees, by name, what the lender will still ask for.
 */
function MissingRequired({ items }: { items: readonly Pick<DocumentItem, 'id' | 'title'>[] }) {
  if (items.length === 0) return null;
  return (
    <div className="vault-review__missing" data-testid="review-missing-required">
      <p>
        {items.length === 1
          ? 'Aún falta 1 documento requerido'
          : `Aún faltan ${countOf(items.length, 'documento requerido', 'documentos requeridos')}`}{' '}
        por el prestamista: la revisión cubre solo lo que subiste.
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
    </div>
  );
}

/** Expert review (Elite): send the loan file to the team, and where the latest review stands. */
export function ReviewCard({
  vault,
  isElite,
  missingRequired,
}: {
  vault: VaultListResponse;
  isElite: boolean;
  missingRequired: readonly Pick<DocumentItem, 'id' | 'title'>[];
}) {
  const submit = useSubmitReview();
  const review = vault.review;
  const ready = vault.files.filter((f) => f.status === 'ready').length;
  return (
    <section className="pro-card vault-review" aria-labelledby="vault-review-title">
      <h2 id="vault-review-title" className="pro-card__title">
        Revisión experta de documentos
      </h2>
      {!isElite ? (
        <p className="pro-card__lead">
          Con el plan Elite, nuestro equipo revisa tu expediente documento por documento antes de
          que lo veas con el prestamista. <Link to="/plan-elite">Conoce el plan Elite</Link>.
        </p>
      ) : review?.status === 'abierta' ? (
        <>
          <p className="pro-card__lead" role="status">
            En revisión desde el {formatDate(review.submittedAt)}: {review.reviewedCount} de{' '}
            {countOf(review.fileCount, 'documento', 'documentos')} en revisión. Te avisaremos por
            correo cuando termine.
          </p>
          <MissingRequired items={missingRequired} />
        </>
      ) : (
        <>
          <p className="pro-card__lead">
            {review
              ? `Última revisión terminada (enviada el ${formatDate(review.submittedAt)}): mira el resultado en cada documento.`
              : 'Nuestro equipo revisa cada documento y te dice si está listo o qué cambiar.'}
          </p>
          <MissingRequired items={missingRequired} />
          <Button
            className="pro-btn pro-btn--gold"
            // isDisabled wins over isLoading in Amplify: pending too, or a second click sends twice.
            isDisabled={ready === 0 || submit.isPending}
            isLoading={submit.isPending}
            loadingText="Enviando..."
            onClick={() =>
              submit.mutate(undefined, {
                onSuccess: (sent) =>
                  toast({
                    title: 'Enviado a revisión',
                    description: `${countOf(sent.fileCount, 'documento', 'documentos')}. Te avisaremos por correo cuando terminemos.`,
                  }),
                onError: (error) =>
                  toast({
                    title: 'Error',
                    description: errorMessage(error, 'No se pudo enviar a revisión.'),
                    variant: 'destructive',
                  }),
              })
            }
          >
            Enviar a revisión experta
          </Button>
        </>
      )}
    </section>
  );
}
