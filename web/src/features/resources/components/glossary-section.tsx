import { glossaryEntries } from '@shared/glossary';
import './resources.css';

/** "Glosario" on /recursos-educativos: the shared glossary the calculators read their terms from. */
export function GlossarySection() {
  return (
    <section aria-labelledby="glosario" className="panel resource-section">
      <h2 id="glosario" className="resource-section__title">
        Glosario
      </h2>
      <p className="glossary__lead">
        Los términos que usan las calculadoras y los prestamistas, con la misma definición en toda
        la plataforma.
      </p>
      <dl className="glossary">
        {glossaryEntries().map((entry) => (
          <div key={entry.id} className="glossary__item" id={`glosario-${entry.id}`}>
            <dt className="glossary__term">{entry.term}</dt>
            <dd className="glossary__definition">{entry.definition}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
