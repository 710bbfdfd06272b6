import { Button } from '@aws-amplify/ui-react';
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
import { EliteIcon, type EliteIconName } from '@/features/elite/components/elite-icons';
import { BandFigure, EliteLayout } from '@/features/elite/components/elite-layout';
import {
  EMPTY_TICKET,
  SupportForm,
  type TicketValues,
} from '@/features/elite/components/support-form';
import { TicketHistory } from '@/features/elite/components/ticket-history';
import { useWhatsappUrl, WhatsappLink } from '@/features/elite/components/whatsapp-link';
import { ProHeader } from '@/features/pro/components/pro-header';
import '@aws-amplify/ui-react/styles/button.css';
import '@/features/elite/components/elite.css';
import '@/features/elite/components/elite-support.css';

const ticketResolver = lazyZodResolver<TicketValues>(() =>
  import('@shared/api/elite').then((m) => m.ticketInputSchema),
);

const QUICK_ACTIONS: readonly { label: string; to: string; icon: EliteIconName }[] = [
  { label: 'Agendar una sesión 1:1', to: '/elite-consulting', icon: 'calendar' },
  { label: 'Ver deals exclusivos', to: '/elite-deals', icon: 'diamond' },
  { label: 'Recursos educativos', to: '/recursos-educativos', icon: 'report' },
  { label: 'Gestionar mi plan Elite', to: '/subscription', icon: 'star' },
];

/**
 * /elite-support (spec 02 "Elite sub-pages"): contact methods and priorities with their response
 * targets, the request form, the history with each ticket's status, quick actions and the
 * emergency card. ?method=chat|phone|email (the dashboard's buttons) preselects the method.
 * Pro members (issue 16) get the same form and history in the Pro frame: by email, answered
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
          <section className="elite-emergency" aria-labelledby="emergencia">
            <h2 id="emergencia" className="elite-emergency__title">
              <EliteIcon name="alert" />
              ¿Un cierre en riesgo hoy?
            </h2>
            <p>
              Marca tu solicitud como Urgente y elige «{fastest.label}»: un especialista te devuelve
              la llamada en menos de {fastest.targetMinutes} minutos, a cualquier hora.
            </p>
            <div>
              <Button className="elite-btn elite-btn--danger" onClick={urgent}>
                Preparar solicitud urgente
              </Button>
            </div>
          </section>
          <WhatsappCard />
          <TicketHistory />
          <section className="elite-card" aria-labelledby="acciones-rapidas">
            <h2 id="acciones-rapidas" className="elite-card__title">
              Acciones rápidas
            </h2>
            <p className="elite-card__lead">Lo que más piden los miembros Elite.</p>
            <ul className="elite-quick">
              {QUICK_ACTIONS.map((action) => (
                <li key={action.to}>
                  <Link to={action.to}>
                    <EliteIcon name={action.icon} />
                    {action.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </EliteLayout>
  );
}

/** The team's WhatsApp beside the form, only when ops configured its link. */
function WhatsappCard() {
  const url = useWhatsappUrl();
  if (!url) return null;
  return (
    <section className="elite-card" aria-labelledby="whatsapp-equipo">
      <h2 id="whatsapp-equipo" className="elite-card__title">
        ¿Prefieres WhatsApp?
      </h2>
      <p className="elite-card__lead">
        Escríbele al equipo desde WhatsApp; para un caso con seguimiento, abre una solicitud aquí.
      </p>
      <WhatsappLink url={url} className="elite-whatsapp-link" />
    </section>
  );
}
