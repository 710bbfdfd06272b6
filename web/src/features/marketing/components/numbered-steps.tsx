import type { Benefit } from './benefit-grid';

/** An ordered sequence (sign-up steps, a trial, a typical month), numbered by CSS counters. */
export function NumberedSteps({ items }: { items: readonly Benefit[] }) {
  return (
    <ol className="steps">
      {items.map((item) => (
        <li key={item.title} className="steps__item">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
