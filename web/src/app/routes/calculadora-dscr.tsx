import { useState } from 'react';
import { ToolLayout } from '../../components/tool-layout';
import { useDocumentTitle } from '../../components/use-document-title';
import { DscrFormPanel } from '../../features/dscr-calculator/components/dscr-form';
import { LenderView } from '../../features/dscr-calculator/components/lender-view';
import { SpecResult } from '../../features/dscr-calculator/components/spec-result';
import { analyse, DEFAULT_FORM, type DscrAnalysis } from '../../features/dscr-calculator/model';
import '../../features/dscr-calculator/components/dscr-calculator.css';

/**
 * /calculadora-dscr (spec 02 §2, §5, §9): results appear only after Calcular with the required
 * fields filled; Nuevo Cálculo restores the defaults and hides them. Beyond the spec, the lender's
 * view of the same deal.
 */
export default function CalculadoraDscrPage() {
  useDocumentTitle('Calculadora DSCR — Inversor Listo');
  const [form, setForm] = useState(DEFAULT_FORM);
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
                <strong>Tu DSCR</strong> con vacancia y mantenimiento, calificado como Excelente,
                Aceptable o Riesgoso.
              </li>
              <li>
                <strong>El DSCR del prestamista</strong>: renta bruta ÷ PITIA, con el pago
                desglosado.
              </li>
              <li>
                <strong>El préstamo máximo</strong> que mantiene un DSCR de 1.00, 1.10 y 1.25.
              </li>
              <li>
                <strong>La renta necesaria</strong> para llegar a 1.25.
              </li>
            </ul>
            <p className="fine-print">
              La mayoría de los prestamistas DSCR piden entre 1.00 y 1.25, un pago inicial de 20% a
              25% y reservas de varios meses de PITIA.
            </p>
          </aside>
        )}
      </div>
    </ToolLayout>
  );
}
