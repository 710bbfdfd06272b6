import { EXTRA_SESSION_DISCOUNT_PERCENT } from '@shared/elite/consulting';
import { planFeatures } from '@shared/plans';
import { useDocumentTitle } from '@/components/use-document-title';
import { BenefitGrid } from '@/features/marketing/components/benefit-grid';
import { BillingFaq } from '@/features/marketing/components/billing-faq';
import { BILLING_TERMS } from '@/features/marketing/components/billing-terms';
import { MarketingLayout } from '@/features/marketing/components/marketing-layout';
import { NumberedSteps } from '@/features/marketing/components/numbered-steps';
import { OtherPlans } from '@/features/marketing/components/other-plans';
import { PlanHero } from '@/features/marketing/components/plan-hero';
import { SectionBlock } from '@/features/marketing/components/section-block';
import { SubscribeButton } from '@/features/marketing/components/subscribe-button';
import { usePlanContent } from '@/features/videos/api/get-videos';

const AUDIENCE = [
  'Ya tienes propiedades de inversión y quieres hacer crecer tu portafolio con estrategia.',
  'Planeas refinanciar para liberar capital y quieres llegar preparado al prestamista.',
  'Buscas acompañamiento personal, no solo herramientas.',
  'Valoras respuestas rápidas, en español, cuando surge una oportunidad.',
] as const;

const VIP_SERVICES = [
  {
    title: 'Sesión estratégica 1:1',
    text: `Cada mes, 60 minutos con un especialista para revisar tus metas, tus propiedades y tu próximo financiamiento. Sesiones adicionales con ${EXTRA_SESSION_DISCOUNT_PERCENT}% de descuento.`,
  },
  {
    title: 'Revisión experta de documentos',
    text: 'Revisamos tu expediente antes de enviarlo al prestamista para detectar lo que falta.',
  },
  {
    title: 'Conexiones directas con prestamistas',
    text: 'Te ponemos en contacto con prestamistas que financian propiedades de inversión. La decisión de crédito siempre es del prestamista.',
  },
  {
    title: 'Soporte prioritario 24/7',
    text: 'Tus consultas pasan al frente de la fila, a cualquier hora.',
  },
  {
    title: 'Análisis de mercado y simulador',
    text: 'Datos del mercado local y escenarios optimista, base y pesimista para cada inversión.',
  },
  {
    title: 'Red de inversionistas',
    text: 'Conecta con otros inversionistas hispanos para compartir experiencias y oportunidades.',
  },
] as const;

const TYPICAL_MONTH = [
  {
    title: 'Sesión estratégica de 60 minutos',
    text: 'Repasamos tus objetivos, tus propiedades y el financiamiento que buscas, y definimos las prioridades del mes.',
  },
  {
    title: 'Análisis de tu portafolio',
    text: 'Evaluamos el flujo de caja, el DSCR y la equidad de cada propiedad para encontrar oportunidades de compra o refinanciamiento.',
  },
  {
    title: 'Reporte personalizado',
    text: 'Recibes un reporte con las conclusiones y los próximos pasos concretos para presentarte ante el prestamista.',
  },
] as const;

/** /plan-elite: benefits, audience, VIP services, a typical month, subscribe. */
export default function PlanElitePage() {
  useDocumentTitle('Plan Elite — Inversor Listo');
  const content = usePlanContent();
  return (
    <MarketingLayout>
      <PlanHero
        planId="elite"
        eyebrow="Acompañamiento personal"
        lead="Todo lo del Plan Pro más una sesión estratégica mensual, análisis de tu portafolio y soporte prioritario para crecer con confianza."
        priceNote="Facturación mensual, sin contratos de permanencia"
        terms={BILLING_TERMS}
      >
        <SubscribeButton plan="elite">Suscribirme al Plan Elite</SubscribeButton>
      </PlanHero>

      <SectionBlock
        id="beneficios"
        eyebrow="Beneficios Elite"
        title="Todo lo que incluye el Plan Elite"
        white
      >
        <ul className="check-list check-list--columns">
          {planFeatures('elite', content).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </SectionBlock>

      <SectionBlock
        id="para-quien"
        eyebrow="Para quién es"
        title="Pensado para construir un portafolio"
      >
        <ul className="audience">
          {AUDIENCE.map((item) => (
            <li key={item} className="card">
              {item}
            </li>
          ))}
        </ul>
      </SectionBlock>

      <SectionBlock
        id="servicios-vip"
        eyebrow="Servicios VIP"
        title="Atención personal en cada paso"
        white
      >
        <BenefitGrid items={VIP_SERVICES} />
      </SectionBlock>

      <SectionBlock id="mes-tipico" eyebrow="Un mes típico" title="Así trabajamos contigo cada mes">
        <NumberedSteps items={TYPICAL_MONTH} />
      </SectionBlock>

      <SectionBlock id="preguntas" eyebrow="Preguntas frecuentes" title="Facturación clara" white>
        <BillingFaq plan="elite" />
      </SectionBlock>

      <OtherPlans current="elite" />
    </MarketingLayout>
  );
}
