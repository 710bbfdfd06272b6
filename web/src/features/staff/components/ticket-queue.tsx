import { Button, CheckboxField, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { supportCategory, supportMethod, ticketTarget } from '@shared/elite/support';
import { easternDateTime } from '@shared/elite/time';
import type { StaffTicket } from '@shared/api/elite';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useReplyTicket } from '../api/reply-ticket';
import { useTicketQueue } from '../api/get-ticket-queue';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/checkbox.css';
import '@aws-amplify/ui-react/styles/checkboxField.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/textArea.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';
import './staff.css';

/**
 * The staff console's support queue: Elite and Pro tickets not yet resolved, the most due first,
 * a page at a time ("Ver más solicitudes"); a reply form under each. The member gets the answer by
 * email and on their page.
 */
export function TicketQueue() {
  const queue = useTicketQueue();
  const [openId, setOpenId] = useState<string | null>(null);
  const tickets = queue.data?.pages.flatMap((page) => page.tickets) ?? [];
  const open = tickets.find((t) => t.id === openId) ?? null;
  return (
    <div className="staff-grid">
      <section className="staff-card" aria-labelledby="staff-tickets-title">
        <h2 id="staff-tickets-title">Solicitudes de soporte</h2>
        {queue.isLoading ? (
          <p>Cargando…</p>
        ) : queue.isError && !queue.data ? (
          <p role="alert">{errorMessage(queue.error, 'No se pudo cargar la cola.')}</p>
        ) : tickets.length === 0 ? (
          <p>No hay solicitudes pendientes.</p>
        ) : (
          <ul className="staff-queue">
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <Button
                  className={
                    openId === ticket.id
                      ? 'staff-queue__item staff-queue__item--open'
                      : 'staff-queue__item'
                  }
                  onClick={() => setOpenId(ticket.id)}
                  aria-pressed={openId === ticket.id}
                >
                  <span>
                    {ticket.subject} ({ticket.tier === 'pro' ? 'Pro' : 'Elite'})
                  </span>
                  <span className="staff-queue__meta">
                    {ticket.memberName} · responder antes de {easternDateTime(ticket.respondBy)}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {queue.isFetchNextPageError ? (
          <p role="alert">{errorMessage(queue.error, 'No se pudieron cargar más solicitudes.')}</p>
        ) : null}
        {queue.hasNextPage ? (
          <div>
            <Button
              isLoading={queue.isFetchingNextPage}
              loadingText="Cargando…"
              onClick={() => void queue.fetchNextPage()}
            >
              Ver más solicitudes
            </Button>
          </div>
        ) : null}
      </section>
      {open ? <TicketDetail key={open.id} ticket={open} /> : null}
    </div>
  );
}

/** The reply being written (checked against the API's schema) and sending it. */
function useTicketReply(ticket: StaffTicket) {
  const reply = useReplyTicket();
  const [message, setMessage] = useState('');
  const [resolve, setResolve] = useState(true);
  const [error, setError] = useState<string | undefined>();

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    // The API's schema, with zod: loaded on the first reply, not with the console.
    const { ticketReplySchema } = await import('@shared/api/elite');
    const parsed = ticketReplySchema.safeParse({ message, resolve });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    reply.mutate(
      { id: ticket.id, input: parsed.data },
      {
        onSuccess: ({ message: done }) => {
          toast({
            title: `Respuesta enviada (${ticket.id})`,
            description: done,
            variant: 'success',
          });
          setMessage('');
        },
        onError: (failure) =>
          toast({
            title: 'No se pudo enviar la respuesta',
            description: errorMessage(failure, 'Intenta de nuevo.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return { message, setMessage, resolve, setResolve, error, send, sending: reply.isPending };
}

/** One ticket: who asked what and how, the replies so far, and the team's answer. */
function TicketDetail({ ticket }: { ticket: StaffTicket }) {
  const { message, setMessage, resolve, setResolve, error, send, sending } = useTicketReply(ticket);

  return (
    <section className="staff-card" aria-labelledby="staff-ticket-title">
      <h2 id="staff-ticket-title">
        {ticket.id}: {ticket.subject}
      </h2>
      <p className="staff-queue__meta">
        {ticket.memberName} · plan {ticket.tier === 'pro' ? 'Pro' : 'Elite'} ·{' '}
        {supportCategory(ticket.category).label} · {supportMethod(ticket.method).label}
        {ticket.phone ? ` (${ticket.phone})` : ''} ·{' '}
        {ticketTarget(ticket.tier, ticket.priority).toLowerCase()}
      </p>
      <p className="staff-ticket__text">{ticket.description}</p>
      {ticket.replies.map((r) => (
        <p key={r.at} className="staff-ticket__reply">
          <strong>{r.author}:</strong> {r.message}
        </p>
      ))}
      <form className="staff-ticket__form" onSubmit={(event) => void send(event)} noValidate>
        <TextAreaField
          label="Respuesta al miembro"
          rows={5}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          hasError={Boolean(error)}
          errorMessage={error}
        />
        <CheckboxField
          label="Marcar como resuelta"
          name="resolve"
          value="yes"
          checked={resolve}
          onChange={(e) => setResolve(e.target.checked)}
        />
        <div>
          <Button type="submit" variation="primary" isLoading={sending} loadingText="Enviando…">
            Enviar respuesta
          </Button>
        </div>
      </form>
    </section>
  );
}
