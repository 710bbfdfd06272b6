import { Link } from 'react-router';
import type { ActivityItem } from '@shared/api/pro-catalog';
import { once } from '@shared/format';
import { errorMessage } from '@/lib/api-client';
import { useRecentActivity } from '../api/get-activity';
import { ToolIcon } from './tool-icon';

const KIND_LABEL: Record<ActivityItem['kind'], string> = {
  report: 'Reporte',
  analysis: 'Análisis',
  search: 'Búsqueda',
};
const KIND_ICON = { report: 'reports', analysis: 'analysis', search: 'search' } as const;

const when = once(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** The user's latest reports, analyses and searches, from the server, newest first. */
export function RecentActivity() {
  const activity = useRecentActivity();
  const items = activity.data?.activity ?? [];
  return (
    <section className="pro-card dash-activity" aria-labelledby="dash-activity-title">
      <h2 id="dash-activity-title" className="pro-card__title">
        Actividad Reciente
      </h2>
      {activity.isLoading ? (
        <p className="fine-print">Cargando tu actividad...</p>
      ) : activity.isError ? (
        <p className="fine-print negative">
          {errorMessage(activity.error, 'No se pudo cargar tu actividad.')}
        </p>
      ) : items.length === 0 ? (
        <div className="dash-activity__empty">
          <p>Aún no hay actividad.</p>
          <p className="fine-print">
            Guarda un análisis, genera un reporte o busca un mercado y aparecerá aquí para
            retomarlo.
          </p>
        </div>
      ) : (
        <ul className="dash-activity__list">
          {items.map((item) => (
            <li key={`${item.createdAt}-${item.title}`} className="dash-activity__item">
              <span className={`dash-activity__icon dash-activity__icon--${item.kind}`}>
                <ToolIcon name={KIND_ICON[item.kind]} />
              </span>
              <div className="dash-activity__text">
                {item.href ? (
                  <Link to={item.href} className="dash-activity__title">
                    {item.title}
                  </Link>
                ) : (
                  <span className="dash-activity__title">{item.title}</span>
                )}
                <span className="dash-activity__meta">
                  {KIND_LABEL[item.kind]} · {when().format(new Date(item.createdAt))}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
