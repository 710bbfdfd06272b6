import { Link, useParams } from 'react-router';
import { PORTFOLIO_PATH } from '@shared/api/portfolio-texts';
import type { AnalysisReport, PortfolioAnalysis } from '@shared/api/portfolio-analysis';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { useAnalyses } from '@/features/portfolio-analysis/api/get-analyses';
import { AnalysisReportView } from '@/features/portfolio-analysis/components/analysis-report';
import { ProLayout } from '@/features/pro/components/pro-layout';

type Delivered = PortfolioAnalysis & { report: AnalysisReport; deliveredAt: string };
const isDelivered = (a: PortfolioAnalysis | undefined): a is Delivered =>
  a !== undefined && a.report !== null && a.deliveredAt !== null;

/** /portafolio/analisis/:id — a delivered portfolio analysis, signed by its consultant (Elite). */
export default function AnalisisPortafolioPage() {
  useDocumentTitle('Análisis de portafolio — Inversor Listo');
  const { id } = useParams();
  const analyses = useAnalyses();
  const analysis = analyses.data?.analyses.find((a) => a.id === id);
  return (
    <ProLayout
      title="Análisis de portafolio"
      eyebrow="Análisis personalizado Elite"
      lead={
        <p>
          Los hallazgos y recomendaciones de tu consultor.{' '}
          <Link to={PORTFOLIO_PATH}>Volver a mi portafolio</Link>
        </p>
      }
    >
      <div className="screen-body">
        {analyses.isPending ? (
          <Spinner label="Cargando tu análisis..." />
        ) : analyses.isError ? (
          <p className="pro-alert" role="alert">
            {errorMessage(analyses.error, 'No pudimos cargar tu análisis. Recarga la página.')}
          </p>
        ) : isDelivered(analysis) ? (
          <AnalysisReportView analysis={analysis} />
        ) : (
          <p className="pro-alert" role="alert">
            {analysis
              ? 'Tu análisis todavía no está listo: te escribiremos en cuanto tu consultor lo entregue.'
              : 'No encontramos ese análisis.'}
          </p>
        )}
      </div>
    </ProLayout>
  );
}
