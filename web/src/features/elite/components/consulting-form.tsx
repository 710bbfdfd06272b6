import { Button, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { formatMoney } from '@shared/format';
import {
  bookingDateProblem,
  bookingWindow,
  consultationType,
  slotStart,
  CONSULTATION_TYPES,
  CONSULTING_MODES,
  CONSULTING_MODE_IDS,
  CONSULTING_SLOTS,
  EXTRA_SESSION_DISCOUNT_PERCENT,
  EXTRA_SESSION_POLICY,
  extraSessionPrice,
  type ConsultationTypeId,
  type ConsultingModeId,
} from '@shared/elite/consulting';
import { needsPhone } from '@shared/elite/support';
import {
  clockIn,
  CONSULTING_TIME_ZONE,
  CONSULTING_TIME_ZONE_LABEL,
  monthName,
  slotLabel,
} from '@shared/elite/time';
import { timeZoneShortLabel } from '@shared/time-zone';
import { useMemberTimeZone } from '@/lib/time-zone';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useBookSession } from '../api/book-session';
import { useAvailability } from '../api/get-availability';
import { EliteChoice } from './elite-choice';
import { EliteFormCard } from './elite-form-card';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';
import './elite.css';
import './elite-consulting.css';

interface BookingValues {
  type: ConsultationTypeId | '';
  date: string;
  time: string;
  topic: string;
  mode: (typeof CONSULTING_MODE_IDS)[number];
  phone: string;
}

const EMPTY: BookingValues = { type: '', date: '', time: '', topic: '', mode: 'video', phone: '' };

/** The server's rules and messages, the date checked against the browser's clock. */
const bookingResolver = lazyZodResolver<BookingValues>(() =>
  import('@shared/api/elite').then((m) => m.bookingSchema()),
);
interface BookingFields {
  register: UseFormRegister<BookingValues>;
  errors: FieldErrors<BookingValues>;
}

/** The booking form: its values, the taken slots of the chosen day, and booking it. */
function useBookingForm(includedUsed: readonly string[]) {
  const book = useBookSession();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<BookingValues>({
    // The form's empty choices ('') are refused by the schema with the right message.
    resolver: bookingResolver,
    defaultValues: EMPTY,
  });
  const [type, date, time, mode] = useWatch({ control, name: ['type', 'date', 'time', 'mode'] });
  const availability = useAvailability(
    date && !bookingDateProblem(date, new Date()) ? date : undefined,
  );
  const taken = new Set(availability.data?.taken ?? []);
  const month = date ? date.slice(0, 7) : '';
  const extra = month !== '' && includedUsed.includes(month);

  const onSubmit = handleSubmit((values) =>
    book.mutate(
      {
        type: values.type as ConsultationTypeId,
        date: values.date,
        time: values.time as (typeof CONSULTING_SLOTS)[number],
        topic: values.topic,
        mode: values.mode,
        phone: needsPhone(values.mode) ? values.phone : undefined,
      },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Sesión programada', description: message, variant: 'success' });
          reset(EMPTY);
        },
        onError: (error) =>
          toast({
            title: 'No pudimos programar la sesión',
            description: errorMessage(error, 'Intenta de nuevo en unos minutos.'),
            variant: 'destructive',
          }),
      },
    ),
  );

  return {
    book,
    register,
    reset,
    errors,
    type,
    date,
    time,
    mode,
    availability,
    taken,
    extra,
    onSubmit,
  };
}

/**
 * Book a 1:1 session: one of the four types by card, a date, one of
 * the six slots (taken ones disabled), a topic and a mode. Programar books; Cancelar clears.
 */
export function ConsultingForm({ includedUsed }: { includedUsed: readonly string[] }) {
  const form = useBookingForm(includedUsed);
  const { book, register, reset, errors, type, date, time, mode, extra } = form;
  return (
    <EliteFormCard
      id="agendar"
      className="elite-consulting"
      title="Agenda tu sesión"
      lead={<FormLead />}
      onSubmit={form.onSubmit}
    >
      <TypeFieldset register={register} errors={errors} />
      <WhenFields register={register} errors={errors} form={form} />

      <TextAreaField
        label="4. Tema de la sesión"
        placeholder="Ej.: Quiero refinanciar mi dúplex en Houston y usar el capital para comprar otra propiedad."
        rows={4}
        hasError={Boolean(errors.topic)}
        errorMessage={errors.topic?.message}
        {...register('topic')}
      />
      <ModeFields register={register} errors={errors} mode={mode} />

      <SessionSummary type={type} date={date} time={time} extra={extra} />

      <div className="elite-actions">
        <Button
          type="submit"
          className="elite-btn elite-btn--gold"
          isLoading={book.isPending}
          loadingText="Programando..."
        >
          {extra && type
            ? `Programar y pagar ${formatMoney(extraSessionPrice(type))}`
            : 'Programar'}
        </Button>
        <Button
          type="button"
          className="elite-btn elite-btn--ghost"
          onClick={() => reset(EMPTY)}
          isDisabled={book.isPending}
        >
          Cancelar
        </Button>
      </div>
    </EliteFormCard>
  );
}

