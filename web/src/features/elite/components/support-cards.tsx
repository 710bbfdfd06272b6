import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import type { SUPPORT_METHODS } from '@shared/elite/support';
import { EliteIcon, type EliteIconName } from './elite-icons';
import { useWhatsappUrl, WhatsappLink } from './whatsapp-link';
import '@aws-amplify/ui-react/styles/button.css';

/** A closing at risk today: the fastest method, and a button that prepares an urgent request. */
export function EmergencyCard({
  fastest,
  onUrgent,
}: {
  fastest: (typeof SUPPORT_METHODS)[number];
  onUrgent: () => void;
}) {
  return (
    <section className="elite-emergency" aria-labelledby="emergencia">
      <h2 id="emergencia" className="elite-emergency__title">
        <EliteIcon name="alert" />
        ¿Un cierre en riesgo hoy?
      </h2>
      <p>
        Marca tu solicitud como Urgente y elige «{fastest.label}»: un especialista te devuelve la
        llamada en menos de {fastest.targetMinutes} minutos, a cualquier hora.
      </p>
      <div>
        <Button className="elite-btn elite-btn--danger" onClick={onUrgent}>
          Preparar solicitud urgente
        </Button>
      </div>
    </section>
  );
}

const QUICK_ACTIONS: readonly { label: string; to: string; icon: EliteIconName }[] = [
  { label: 'Agendar una sesión 1:1', to: '/elite-consulting', icon: 'calendar' },
  { label: 'Ver deals exclusivos', to: '/elite-deals', icon: 'diamond' },
  { label: 'Recursos educativos', to: '/recursos-educativos', icon: 'report' },
  { label: 'Gestionar mi plan Elite', to: '/subscription', icon: 'star' },
];

/** What Elite members ask for most, one link each. */
export function SupportQuickActions() {
  return (
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
  );
}

/** The team's WhatsApp beside the form, only when ops configured its link. */
export function WhatsappCard() {
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
