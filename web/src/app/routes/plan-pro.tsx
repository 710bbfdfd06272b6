import { formatWholeMoney } from '@shared/format';
import { PLANS, planFeatures } from '@shared/plans';
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

const { trialDays, monthlyPrice } = PLANS.pro;
const PRICE = formatWholeMoney(monthlyPrice);

const BENEFITS = [
  {
    title: 'Calculadoras avanzadas',
    text: 'ROI, cash-on-cash y escenarios para comparar propiedades antes de hacer una oferta.',
  },
  {
    title: 'Analizador de flujo de caja',
    text: 'Ingresos, gastos y reservas de cada propiedad, para saber cuánto te queda cada mes.',
  },
  {
    title: 'Evaluador de patrimonio neto',
    text: 'Calcula la equidad de tus propiedades y explora estrategias de refinanciamiento.',
  },
  {
    title: 'Bóveda segura de documentos',
    text: 'Guarda en un solo lugar los documentos que te pide el prestamista y tenlos listos.',
  },
  {
    title: 'Reportes detallados',
    text: 'Resultados claros y profesionales para compartir con socios o prestamistas.',
  },
  {
    title: 'Webinars semanales y soporte prioritario',
    text: 'Aprende cada semana en vivo y recibe respuesta prioritaria por correo, en español.',
  },
] as const;

const TRIAL_STEPS = [
  {
    title: 'Hoy: activas tu prueba',
    text: 'Creas tu cuenta y registras tu tarjeta. Hoy no se te cobra nada.',
  },
  {
    title: `Durante ${trialDays} días: acceso completo`,
    text: 'Usa todas las herramientas, reportes y recursos del Plan Pro.',
  },
  {
    title: 'Al terminar la prueba: primer cargo',
    text: `Si continúas, se cobran ${PRICE} y tu plan se renueva cada mes. Cancela antes y no pagas nada.`,
  },
] as const;

/** /plan-pro (docs/product.md: the 7-day trial collects the card and charges after it). */
export default function PlanProPage() {
  useDocumentTitle('Plan Pro — Inversor Listo');
  const content = usePlanContent();
  return (
    <MarketingLayout>
      <PlanHero
        planId="pro"
        eyebrow={`${trialDays} días de prueba gratis`}
        lead="Acceso completo a las herramientas avanzadas, la bóveda de documentos y el portal educativo para invertir con los números claros."
        priceNote={`Gratis durante ${trialDays} días, luego ${PRICE} al mes`}
        terms={BILLING_TERMS}
      >
        <SubscribeButton plan="pro">Comenzar prueba gratis de {trialDays} días</SubscribeButton>
      </PlanHero>

      <SectionBlock
        id="beneficios"
        eyebrow="Beneficios"
        title="Herramientas profesionales para inversionistas activos"
        white
      >
        <BenefitGrid items={BENEFITS} />
        <h3 className="subheading">Todo lo que incluye el Plan Pro</h3>
        <ul className="check-list check-list--columns">
          {planFeatures('pro', content).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </SectionBlock>

      <SectionBlock
        id="prueba"
        eyebrow="Prueba gratis"
        title={`Así funciona tu prueba de ${trialDays} días`}
        lead="Registras tu tarjeta al comenzar para que tu acceso continúe sin interrupciones, pero el primer cargo llega solo cuando termina la prueba."
      >
        <NumberedSteps items={TRIAL_STEPS} />
      </SectionBlock>

      <SectionBlock id="preguntas" eyebrow="Preguntas frecuentes" title="Facturación clara" white>
        <BillingFaq plan="pro" />
      </SectionBlock>

      <OtherPlans current="pro" />
    </MarketingLayout>
  );
}
