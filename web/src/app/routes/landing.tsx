import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/use-document-title';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { Hero } from '@/features/marketing/components/hero';
import { LoanComparison } from '@/features/marketing/components/loan-comparison';
import { MarketingLayout } from '@/features/marketing/components/marketing-layout';
import { PricingSection } from '@/features/marketing/components/pricing-section';
import { ToolsSection } from '@/features/marketing/components/tools-section';

/**
 * The landing page. It ships in the first chunk, so it stays plain JSX and our own
 * CSS: no Amplify components and no query client (it never asks who the user is).
 */
export default function LandingPage() {
  useDocumentTitle('Inversor Listo — Preparación hipotecaria para inversionistas');
  return (
    <MarketingLayout>
      <Hero />
      <LoanComparison />
      <ToolsSection />
      <PricingSection />
      <CtaBand
        title="Prepárate hoy para tu próximo préstamo"
        text="Crea tu cuenta gratis y empieza con la calculadora DSCR y la lista de verificación."
      >
        <Link className="btn btn--navy btn--lg" to="/register">
          Crear cuenta gratis
        </Link>
      </CtaBand>
    </MarketingLayout>
  );
}
