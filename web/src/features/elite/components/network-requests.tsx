import { Button } from '@aws-amplify/ui-react';
import type { ContactRequest, ContactRequestStatus } from '@shared/api/network';
import { Spinner } from '@/components/spinner';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAnswerContactRequest } from '../api/answer-contact-request';
import { useContactRequests } from '../api/get-contact-requests';
import { shortDateTime } from '../format';

const STATUS: Record<ContactRequestStatus, { label: string; tone: string }> = {
  pending: { label: 'Pendiente', tone: 'elite-pill--amber' },
  accepted: { label: 'Aceptada', tone: 'elite-pill--green' },
  declined: { label: 'Rechazada', tone: 'elite-pill--red' },
};

/** My contact requests: received ones to accept or decline, sent ones with their status. */
export function NetworkRequests() {
  const requests = useContactRequests(true);
  return (
    <section className="elite-card network-card" aria-labelledby="mis-solicitudes">
      <div className="elite-card__head">
        <h2 id="mis-solicitudes" className="elite-card__title">
          Mis solicitudes
        </h2>
        <p className="elite-card__lead">
          Al aceptar una solicitud, cada uno ve el correo del otro para seguir la conversación.
        </p>
      </div>
      {requests.isPending ? (
        <Spinner label="Cargando tus solicitudes..." />
      ) : requests.isError ? (
        <p className="elite-alert" role="alert">
          {errorMessage(requests.error, 'No pudimos cargar tus solicitudes. Recarga la página.')}
        </p>
      ) : (
        <>
          <RequestList
            title="Recibidas"
            empty="Nadie te ha enviado solicitudes todavía."
            requests={requests.data.received}
          />
          <RequestList
            title="Enviadas"
            empty="Aún no has contactado a nadie. Usa «Contactar» en el directorio."
            requests={requests.data.sent}
          />
        </>
      )}
    </section>
  );
}

function RequestList({
  title,
  empty,
  requests,
}: {
  title: string;
  empty: string;
  requests: ContactRequest[];
}) {
  return (
    <div className="network-requests">
      <h3 className="network-requests__title">{title}</h3>
      {requests.length === 0 ? (
        <p className="elite-card__lead">{empty}</p>
      ) : (
        <ul className="elite-list" aria-label={`Solicitudes ${title.toLowerCase()}`}>
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RequestItem({ request }: { request: ContactRequest }) {
  const answer = useAnswerContactRequest();
  const status = STATUS[request.status];
  const respond = (action: 'accept' | 'decline') =>
    answer.mutate(
      { id: request.id, action },
      {
        onSuccess: ({ message }) => toast({ title: message, variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'No pudimos responder la solicitud',
            description: errorMessage(error, 'Intenta de nuevo en unos minutos.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <li
      className="elite-item"
      aria-label={`${request.direction === 'received' ? 'De' : 'Para'} ${request.member.displayName}`}
    >
      <div className="elite-item__head">
        <h4 className="elite-item__title">
          {request.direction === 'received' ? 'De ' : 'Para '}
          {request.member.displayName}
        </h4>
        <span className={`elite-pill ${status.tone}`}>{status.label}</span>
      </div>
      <p className="elite-item__meta">{shortDateTime(request.createdAt)}</p>
      <p className="network-member__bio">{request.message}</p>
      {request.email ? (
        <p className="network-email">
          Correo: <a href={`mailto:${request.email}`}>{request.email}</a>
        </p>
      ) : null}
      {request.direction === 'received' && request.status === 'pending' ? (
        <div className="elite-item__actions">
          <Button
            className="elite-btn elite-btn--gold"
            isDisabled={answer.isPending}
            onClick={() => respond('accept')}
          >
            Aceptar
          </Button>
          <Button
            className="elite-btn elite-btn--ghost"
            isDisabled={answer.isPending}
            onClick={() => respond('decline')}
          >
            Rechazar
          </Button>
        </div>
      ) : null}
    </li>
  );
}
