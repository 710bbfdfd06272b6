import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import {
  isSupportMethodId,
  PRO_SUPPORT,
  SUPPORT_METHODS,
  SUPPORT_PRIORITIES,
} from '@shared/elite/support';
import { planAllows } from '@shared/plans';
import { EducationalNotice } from '@/components/tool-layout';
import { useDocumentTitle } from '@/components/use-document-title';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useUser } from '@/lib/session';
import { BandFigure, EliteLayout } from '@/features/elite/components/elite-layout';
import {
  EMPTY_TICKET,
  SupportForm,
  type TicketValues,
} from '@/features/elite/components/support-form';
import { TicketHistory } from '@/features/elite/components/ticket-history';
import { ProHeader } from '@/features/pro/components/pro-header';
import {
  EmergencyCard,
  SupportQuickActions,
  WhatsappCard,
} from '@/features/elite/components/support-cards';
import '@aws-amplify/ui-react/styles/button.css';
import '@/features/elite/components/elite.css';
import '@/features/elite/components/elite-support.css';

const ticketResolver = lazyZodResolver<TicketValues>(() =>
  import('@shared/api/elite').then((m) => m.ticketInputSchema),
);

/**
 * /elite-support: contact methods and priorities with their response
 * targets, the request form, the history with each ticket's status, quick actions and the
 * emergency card. ?method=chat|phone|email (the dashboard's buttons) preselects the method.
 * Pro members get the same form and history in the Pro frame: by email, answered
 * within one business day.
 */
export default function EliteSupportPage() {
  const { user } = useUser();
  const isElite = user ? planAllows(user.subscriptionPlan, user.subscriptionStatus, 'elite') : true;
  return isElite ? <EliteSupport /> : <ProSupport />;
}

function ProSupport() {
  useDocumentTitle('Soporte Prioritario por Correo — Inversor Listo');
  const form = useForm<TicketValues>({
    resolver: ticketResolver,
    defaultValues: EMPTY_TICKET('email'),
  });
  return (
    <div className="pro-page">
      <ProHeader />
      <main id="main" tabIndex={-1} className="pro-main">
        <section className="pro-title-band">
          <div className="pro-container pro-title-band__inner">
            <div>
              <p className="pro-title-band__eyebrow">Plan Pro · {PRO_SUPPORT.label}</p>
              <h1 className="pro-title-band__title">Soporte prioritario por correo</h1>
              <p className="pro-title-band__lead">
                {PRO_SUPPORT.target}: {PRO_SUPPORT.detail.charAt(0).toLowerCase()}
                {PRO_SUPPORT.detail.slice(1)} La atención 24/7 por chat y teléfono es del plan{' '}
                <Link to="/plan-elite">Elite</Link>.
              </p>
            </div>
          </div>
        </section>
        <div className="pro-container pro-body">
          <div className="elite-grid elite-grid--split">
            <SupportForm form={form} tier="pro" />
            <div className="elite-stack">
              <TicketHistory />
            </div>
          </div>
          <EducationalNotice />
        </div>
      </main>
    </div>
  );
}

function EliteSupport() {
  useDocumentTitle('Soporte Prioritario 24/7 — Inversor Listo');
  const [search] = useSearchParams();
  const wanted = search.get('method');
  const form = useForm<TicketValues>({
    resolver: ticketResolver,
    defaultValues: EMPTY_TICKET(isSupportMethodId(wanted) ? wanted : 'email'),
  });
  const fastest = SUPPORT_METHODS[0];
  const high = SUPPORT_PRIORITIES.find((p) => p.id === 'alta')!;

  const urgent = () => {
    form.setValue('priority', 'urgente');
    form.setValue('method', 'phone');
    form.setFocus('subject');
  };

  return (
    <EliteLayout
      eyebrow="Soporte Prioritario 24/7"
      title="Respuestas rápidas, en español"
      lead={
        <p>
          Tus solicitudes pasan al frente de la fila a cualquier hora. Elige cómo te contactamos y
          la prioridad, y sigue cada solicitud en tu historial.
        </p>
      }
      aside={
        <>
          <BandFigure value="24/7" label="atención prioritaria" />
          <BandFigure value={`< ${fastest.targetMinutes} min`} label="si pides una llamada" />
          <BandFigure value={`< ${high.targetMinutes / 60} h`} label="prioridad alta" />
        </>
      }
    >
      <div className="elite-grid elite-grid--split">
        <SupportForm form={form} />
        <div className="elite-stack">
          <EmergencyCard fastest={fastest} onUrgent={urgent} />
          <WhatsappCard />
          <TicketHistory />
          <SupportQuickActions />
        </div>
      </div>
    </EliteLayout>
  );
}
