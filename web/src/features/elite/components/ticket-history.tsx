import {
  supportCategory,
  supportMethod,
  supportPriority,
  ticketStatusLabel,
  ticketTarget,
  type TicketStatusId,
} from '@shared/elite/support';
import type { Ticket } from '@shared/api/elite';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTickets } from '../api/get-tickets';
import { shortDateTime, shortTime } from '../format';
import { EliteIcon } from './elite-icons';
import './elite.css';
import './elite-support.css';

const STATUS_TONE: Record<TicketStatusId, string> = {
  abierto: 'elite-pill--amber',
  'en-progreso': 'elite-pill--blue',
  resuelto: 'elite-pill--green',
};

/** The member's tickets with their status (Abierto, En progreso, Resuelto), newest first. */
export function TicketHistory() {
  const tickets = useTickets();
  return (
    <section className="elite-card" aria-labelledby="historial">
      <h2 id="historial" className="elite-card__title">
        Historial de solicitudes
      </h2>
      <p className="elite-card__lead">El estado se actualiza cuando el equipo trabaja en ellas.</p>
      {tickets.isPending ? (
        <Spinner label="Cargando tus solicitudes..." />
      ) : tickets.isError ? (
        <p className="elite-alert" role="alert">
          {errorMessage(tickets.error, 'No pudimos cargar tu historial. Recarga la página.')}
        </p>
      ) : tickets.data.tickets.length === 0 ? (
        <div className="elite-empty">
          <span className="elite-empty__icon">
            <EliteIcon name="headset" />
          </span>
          <h3 className="elite-empty__title">Aún no has enviado solicitudes</h3>
          <p>Cuando envíes una, verás aquí su número y su estado.</p>
        </div>
      ) : (
        <ul className="elite-list" aria-label="Solicitudes">
          {tickets.data.tickets.map((ticket) => (
            <TicketItem key={ticket.id} ticket={ticket} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TicketItem({ ticket }: { ticket: Ticket }) {
  const target = ticketTarget(ticket.tier, ticket.priority).toLowerCase();
  return (
    <li className="elite-item">
      <div className="elite-item__head">
        <h3 className="elite-item__title">{ticket.subject}</h3>
        <span className={`elite-pill ${STATUS_TONE[ticket.status]}`}>
          {ticketStatusLabel(ticket.status)}
        </span>
      </div>
      <p className="elite-item__meta">
        #{ticket.id} · {shortDateTime(ticket.createdAt)} · {supportCategory(ticket.category).label}
      </p>
      <p className="elite-item__meta">
        {ticket.tier === 'pro'
          ? `Soporte Pro (${target})`
          : `Prioridad ${supportPriority(ticket.priority).label} (${target})`}{' '}
        · {supportMethod(ticket.method).label}
        {ticket.status === 'abierto'
          ? ` · respuesta antes de ${ticket.tier === 'pro' ? shortDateTime(ticket.respondBy) : `las ${shortTime(ticket.respondBy)}`}`
          : ''}
      </p>
      <details className="elite-ticket__details">
        <summary>Ver descripción</summary>
        <p>{ticket.description}</p>
      </details>
      {ticket.replies.length > 0 ? (
        <ol className="elite-ticket__replies" aria-label={`Respuestas a ${ticket.subject}`}>
          {ticket.replies.map((reply) => (
            <li key={reply.at} className="elite-ticket__reply">
              <p className="elite-item__meta">
                Respuesta de {reply.author}, del equipo · {shortDateTime(reply.at)}
              </p>
              <p className="elite-ticket__reply-text">{reply.message}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}
