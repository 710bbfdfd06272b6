import { formatWholeMoney } from '@shared/format';
import { PLANS, type PaidPlanId } from '@shared/plans';
import { CONTACT_EMAIL } from '@/components/site-footer';

/** Answers about billing for a paid plan page; <details> keeps them keyboard usable without script. */
export function BillingFaq({ plan }: { plan: PaidPlanId }) {
  const { name, monthlyPrice, trialDays } = PLANS[plan];
  const price = formatWholeMoney(monthlyPrice);
  const questions: readonly (readonly [question: string, answer: string])[] = [
    trialDays > 0
      ? [
          '¿Me cobran algo durante la prueba gratis?',
          `No. Registras tu tarjeta al empezar y el primer cargo de ${price} se realiza cuando terminan los ${trialDays} días de prueba. Si cancelas antes, no pagas nada.`,
        ]
      : [
          '¿Cuándo se realiza el cobro?',
          `El primer cargo de ${price} se realiza al suscribirte y luego se renueva automáticamente cada mes.`,
        ],
    [
      '¿Puedo cancelar en cualquier momento?',
      `Sí. Cancelas desde "Gestionar Plan" en tu cuenta, sin llamadas ni penalidades. Conservas el acceso al Plan ${name} hasta el final del período que ya pagaste.`,
    ],
    [
      '¿Cómo funciona la garantía de satisfacción de 30 días?',
      `Si en los primeros 30 días el plan no cumple tus expectativas, escríbenos a ${CONTACT_EMAIL} y te devolvemos tu pago.`,
    ],
    [
      '¿Inversor Listo me otorga el préstamo?',
      'No. Somos una plataforma educativa: te ayudamos a prepararte, pero no somos prestamistas ni corredores hipotecarios. La aprobación de cada préstamo la decide el prestamista.',
    ],
  ];
  return (
    <div className="faq">
      {questions.map(([question, answer]) => (
        <details key={question} className="faq__item">
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </div>
  );
}
