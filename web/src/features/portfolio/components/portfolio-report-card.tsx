import { Button, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PORTFOLIO_LIMITS } from '@shared/api/portfolio-texts';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreatePortfolioReport } from '../api/create-portfolio-report';
import type { StrategyOptions } from '@shared/finance/strategies';

type ReportOptions = StrategyOptions & { fico: number };
import '@aws-amplify/ui-react/styles/textArea.css';
import '@aws-amplify/ui-react/styles/textAreaField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/**
 * The Elite portfolio report: the member's goals, then a PDF of the portfolio,
 * balance sheet, strategies and each property, kept in the report history.
 */
export function PortfolioReportCard({
  isElite,
  options,
  hasProperties,
}: {
  isElite: boolean;
  options: ReportOptions | null;
  hasProperties: boolean;
}) {
  const [goals, setGoals] = useState('');
  const { busy, generate } = usePortfolioReport(options, goals);

  if (!isElite) {
    return (
      <p className="pro-card__lead">
        El reporte automático de tu portafolio en PDF, con tus metas, es parte del{' '}
        <Link to="/plan-elite">plan Elite</Link>.
      </p>
    );
  }

  return (
    <div className="pro-stack">
      <TextAreaField
        label="Tus metas"
        descriptiveText="Aparecen en el reporte: por ejemplo, cuántas propiedades quieres comprar y cuándo."
        maxLength={PORTFOLIO_LIMITS.goalsMax}
        rows={3}
        value={goals}
        onChange={(e) => setGoals(e.target.value)}
      />
      <div className="pro-actions">
        <Button
          className="pro-btn pro-btn--gold"
          isDisabled={!options || !hasProperties}
          isLoading={busy}
          loadingText="Generando..."
          onClick={() => void generate()}
        >
          Generar reporte de portafolio (PDF)
        </Button>
        <Link className="btn btn--ghost" to="/reportes-profesionales">
          Ver historial de reportes
        </Link>
      </div>
      {!options ? (
        <p className="fine-print">
          Escribe tu FICO y los términos de las estrategias (tasas, costos de cierre y CLTV de la
          HELOC) para incluirlas en el reporte.
        </p>
      ) : null}
    </div>
  );
}

/** Generate the report: save it (the API's record), render its PDF, download it, say so. */
function usePortfolioReport(options: ReportOptions | null, goals: string) {
  const [busy, setBusy] = useState(false);
  const create = useCreatePortfolioReport();
  async function generate() {
    if (!options) return;
    setBusy(true);
    try {
      const record = await create.mutateAsync({
        goals,
        fico: options.fico,
        refiRate: options.refiRate,
        refiClosingCostsPct: options.refiClosingCostsPct,
        helocRate: options.helocRate,
        helocCltvPct: options.helocCltvPct,
      });
      const [{ renderRecordPdf, downloadBlob }] = await Promise.all([
        import('@/features/reports/pdf/report-file'),
      ]);
      const { blob, fileName } = await renderRecordPdf(record);
      downloadBlob(blob, fileName);
      toast({ title: 'Reporte de portafolio generado', description: fileName, variant: 'success' });
    } catch (error) {
      toast({
        title: 'No se pudo generar el reporte',
        description: errorMessage(error, 'Inténtalo de nuevo.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }
  return { busy, generate };
}