function TypeFieldset({ register, errors }: BookingFields) {
  return (
    <fieldset className="elite-fieldset">
      <legend className="elite-legend">1. Tipo de consulta</legend>
      <div className="elite-choices elite-choices--two">
        {CONSULTATION_TYPES.map((t) => (
          <EliteChoice
            key={t.id}
            value={t.id}
            field={register('type')}
            title={t.title}
            meta={<>{t.minutes} minutos</>}
            text={t.description}
          />
        ))}
      </div>
      {errors.type ? (
        <p className="elite-field-error" role="alert">
          {errors.type.message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The date within the booking window and the day's slots, taken ones disabled. */
function WhenFields({
  register,
  errors,
  form,
}: BookingFields & { form: ReturnType<typeof useBookingForm> }) {
  const { availability, taken, date } = form;
  const window = bookingWindow(new Date());
  const { timeZone } = useMemberTimeZone();
  // The slots are the team's (New York); the member's own clock beside each, once a date is set.
  const yours = (slot: string) =>
    timeZone !== CONSULTING_TIME_ZONE && date && !bookingDateProblem(date, new Date())
      ? ` (${clockIn(slotStart(date, slot).toISOString(), timeZone)} ${timeZoneShortLabel(timeZone)})`
      : '';
  return (
    <div className="elite-fields elite-fields--two">
      <TextField
        label="2. Fecha"
        type="date"
        min={window.min}
        max={window.max}
        descriptiveText="De lunes a viernes, desde mañana"
        hasError={Boolean(errors.date)}
        errorMessage={errors.date?.message}
        {...register('date')}
      />
      <SelectField
        label="3. Horario"
        descriptiveText={
          availability.isFetching
            ? 'Consultando disponibilidad…'
            : `Horarios en ${CONSULTING_TIME_ZONE_LABEL}`
        }
        hasError={Boolean(errors.time)}
        errorMessage={errors.time?.message}
        {...register('time')}
      >
        <option value="">Elige un horario</option>
        {CONSULTING_SLOTS.map((slot) => (
          <option key={slot} value={slot} disabled={taken.has(slot)}>
            {slotLabel(slot)}
            {yours(slot)}
            {taken.has(slot) ? ' (reservado)' : ''}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** The form's lead: the team's hours, and the member's zone when it is another. */
function FormLead() {
  const { timeZone } = useMemberTimeZone();
  return (
    <>
      Horarios de lunes a viernes en {CONSULTING_TIME_ZONE_LABEL}
      {timeZone === CONSULTING_TIME_ZONE
        ? ''
        : `; junto a cada uno verás tu hora (${timeZoneShortLabel(timeZone)})`}
      . Te enviamos la confirmación con una invitación de calendario.
    </>
  );
}

/** How the session happens; the modes by phone ask for the number. */
function ModeFields({ register, errors, mode }: BookingFields & { mode: ConsultingModeId }) {
  return (
    <div className="elite-fields elite-fields--two">
      <SelectField
        label="5. Modalidad"
        descriptiveText={CONSULTING_MODES.find((m) => m.id === mode)?.detail}
        hasError={Boolean(errors.mode)}
        errorMessage={errors.mode?.message}
        {...register('mode')}
      >
        {CONSULTING_MODES.map((m) => (
          <option key={m.id} value={m.id}>
            {m.label}
          </option>
        ))}
      </SelectField>
      {needsPhone(mode) ? (
        <TextField
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          placeholder="(305) 555-0123"
          hasError={Boolean(errors.phone)}
          errorMessage={errors.phone?.message}
          {...register('phone')}
        />
      ) : null}
    </div>
  );
}

function SessionSummary({
  type,
  date,
  time,
  extra,
}: {
  type: ConsultationTypeId | '';
  date: string;
  time: string;
  extra: boolean;
}) {
  if (!type || !date) {
    return (
      <p className="elite-note">
        Tu plan incluye una sesión 1:1 cada mes. Las sesiones adicionales del mismo mes tienen{' '}
        {EXTRA_SESSION_DISCOUNT_PERCENT}% de descuento.
      </p>
    );
  }
  const chosen = consultationType(type);
  const when = time ? ` a las ${slotLabel(time)}` : '';
  const month = monthName(date.slice(0, 7));
  return extra ? (
    <p className="elite-note" aria-live="polite">
      <strong>Sesión adicional de {month}.</strong> Ya usaste la sesión incluida de ese mes: esta
      cuesta {formatMoney(extraSessionPrice(type))} en lugar de {formatMoney(chosen.regularPrice)} (
      {EXTRA_SESSION_DISCOUNT_PERCENT}% de descuento Elite). Al programarla cobramos{' '}
      <strong>{formatMoney(extraSessionPrice(type))}</strong> a la tarjeta de tu suscripción.{' '}
      {EXTRA_SESSION_POLICY}
    </p>
  ) : (
    <p className="elite-note elite-note--ok" aria-live="polite">
      <strong>Incluida en tu plan.</strong> {chosen.title} ({chosen.minutes} minutos){when}: será tu
      sesión incluida de {month}, sin costo adicional.
    </p>
  );
}
