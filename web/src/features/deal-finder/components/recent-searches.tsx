import { Link } from 'react-router';
import { formatDate } from '@shared/format';
import { useDealSearches } from '../api/get-deal-searches';

/** The user's latest deal searches (saved on the server), each reopening its results. */
export function RecentSearches({ currentId }: { currentId: string | null }) {
  const { data } = useDealSearches();
  const searches = data?.searches ?? [];
  if (searches.length === 0) return null;
  return (
    <section className="pro-card deal-recent" aria-labelledby="deal-recent-title">
      <h2 id="deal-recent-title" className="pro-card__title">
        Tus búsquedas recientes
      </h2>
      <ul className="saved__list">
        {searches.map((s) => (
          <li key={s.id} className={`saved__item${s.id === currentId ? ' saved__item--open' : ''}`}>
            <span className="saved__meta">
              <Link className="saved__name" to={{ search: `?busqueda=${s.id}` }}>
                {s.location}: {s.matches} de {s.total}{' '}
                {s.total === 1 ? 'propiedad cumple' : 'propiedades cumplen'}
              </Link>
              <span className="saved__date">
                {s.mode === 'live' ? 'Listados en vivo' : 'Tus propiedades'} ·{' '}
                {formatDate(s.createdAt)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
