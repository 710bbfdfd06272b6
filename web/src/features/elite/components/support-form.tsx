import { Button, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  needsPhone,
  PRO_SUPPORT,
  SUPPORT_CATEGORIES,
  SUPPORT_METHODS,
  SUPPORT_METHOD_IDS,
  SUPPORT_PRIORITIES,
  type SupportPriorityId,
  type SupportTier,
} from '@shared/elite/support';
import type { TicketInput } from '@shared/api/elite';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateTicket } from '../api/create-ticket';
import { EliteChoice } from './elite-choice';
import { EliteFormCard } from './elite-form-card';
import { EliteIcon, type EliteIconName } from './elite-icons';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';
import './elite.css';
import './elite-support.css';

export interface TicketValues {
  subject: string;
  category: TicketInput['category'] | '';
  description: string;
  priority: SupportPriorityId;
  method: OfferedMethod;
  phone: string;
}

type OfferedMethod = (typeof SUPPORT_METHOD_IDS)[number];

export const EMPTY_TICKET = (method: OfferedMethod = 'email'): TicketValues => ({
  subject: '',
  category: '',
  description: '',
  priority: 'normal',
  method,
  phone: '',
});

const METHOD_ICONS: Record<OfferedMethod, EliteIconName> = {
  phone: 'phone',
  email: 'mail',
};
const PRIORITY_TONE: Record<SupportPriorityId, string> = {
  urgente: 'elite-pill--red',
  alta: 'elite-pill--amber',
  normal: 'elite-pill--navy',
};
/** Sends the form's ticket; on success says its number and empties the form, same method kept. */
function useSendTicket(form: UseFormReturn<TicketValues>) {
  const create = useCreateTicket();
  const { handleSubmit, reset } = form;
  const onSubmit = handleSubmit((values) =>
    create.mutate(
      {
        subject: values.subject,
        category: values.category as TicketInput['category'],
        description: values.description,
        priority: values.priority,
        method: values.method,
        phone: needsPhone(values.method) ? values.phone : undefined,
      },
      {
        onSuccess: ({ message, ticket }) => {
          toast({
            title: `Solicitud ${ticket.id} enviada`,
            description: message,
            variant: 'success',
          });
          reset(EMPTY_TICKET(values.method));
        },
        onError: (error) =>
          toast({
            title: 'No pudimos enviar tu solicitud',
            description: errorMessage(error, 'Intenta de nuevo en unos minutos.'),
            variant: 'destructive',
          }),
      },
    ),
  );
  return { onSubmit, sending: create.isPending };
}

/** Subject, category, the phone when the method needs one (Elite), and the description. */
function TicketFields({ form, tier }: { form: UseFormReturn<TicketValues>; tier: SupportTier }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const method = useWatch({ control, name: 'method' });
  return (
    <>
      <TextField
        label="Asunto"
        placeholder="Ej.: Carta de ingresos para el prestamista"
        hasError={Boolean(errors.subject)}
        errorMessage={errors.subject?.message}
        {...register('subject')}
      />
      <div className="elite-fields elite-fields--two">
        <SelectField
          label="Categoría"
          hasError={Boolean(errors.category)}
          errorMessage={errors.category?.message}
          {...register('category')}
        >
          <option value="">Elige una categoría</option>
          {SUPPORT_CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </SelectField>
        {tier === 'elite' && needsPhone(method) ? (
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
      <TextAreaField
        label="Descripción"
        placeholder="Cuéntanos qué necesitas, con los datos de la propiedad o del préstamo si aplica."
        rows={5}
        hasError={Boolean(errors.description)}
        errorMessage={errors.description?.message}
        {...register('description')}
      />
    </>
  );
}

/**
 * The request form (contact method cards, priority cards, subject,
 * category, description): the cards are the form's choices, highlighted when chosen. Sends a
 * ticket that the support team receives by email and that appears in the history. Pro members
 * (tier pro) are answered by email within one business day: no method nor priority to choose.
 */
export function SupportForm({
  form,
  tier = 'elite',
}: {
  form: UseFormReturn<TicketValues>;
  tier?: SupportTier;
}) {
  const { onSubmit, sending } = useSendTicket(form);

  return (
    <EliteFormCard
      id="nueva-solicitud"
      className="elite-support-form"
      title="Nueva solicitud"
      lead={
        tier === 'pro'
          ? PRO_SUPPORT.detail
          : 'Un especialista te responde 24/7 por el medio que elijas.'
      }
      onSubmit={onSubmit}
    >
      {tier === 'elite' ? <ContactChoices form={form} /> : null}

      <TicketFields form={form} tier={tier} />
      <div className="elite-actions">
        <Button
          type="submit"
          className="elite-btn elite-btn--gold"
          isLoading={sending}
          loadingText="Enviando..."
        >
          Enviar Solicitud
        </Button>
      </div>
    </EliteFormCard>
  );
}

/** Elite only: how we contact you and the priority, as cards. */
function ContactChoices({ form }: { form: UseFormReturn<TicketValues> }) {
  const { register } = form;
  return (
    <>
      <fieldset className="elite-fieldset">
        <legend className="elite-legend">¿Cómo te contactamos?</legend>
        <div className="elite-choices elite-choices--two">
          {SUPPORT_METHODS.map((m) => (
            <EliteChoice
              key={m.id}
              className="elite-choice--method"
              value={m.id}
              field={register('method')}
              icon={<EliteIcon name={METHOD_ICONS[m.id]} />}
              title={m.label}
              meta={m.target}
              text={m.description}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="elite-fieldset">
        <legend className="elite-legend">Prioridad</legend>
        <div className="elite-choices elite-choices--three">
          {SUPPORT_PRIORITIES.map((p) => (
            <EliteChoice
              key={p.id}
              value={p.id}
              field={register('priority')}
              title={<span className={`elite-pill ${PRIORITY_TONE[p.id]}`}>{p.label}</span>}
              meta={p.target}
              text={p.description}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
