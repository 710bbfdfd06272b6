import { Link } from 'react-router';
import { MEMBER_TOOLS, TOOL_GROUPS, type ToolIconName } from '@/components/member-tools';
import { EliteIcon, type EliteIconName } from './elite-icons';
import './elite-dashboard.css';

/** The Elite dashboard's drawing of each tool's icon. */
const ICONS: Record<ToolIconName, EliteIconName> = {
  dscr: 'calculator',
  roi: 'percent',
  evaluator: 'house',
  scenarios: 'sliders',
  reports: 'report',
  market: 'chart',
  deals: 'search',
  diligence: 'check',
  checklist: 'check',
  documents: 'folder',
  resources: 'report',
  vault: 'folder',
  webinars: 'calendar',
  portfolio: 'chart',
  consult: 'consult',
  masterclass: 'play',
  support: 'headset',
  network: 'star',
  exclusive: 'diamond',
};

/** Every tool of the plan once (navigation/member-tools.ts), Elite's own services flagged EXCLUSIVO. */
const SECTIONS = TOOL_GROUPS.filter((group) => group.id !== 'ayuda');

export function EliteTools() {
  return (
    <>
      {SECTIONS.map((group) => (
        <section key={group.id} aria-labelledby={`herramientas-grupo-${group.id}`}>
          <h3 id={`herramientas-grupo-${group.id}`} className="elite-tools__group">
            {group.title}
          </h3>
          <ul className="elite-tools" aria-label={group.title}>
            {MEMBER_TOOLS.filter((tool) => tool.group === group.id).map((tool) => {
              const exclusive = tool.group === 'elite';
              return (
                <li
                  key={tool.to}
                  className={`elite-tool${exclusive ? ' elite-tool--exclusive' : ''}`}
                >
                  {exclusive ? <span className="elite-tool__flag">EXCLUSIVO</span> : null}
                  <span className="elite-tool__icon">
                    <EliteIcon name={ICONS[tool.icon]} />
                  </span>
                  <h4 className="elite-tool__title">{tool.title}</h4>
                  <p className="elite-tool__text">{tool.description}</p>
                  <Link
                    to={tool.to}
                    className="elite-tool__button"
                    aria-label={`${exclusive ? 'Acceder Ahora' : 'Usar Herramienta'}: ${tool.title}`}
                  >
                    {exclusive ? 'Acceder Ahora' : 'Usar Herramienta'}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
