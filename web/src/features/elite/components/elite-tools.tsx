import { Link } from 'react-router';
import { EliteIcon, type EliteIconName } from './elite-icons';
import './elite-dashboard.css';

interface ToolCard {
  title: string;
  description: string;
  to: string;
  icon: EliteIconName;
  exclusive?: boolean;
}

/**
 * The 12 tool cards (spec 02 "Elite dashboard"); the last four are EXCLUSIVO. Each card links to
 * its own route (docs/README.md: "Deals Exclusivos VIP" goes to /elite-deals, not /finder-deals).
 */
const ELITE_TOOLS: readonly ToolCard[] = [
  {
    title: 'Calculadora DSCR',
    description: 'Calcula el ratio de cobertura de deuda que revisará tu prestamista.',
    to: '/calculadora-dscr',
    icon: 'calculator',
  },
  {
    title: 'Calculadora ROI',
    description: 'Cash-on-cash, cap rate y regla del 1% de cada propiedad.',
    to: '/calculadora-roi',
    icon: 'percent',
  },
  {
    title: 'Evaluador de Propiedades',
    description: 'Valor estimado, renta y rendimiento según tipo y condición.',
    to: '/evaluador-propiedades',
    icon: 'house',
  },
  {
    title: 'Simulador de Escenarios',
    description: 'Compara escenarios optimista, base y pesimista antes de comprar.',
    to: '/simulador-escenarios',
    icon: 'sliders',
  },
  {
    title: 'Reportes Profesionales',
    description: 'Reportes listos para prestamistas, socios y clientes.',
    to: '/reportes-profesionales',
    icon: 'report',
  },
  {
    title: 'Análisis de Mercado',
    description: 'Precios, rentas y tendencias de cada mercado local.',
    to: '/analisis-mercado',
    icon: 'chart',
  },
  {
    title: 'Finder de Deals',
    description: 'Encuentra y califica propiedades según tus criterios.',
    to: '/finder-deals',
    icon: 'search',
  },
  {
    title: 'Documentos Due Diligence',
    description: 'Prepara y revisa cada documento que pedirá el prestamista.',
    to: '/guia-documentos',
    icon: 'folder',
  },
  {
    title: 'Consultoría Personal 1:1',
    description: 'Tu sesión estratégica mensual con un especialista.',
    to: '/elite-consulting',
    icon: 'consult',
    exclusive: true,
  },
  {
    title: 'Masterclasses Elite',
    description: 'Clases en vivo y grabadas con inversionistas expertos.',
    to: '/elite-masterclasses',
    icon: 'play',
    exclusive: true,
  },
  {
    title: 'Soporte Prioritario 24/7',
    description: 'Tus consultas al frente de la fila, a cualquier hora.',
    to: '/elite-support',
    icon: 'headset',
    exclusive: true,
  },
  {
    title: 'Deals Exclusivos VIP',
    description: 'Oportunidades antes de que lleguen al mercado.',
    to: '/elite-deals',
    icon: 'diamond',
    exclusive: true,
  },
];

export function EliteTools() {
  return (
    <ul className="elite-tools" aria-label="Herramientas">
      {ELITE_TOOLS.map((tool) => (
        <li key={tool.to} className={`elite-tool${tool.exclusive ? ' elite-tool--exclusive' : ''}`}>
          {tool.exclusive ? <span className="elite-tool__flag">EXCLUSIVO</span> : null}
          <span className="elite-tool__icon">
            <EliteIcon name={tool.icon} />
          </span>
          <h3 className="elite-tool__title">{tool.title}</h3>
          <p className="elite-tool__text">{tool.description}</p>
          <Link
            to={tool.to}
            className="elite-tool__button"
            aria-label={`${tool.exclusive ? 'Acceder Ahora' : 'Usar Herramienta'}: ${tool.title}`}
          >
            {tool.exclusive ? 'Acceder Ahora' : 'Usar Herramienta'}
          </Link>
        </li>
      ))}
    </ul>
  );
}
