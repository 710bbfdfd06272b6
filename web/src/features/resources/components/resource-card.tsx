import { readingTime } from '../reading-time';
import { DIFFICULTY_LABELS, RESOURCE_TYPE_LABELS, type Resource } from '../data/resources';

/** A resource as a card; the whole card opens its full text. */
export function ResourceCard({
  resource,
  onOpen,
  featured = false,
}: {
  resource: Resource;
  onOpen: (resource: Resource) => void;
  featured?: boolean;
}) {
  return (
    <article className={featured ? 'resource-card resource-card--featured' : 'resource-card'}>
      <div className="resource-card__meta">
        <span className={`resource-type resource-type--${resource.type}`}>
          {RESOURCE_TYPE_LABELS[resource.type]}
        </span>
        <span className={`difficulty difficulty--${resource.difficulty}`}>
          {DIFFICULTY_LABELS[resource.difficulty]}
        </span>
      </div>
      <h3 className="resource-card__title">
        <button type="button" className="resource-card__open" onClick={() => onOpen(resource)}>
          {resource.title}
        </button>
      </h3>
      <p className="resource-card__description">{resource.description}</p>
      <div className="resource-card__foot">
        <span className="resource-card__duration">{readingTime(resource.content)}</span>
        <ul className="resource-card__tags" aria-label="Etiquetas">
          {resource.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </div>
      <span className="resource-card__cta" aria-hidden="true">
        Leer ahora →
      </span>
    </article>
  );
}
