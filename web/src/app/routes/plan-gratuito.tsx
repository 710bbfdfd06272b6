import { Link } from 'react-router';
import { planFeatures } from '@shared/plans';
import { useDocumentTitle } from '@/components/use-document-title';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { MarketingLayout } from '@/features/marketing/components/marketing-layout';
import { NumberedSteps } from '@/features/marketing/components/numbered-steps';
import { OtherPlans } from '@/features/marketing/components/other-plans';
import { PlanHero } from '@/features/marketing/components/plan-hero';
import { SectionBlock } from '@/features/marketing/components/section-block';
import { usePlanContent } from '@/features/videos/api/get-videos';

const AUDIENCE = [
  'Estás comenzando a invertir y quieres entender cómo se califica para un préstamo DSCR o hard money.',
  'Estás evaluando tu primera propiedad de renta y quieres saber si los números funcionan.',
  'Quieres organizar tus documentos antes de hablar con un prestamista.',
  'Prefieres aprender en español y a tu propio ritmo.',
] as const;

const STEPS = [
  {
    title: 'Regístrate',
    text: 'Crea tu cuenta gratis con tu correo electrónico. No te pedimos tarjeta de crédito.',
  },
  {
    title: 'Accede a las herramientas',
    text: 'Usa la calculadora DSCR, la guía de documentos y la lista de verificación desde tu panel.',
  },
  {
    title: 'Aprende',
    text: 'Asiste a los webinars mensuales y avanza con los recursos educativos.',
  },
] as const;

/** The third step names the intro videos only while the library has one (GET /api/videos). */
function steps(videos: boolean) {
  if (!videos) return STEPS;
  return STEPS.map((step) =>
    step.title === 'Aprende'
      ? {
          ...step,
          text: 'Asiste a los webinars mensuales y avanza con los videos introductorios y los recursos educativos.',
        }
      : step,
  );
}

/** /plan-gratuito: what is included, who it is for, three steps, sign-up. */
export default function PlanGratuitoPage() {
  useDocumentTitle('Plan Gratuito — Inversor Listo');
  const content = usePlanContent();
  return (
    <MarketingLayout>
      <PlanHero
        planId="gratuito"
        eyebrow="Empieza sin costo"
        lead="Las herramientas esenciales para entender cómo califican los préstamos de inversión y preparar tu expediente, sin pagar nada."
        priceNote="Sin costo y sin compromiso"
        terms={['Sin tarjeta de crédito', 'Cambia a Pro o Elite cuando quieras']}
      >
        <Link className="btn btn--primary btn--lg btn--block" to="/register">
          Comenzar Gratis Ahora
        </Link>
      </PlanHero>

      <SectionBlock
        id="incluye"
        eyebrow="Qué incluye"
        title="Todo lo que necesitas para dar el primer paso"
        white
      >
        <ul className="check-list check-list--columns">
          {planFeatures('gratuito', content).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </SectionBlock>

      <SectionBlock id="para-quien" eyebrow="Para quién es" title="Ideal si estás empezando">
        <ul className="audience">
          {AUDIENCE.map((item) => (
            <li key={item} className="card">
              {item}
            </li>
          ))}
        </ul>
      </SectionBlock>

      <SectionBlock id="pasos" eyebrow="Cómo empezar" title="Tres pasos y estás listo" white>
        <NumberedSteps items={steps(content['intro-videos'] === true)} />
      </SectionBlock>

      <OtherPlans current="gratuito" />

      <CtaBand
        title="Tu preparación empieza hoy"
        text="Crea tu cuenta en minutos y usa las herramientas gratuitas cuando quieras."
      >
        <Link className="btn btn--navy btn--lg" to="/register">
          Crear mi cuenta gratis
        </Link>
      </CtaBand>
    </MarketingLayout>
  );
}
