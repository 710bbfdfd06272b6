import { lazy, Suspense, useState, type ReactNode } from 'react';
import { planAllows } from '@shared/plans';
import { ToolLayout } from '@/components/tool-layout';
import { useUser } from '@/lib/session';
import { useOpenedDealFile } from '@/features/deal-files/use-opened-deal-file';
import { dscrFieldsFromFile } from '@/features/deal-files/tool-forms';
import { useDocumentTitle } from '@/components/use-document-title';
import { DscrFormPanel } from '@/features/dscr-calculator/components/dscr-form';
import { LenderView } from '@/features/dscr-calculator/components/lender-view';
import { SpecResult } from '@/features/dscr-calculator/components/spec-result';
import { analyse, DEFAULT_FORM, type DscrAnalysis } from '@/features/dscr-calculator/model';
import '@/features/dscr-calculator/components/dscr-calculator.css';

// Only Pro members see it: visitors do not download it.
const DealFileBar = lazy(() =>
  import('@/features/deal-files/components/deal-file-bar').then((m) => ({
    default: m.DealFileBar,
  })),
);

/**
 * /calculadora-dscr: results appear only after Calcular with the required
 * fields filled; Nuevo Cálculo restores the defaults and hides them. Beyond the spec, the lender's
 * view of the same deal; a Pro member can open one of their deal files (?expediente=<id>, issue
 * 13) to fill it in. Visitors and free users use it as the spec describes.
 */
export default function CalculadoraDscrPage() {
  useDocumentTitle('Calculadora DSCR — Inversor Listo');
  const { user } = useUser();
  const isPro = user ? planAllows(user.subscriptionPlan, user.subscriptionStatus, 'pro') : false;
  const deal = useOpenedDealFile(isPro);
  const file = deal.file;
  return (
    <DscrCalculator
      key={file ? `${file.id}-${file.updatedAt}` : 'nuevo'}
      initial={file ? { ...DEFAULT_FORM, ...dscrFieldsFromFile(file.inputs) } : DEFAULT_FORM}
      dealBar={
        isPro ? (
          <Suspense fallback={null}>
            <DealFileBar
              opened={deal}
              note="La renta, el préstamo, los impuestos, el seguro, la HOA y los demás gastos (mantenimiento, administración, reservas) vienen del expediente. Pulsa Calcular."
            />
          </Suspense>
        ) : null
      }
    />
  );
}

function DscrCalculator({
  initial,
  dealBar,
}: {
  initial: typeof DEFAULT_FORM;
  dealBar: ReactNode;
}) {
  const [form, setForm] = useState(initial);
  const [analysis, setAnalysis] = useState<DscrAnalysis | null>(null);

  function calculate() {
    setAnalysis(analyse(form));
    requestAnimationFrame(() =>
      document.getElementById('resultados')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  }

  function reset() {
    setForm(DEFAULT_FORM);
    setAnalysis(null);
  }

  return (
    <ToolLayout
      eyebrow="Herramienta gratuita"
      title="Calculadora DSCR"
      lead={
        <p>
          Calcula el índice de cobertura de deuda de una propiedad de renta y mira el mismo préstamo
          con los ojos del prestamista: PITIA, préstamo máximo y renta necesaria.
        </p>
      }
    >
      {dealBar ? <div className="dscr-deal-bar">{dealBar}</div> : null}
      <div className={analysis ? 'dscr-layout dscr-layout--results' : 'dscr-layout'}>
        <DscrFormPanel form={form} onChange={setForm} onCalculate={calculate} onReset={reset} />
        {analysis ? (
          <div id="resultados" className="dscr-results" aria-live="polite">
            <SpecResult analysis={analysis} />
            <LenderView analysis={analysis} />
          </div>
        ) : (
          <aside className="panel dscr-intro" aria-label="Cómo funciona">
            <h2 className="panel__title">Qué obtendrás</h2>
            <ul className="dscr-intro__list">
              <li>
                <strong>El DSCR</strong> que calcula el prestamista: renta bruta ÷ PITIA (o ITIA si
                es de solo intereses), con el pago desglosado.
              </li>
              <li>
                <strong>Tu flujo y tu cobertura</strong>: lo que te queda después de vacancia, todos
                los gastos y el préstamo.
              </li>
              <li>
                <strong>El préstamo máximo</strong> que mantiene un DSCR de 1.00, 1.10 y 1.25.
              </li>
              <li>
                <strong>La renta necesaria</strong> para llegar a 1.25.
              </li>
            </ul>
            <p className="fine-print">
              Cada programa de préstamo pone su propio mínimo de DSCR (desde 0.75, algunos sin
              mínimo, hasta 1.25), su pago inicial y sus reservas: ¿Califico? compara tu caso con
              cada uno.
            </p>
          </aside>
        )}
      </div>
    </ToolLayout>
  );
}
