import { useState } from 'react';
import { planAllows } from '@shared/plans';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/session';
import { usePortfolio } from '@/features/portfolio/api/get-portfolio';
import { PortfolioBody } from '@/features/portfolio/components/portfolio-body';
import { AnalysisRequestCard } from '@/features/portfolio-analysis/components/analysis-request-card';
import {
  EMPTY_STRATEGY_RATES,
  type StrategyRates,
} from '@/features/portfolio/components/strategies-panel';
import { useBorrowerProfile } from '@/features/qualify/api/get-borrower-profile';
import { useLenderPrograms } from '@/features/qualify/api/lender-programs';
import { ProLayout } from '@/features/pro/components/pro-layout';
import '@/features/deal-files/components/deal-files.css';
import '@/features/portfolio/components/portfolio.css';

/**
 * /portafolio: the properties the member owns with their totals, the net-worth evaluator (balance
 * sheet, lender reserves), equity and refinance strategies sized by the member's lender programs
 * (¿Califico?'s, with the FICO of the saved borrower profile to start from), the cash-flow analyzer,
 * and for Elite the personalised analysis a consultant writes (features/portfolio-analysis) and
 * the automatic portfolio report.
 */
export default function PortafolioPage() {
  useDocumentTitle('Mi Portafolio — Inversor Listo');
  const portfolio = usePortfolio();
  const programs = useLenderPrograms();
  const profile = useBorrowerProfile();
  const { user } = useUser();
  const isElite = user
    ? planAllows(user.subscriptionPlan, user.subscriptionStatus, 'elite')
    : false;
  // Until the member types, the terms start empty with the saved profile's FICO.
  const [typed, setTyped] = useState<StrategyRates | null>(null);
  const savedFico = profile.data?.profile?.fico;
  const rates = typed ?? {
    ...EMPTY_STRATEGY_RATES,
    fico: savedFico === undefined ? '' : String(savedFico),
  };

  return (
    <ProLayout
      title="Mi Portafolio"
      eyebrow="Portafolio Pro"
      lead={
        <p>
          Las propiedades que ya tienes: su flujo, tu patrimonio neto, cuánto efectivo podrías sacar
          y qué estrategia conviene en cada una.
        </p>
      }
    >
      {portfolio.isLoading ? (
        <Spinner label="Cargando tu portafolio..." />
      ) : portfolio.isError || !portfolio.data ? (
        <p className="pro-alert" role="alert">
          {errorMessage(portfolio.error, 'No se pudo cargar tu portafolio.')}
        </p>
      ) : (
        <PortfolioBody
          data={portfolio.data}
          programs={programs.data?.programs}
          isElite={isElite}
          rates={rates}
          onRates={setTyped}
          analysis={
            <AnalysisRequestCard
              isElite={isElite}
              hasProperties={portfolio.data.properties.length > 0}
            />
          }
        />
      )}
    </ProLayout>
  );
}
