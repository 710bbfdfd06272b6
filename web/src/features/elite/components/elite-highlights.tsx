import { Link } from 'react-router';
import { formatNumber } from '@shared/format';
import { EXTRA_SESSION_DISCOUNT_PERCENT } from '@shared/elite/consulting';
import {
  clockIn,
  CONSULTING_TIME_ZONE,
  dateInZone,
  monthName,
  slotLabel,
} from '@shared/elite/time';
import { timeZoneShortLabel } from '@shared/time-zone';
import type { Booking } from '@shared/api/elite';
import { useMemberTimeZone } from '@/lib/time-zone';
import { useBookings } from '../api/get-bookings';
import { useDeals } from '../api/get-deals';
import { useTickets } from '../api/get-tickets';
import { formatPercent } from '@/lib/format-figures';
import { shortSessionDay } from '../format';
import { EliteIcon, type EliteIconName } from './elite-icons';
import './elite-dashboard.css';

interface TileProps {
  icon: EliteIconName;
  label: string;
  value: string;
  detail: string;
  to: string;
  action: string;
}

function Tile({ icon, label, value, detail, to, action }: TileProps) {
  return (
    <li className="elite-tile">
      <span className="elite-tile__icon">
        <EliteIcon name={icon} />
      </span>
      <span className="elite-tile__label">{label}</span>
      <strong className="elite-tile__value">{value}</strong>
      <span className="elite-tile__detail">{detail}</span>
      <Link to={to} className="elite-tile__link">
        {action}
        <span aria-hidden="true"> →</span>
      </Link>
    </li>
  );
}

const NO_FILTER = {};

/**
 * When the next session is, at the member's clock (the zone chosen on /account, else the
 * browser's): "mar, 1 dic · 10:00 AM", and "Hora del Centro · 11:00 AM en Nueva York" below it.
 */
function nextSessionWhen(booking: Booking, timeZone: string) {
  const day = shortSessionDay(dateInZone(new Date(booking.startsAt), timeZone));
  const zone = timeZoneShortLabel(timeZone);
  return {
    value: `${day} · ${clockIn(booking.startsAt, timeZone)}`,
    detail:
      timeZone === CONSULTING_TIME_ZONE
        ? 'Hora del Este (Nueva York)'
        : `${zone.charAt(0).toUpperCase()}${zone.slice(1)} · ${slotLabel(booking.time)} en Nueva York`,
  };
}

/**
 * The dashboard's four highlight tiles, from the member's own data: the next 1:1 session, the
 * month's included session, the live exclusive deals and the open support tickets.
 */
export function EliteHighlights() {
  const bookings = useBookings();
  const deals = useDeals(NO_FILTER);
  const tickets = useTickets();
  const { timeZone } = useMemberTimeZone();
  const month = dateInZone(new Date()).slice(0, 7);
  const loading = '…';

  const next = bookings.data?.bookings[0];
  const when = next ? nextSessionWhen(next, timeZone) : null;
  const usedThisMonth = bookings.data?.includedUsed.includes(month) ?? false;
  // An included session already booked in a later month: said beside this month's, so the tile
  // follows the bookings ("la de diciembre ya está reservada").
  const laterIncluded = bookings.data?.bookings.find((b) => !b.extra && b.date.slice(0, 7) > month);
  const monthOnly = (yyyyMm: string) => monthName(yyyyMm).replace(/ de \d{4}$/, '');
  const open = tickets.data?.tickets.filter((t) => t.status !== 'resuelto').length ?? 0;

  return (
    <ul className="elite-tiles" aria-label="Resumen de tu plan Elite">
      <Tile
        icon="calendar"
        label="Próxima sesión 1:1"
        value={bookings.isPending ? loading : (when?.value ?? 'Sin agendar')}
        detail={when?.detail ?? 'Elige fecha y horario con un especialista'}
        to="/elite-consulting"
        action={next ? 'Ver mi agenda' : 'Agendar sesión'}
      />
      <Tile
        icon="star"
        label={`Sesión incluida de ${monthOnly(month)}`}
        value={bookings.isPending ? loading : usedThisMonth ? 'Ya reservada' : 'Disponible'}
        detail={
          laterIncluded && !usedThisMonth
            ? `La de ${monthOnly(laterIncluded.date.slice(0, 7))} ya está reservada (${shortSessionDay(laterIncluded.date)}); la de ${monthOnly(month)} aún puedes usarla.`
            : `Sesiones adicionales con ${EXTRA_SESSION_DISCOUNT_PERCENT}% de descuento`
        }
        to="/elite-consulting"
        action="Consultoría 1:1"
      />
      <Tile
        icon="diamond"
        label="Deals exclusivos activos"
        value={deals.isPending ? loading : formatNumber(deals.data?.totalActive ?? 0)}
        detail={
          deals.data?.averageCapRate != null
            ? `Cap rate promedio ${formatPercent(deals.data.averageCapRate, 1)}`
            : 'Antes de que lleguen al mercado'
        }
        to="/elite-deals"
        action="Ver deals"
      />
      <Tile
        icon="headset"
        label="Solicitudes de soporte"
        value={tickets.isPending ? loading : open === 1 ? '1 abierta' : `${open} abiertas`}
        detail="Soporte prioritario 24/7"
        to="/elite-support"
        action="Ir a soporte"
      />
    </ul>
  );
}
