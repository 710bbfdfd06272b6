import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { formatDate, countOf } from '@shared/format';
import type { VaultListResponse } from '@shared/api/vault-catalog';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSubmitReview } from '../api/vault';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/** Expert review (Elite): send the loan file to the team, and where the latest review stands. */
export function ReviewCard({ vault, isElite }: { vault: VaultListResponse; isElite: boolean }) {
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
        <p className="pro-card__lead" role="status">
          En revisión desde el {formatDate(review.submittedAt)}: {review.reviewedCount} de{' '}
          {countOf(review.fileCount, 'documento', 'documentos')} en revisión. Te avisaremos por
          correo cuando termine.
        </p>
      ) : (
        <>
          <p className="pro-card__lead">
            {review
              ? `Última revisión terminada (enviada el ${formatDate(review.submittedAt)}): mira el resultado en cada documento.`
              : 'Nuestro equipo revisa cada documento y te dice si está listo o qué cambiar.'}
          </p>
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
