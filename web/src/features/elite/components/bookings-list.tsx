import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@shared/format';
import {
  consultationType,
  consultingMode,
  EXTRA_SESSION_DISCOUNT_PERCENT,
  EXTRA_SESSION_REFUND_HOURS,
  refundsOnCancel,
} from '@shared/elite/consulting';
import { CONSULTING_TIME_ZONE, dateTimeIn, slotLabel } from '@shared/elite/time';
import { timeZoneShortLabel } from '@shared/time-zone';
import { useMemberTimeZone } from '@/lib/time-zone';
import type { Booking, BookingPayment } from '@shared/api/elite';
import { Spinner } from '@/components/spinner';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCancelBooking } from '../api/cancel-booking';
import { useBookings } from '../api/get-bookings';
import { EliteIcon } from './elite-icons';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';
import './elite.css';
import './elite-consulting.css';

/** The member's upcoming sessions, each cancellable (with a confirmation step). */
export function BookingsList() {
  const bookings = useBookings();
  return (
    <section className="elite-card" aria-labelledby="mis-sesiones">
      <h2 id="mis-sesiones" className="elite-card__title">
        Mis próximas sesiones
      </h2>
      <ZoneLead />
      {bookings.isPending ? (
        <Spinner label="Cargando tu agenda..." />
      ) : bookings.isError ? (
        <p className="elite-alert" role="alert">
          {errorMessage(bookings.error, 'No pudimos cargar tu agenda. Recarga la página.')}
        </p>
      ) : bookings.data.bookings.length === 0 ? (
        <div className="elite-empty">
          <span className="elite-empty__icon">
            <EliteIcon name="calendar" />
          </span>
          <h3 className="elite-empty__title">Aún no tienes sesiones agendadas</h3>
          <p>Elige un tipo de consulta, fecha y horario para reservar tu sesión del mes.</p>
        </div>
      ) : (
        <ul className="elite-list">
          {bookings.data.bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Which clock the times read in, and where to change it. */
function ZoneLead() {
  const { timeZone, chosen } = useMemberTimeZone();
  return (
    <p className="elite-card__lead">
      Horas en {timeZoneShortLabel(timeZone)}
      {chosen ? '' : ' (la de tu navegador)'}: cámbiala en <Link to="/account">tu cuenta</Link>.
      Cancela con anticipación para liberar el horario.
    </p>
  );
}

/**
 * When a session is, at the member's clock (the zone chosen on /account, else the browser's), with
 * the team's New York time beside it when they differ.
 */
function SessionWhen({ startsAt, time }: { startsAt: string; time: string }) {
  const { timeZone } = useMemberTimeZone();
  return (
    <>
      <strong>{dateTimeIn(startsAt, timeZone)}</strong> ({timeZoneShortLabel(timeZone)}
      {timeZone === CONSULTING_TIME_ZONE ? '' : `; ${slotLabel(time)} en Nueva York`})
    </>
  );
}

/** A booked session's type and price, when, with whom, how, and its topic. */
function BookingDetails({ booking }: { booking: Booking }) {
  const type = consultationType(booking.type);
  return (
    <>
      <div className="elite-item__head">
        <h3 className="elite-item__title">{type.title}</h3>
        {booking.extra ? (
          <span className="elite-pill elite-pill--gold">
            Adicional · {formatMoney(booking.price)} ({EXTRA_SESSION_DISCOUNT_PERCENT}% desc.)
          </span>
        ) : (
          <span className="elite-pill elite-pill--green">Incluida en tu plan</span>
        )}
      </div>
      <p className="elite-item__meta elite-booking__when">
        <EliteIcon name="calendar" />
        <span>
          <SessionWhen startsAt={booking.startsAt} time={booking.time} /> ·{' '}
          {booking.durationMinutes} min
        </span>
      </p>
      <p className="elite-item__meta elite-booking__specialist">
        {booking.specialist ? (
          <>
            Con <strong>{booking.specialist.name}</strong>, {booking.specialist.title}
          </>
        ) : (
          'Especialista por confirmar: te escribiremos con su nombre en cuanto tome tu sesión.'
        )}
      </p>
      <p className="elite-item__meta">
        {consultingMode(booking.mode).label}
        {booking.phone ? ` · ${booking.phone}` : ''}
      </p>
      <p className="elite-item__meta elite-booking__topic">{booking.topic}</p>
    </>
  );
}

/** One upcoming session: its details and payment, and cancelling it after a confirmation. */
function BookingItem({ booking }: { booking: Booking }) {
  const cancel = useCancelBooking();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="elite-item">
      <BookingDetails booking={booking} />
      {booking.payment ? <PaymentLine payment={booking.payment} /> : null}
      {confirming ? (
        <div className="elite-item__actions" role="group" aria-label="Confirmar cancelación">
          <span className="elite-item__meta">
            ¿Cancelar esta sesión?
            {booking.extra && booking.payment?.status === 'paid'
              ? refundsOnCancel(booking.startsAt, new Date())
                ? ` Te reembolsaremos ${formatMoney(booking.payment.amount)}.`
                : ` Faltan menos de ${EXTRA_SESSION_REFUND_HOURS} horas: el cobro no se reembolsa.`
              : ''}
          </span>
          <Button
            size="small"
            className="elite-btn elite-btn--danger"
            isLoading={cancel.isPending}
            loadingText="Cancelando..."
            onClick={() =>
              cancel.mutate(booking.id, {
                onSuccess: ({ message }) =>
                  toast({ title: 'Sesión cancelada', description: message, variant: 'success' }),
                onError: (error) =>
                  toast({
                    title: 'No pudimos cancelar la sesión',
                    description: errorMessage(error, 'Intenta de nuevo.'),
                    variant: 'destructive',
                  }),
                onSettled: () => setConfirming(false),
              })
            }
          >
            Sí, cancelar sesión
          </Button>
          <Button
            size="small"
            className="elite-btn elite-btn--ghost"
            onClick={() => setConfirming(false)}
          >
            No
          </Button>
        </div>
      ) : (
        <div className="elite-item__actions">
          <Button
            size="small"
            className="elite-btn elite-btn--ghost"
            onClick={() => setConfirming(true)}
          >
            Cancelar sesión
          </Button>
        </div>
      )}
    </li>
  );
}

/** What was charged for an extra session, and whether it was refunded. */
function PaymentLine({ payment }: { payment: BookingPayment }) {
  const card = payment.card ? ` a tu tarjeta ${payment.card}` : '';
  const text =
    payment.status === 'paid'
      ? `Cobrado ${formatMoney(payment.amount)}${card}${payment.paidAt ? ` el ${formatDate(payment.paidAt)}` : ''}.`
      : payment.status === 'refunded'
        ? `Reembolsado ${formatMoney(payment.amount)}${card}${payment.refundedAt ? ` el ${formatDate(payment.refundedAt)}` : ''}.`
        : `Procesando el cobro de ${formatMoney(payment.amount)}…`;
  return <p className="elite-item__meta elite-booking__payment">{text}</p>;
}
