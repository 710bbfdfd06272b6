import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionBlock } from './section-block';

interface Tool {
  title: string;
  text: string;
  badge: 'Gratis' | 'Plan Pro';
  to: string;
  action: string;
  icon: ReactNode;
}

const svg = (path: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);

/** DSCR calculator, equity evaluator with refinancing strategies, lender checklist. */
const TOOLS: readonly Tool[] = [
  {
    title: 'Calculadora DSCR',
    text: 'Calcula el DSCR de una propiedad con la renta esperada y el pago mensual, y descubre cuánto préstamo podría sostener.',
    badge: 'Gratis',
    to: '/calculadora-dscr',
    action: 'Usar la calculadora DSCR',
    icon: svg(
      'M6 3h12v18H6zM9 7h6M9 11h.01M12 11h.01M15 11h.01M9 14h.01M12 14h.01M15 14h.01M9 17h.01M12 17h.01M15 17h.01',
    ),
  },
  {
    title: 'Evaluador de propiedades',
    text: 'Estima el valor y la equidad de tus propiedades y explora estrategias de refinanciamiento para liberar capital.',
    badge: 'Plan Pro',
    to: '/plan-pro',
    action: 'Conocer el Plan Pro',
    icon: svg('M3 11 12 4l9 7M5 10v10h14V10M10 20v-5h4v5'),
  },
  {
    title: 'Lista de verificación',
    text: 'Revisa paso a paso los documentos y requisitos que piden los prestamistas y sigue tu progreso.',
    badge: 'Gratis',
    to: '/lista-verificacion',
    action: 'Abrir la lista de verificación',
    icon: svg(
      'M9 6h11M9 12h11M9 18h11M3.5 6l1.5 1.5L7.5 5M3.5 12l1.5 1.5 2.5-2.5M3.5 18l1.5 1.5 2.5-2.5',
    ),
  },
];

export function ToolsSection() {
  return (
    <SectionBlock
      id="herramientas"
      eyebrow="Herramientas"
      title="Llega al prestamista con los números claros"
      lead="Herramientas pensadas para inversionistas, con explicaciones en español en cada paso."
      white
    >
      <ul className="tool-grid">
        {TOOLS.map((tool) => (
          <li key={tool.title} className="card tool-card">
            <span className="tool-card__icon">{tool.icon}</span>
            <h3>{tool.title}</h3>
            <span className={tool.badge === 'Gratis' ? 'pill pill--green' : 'pill pill--gold'}>
              {tool.badge}
            </span>
            <p>{tool.text}</p>
            <Link className="arrow-link" to={tool.to}>
              {tool.action}
            </Link>
          </li>
        ))}
      </ul>
    </SectionBlock>
  );
}
