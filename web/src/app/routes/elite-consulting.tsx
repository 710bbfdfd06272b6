import {
  CONSULTING_SLOTS,
  EXTRA_SESSION_DISCOUNT_PERCENT,
  INCLUDED_SESSIONS_PER_MONTH,
} from '@shared/elite/consulting';
import { useDocumentTitle } from '@/components/use-document-title';
import { useBookings } from '@/features/elite/api/get-bookings';
import { BookingsList } from '@/features/elite/components/bookings-list';
import { ConsultingForm } from '@/features/elite/components/consulting-form';
import { BandFigure, EliteLayout } from '@/features/elite/components/elite-layout';

/**
 * /elite-consulting (one 1:1 session a month included,
 * discounts on extra sessions): book, see and cancel sessions.
 */
export default function EliteConsultingPage() {
  useDocumentTitle('Consultoría Personal 1:1 — Inversor Listo');
  const bookings = useBookings();
  return (
    <EliteLayout
      eyebrow="Consultoría Personal 1:1"
      title="Tu estrategia, con un especialista"
      lead={
        <p>
          Revisamos tus propiedades, tus números y tu próximo financiamiento en una sesión personal.
          Elige el tipo de consulta, la fecha y el horario que te convengan.
        </p>
      }
      aside={
        <>
          <BandFigure value={INCLUDED_SESSIONS_PER_MONTH} label="sesión incluida al mes" />
          <BandFigure
            value={`${EXTRA_SESSION_DISCOUNT_PERCENT}%`}
            label="desc. en sesiones extra"
          />
          <BandFigure value={CONSULTING_SLOTS.length} label="horarios cada día hábil" />
        </>
      }
    >
      <div className="elite-grid elite-grid--split">
        <ConsultingForm includedUsed={bookings.data?.includedUsed ?? []} />
        <BookingsList />
      </div>
    </EliteLayout>
  );
}
