import { Link } from 'react-router';
import { SUPPORT_METHODS, type SUPPORT_METHOD_IDS } from '@shared/elite/support';
import { EliteIcon, type EliteIconName } from './elite-icons';
import { useWhatsappUrl, WhatsappLink } from './whatsapp-link';
import './elite-dashboard.css';

const ICONS: Record<(typeof SUPPORT_METHOD_IDS)[number], EliteIconName> = {
  phone: 'phone',
  email: 'mail',
};

/**
 * The dashboard's support section: each button opens support with its method chosen, and the
 * team's WhatsApp when ops configured it.
 */
export function EliteSupportBand() {
  const whatsapp = useWhatsappUrl();
  return (
    <section className="elite-support-band" aria-labelledby="soporte-elite">
      <div className="elite-support-band__text">
        <p className="elite-band__eyebrow">Soporte prioritario 24/7</p>
        <h2 id="soporte-elite" className="elite-support-band__title">
          ¿Necesitas ayuda ahora?
        </h2>
        <p>
          Tus solicitudes pasan al frente de la fila. Elige cómo quieres que te contactemos y un
          especialista te responde dentro del tiempo garantizado.
        </p>
      </div>
      <ul className="elite-support-band__buttons">
        {SUPPORT_METHODS.map((method) => (
          <li key={method.id}>
            <Link to={`/elite-support?method=${method.id}`} className="elite-support-button">
              <EliteIcon name={ICONS[method.id]} />
              <span>
                <strong>{method.label}</strong>
                <small>{method.target}</small>
              </span>
            </Link>
          </li>
        ))}
        {whatsapp ? (
          <li>
            <WhatsappLink url={whatsapp} className="elite-support-button" />
          </li>
        ) : null}
      </ul>
    </section>
  );
}
