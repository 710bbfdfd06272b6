import { memo, useDeferredValue, useMemo, useState } from 'react';
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
import type { LenderProgram } from '@shared/lenders/program';
import type { PortfolioResponse } from '@shared/api/portfolio';
import '@/features/deal-files/components/deal-files.css';
import '@/features/portfolio/components/portfolio.css';

/** What the portfolio's body is drawn from: the API's answers (undefined while they load). */
interface Answers {
  portfolio: PortfolioResponse | undefined;
  programs: readonly LenderProgram[] | undefined;
  fico: number | undefined;
}

/**
 * /portafolio: the properties the member owns with their totals, the net-worth evaluator (balance
 * sheet, lender reserves), equity and refinance strategies sized by the member's lender programs
 * (¿Califico?'s, with the FICO of the saved borrower profile to start from), the cash-flow analyzer,
 * and for Elite the personalised analysis a consultant writes (features/portfolio-analysis) and
 * the automatic portfolio report.
 *
 * The body is drawn from the answers in a background render (useDeferredValue, a memoised body):
 * TanStack Query hands an answer over synchronously, and the whole body drawn at once in the task it
 * arrived in was one 300 ms task at Lighthouse's 4× CPU; React now draws it in slices.
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
  const answers = useDeferredValue(
    useMemo<Answers>(
      () => ({
        portfolio: portfolio.data,
        programs: programs.data?.programs,
        fico: profile.data?.profile?.fico,
      }),
      [portfolio.data, programs.data, profile.data],
    ),
  );

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
      {portfolio.isError ? (
        <p className="pro-alert" role="alert">
          {errorMessage(portfolio.error, 'No se pudo cargar tu portafolio.')}
        </p>
      ) : (
        <PortfolioSection answers={answers} isElite={isElite} />
      )}
    </ProLayout>
  );
}

const PortfolioSection = memo(function PortfolioSection({
  answers,
  isElite,
}: {
  answers: Answers;
  isElite: boolean;
}) {
  // Until the member types, the terms start empty with the saved profile's FICO.
  const [typed, setTyped] = useState<StrategyRates | null>(null);
  const { portfolio, programs, fico } = answers;
  if (!portfolio) return <Spinner label="Cargando tu portafolio..." />;
  const rates = typed ?? { ...EMPTY_STRATEGY_RATES, fico: fico === undefined ? '' : String(fico) };
  return (
    <PortfolioBody
      data={portfolio}
      programs={programs}
      isElite={isElite}
      rates={rates}
      onRates={setTyped}
      analysis={
        <AnalysisRequestCard isElite={isElite} hasProperties={portfolio.properties.length > 0} />
      }
    />
  );
});
