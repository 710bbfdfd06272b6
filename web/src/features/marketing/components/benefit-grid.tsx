export interface Benefit {
  title: string;
  text: string;
}

/** Cards of a plan's benefits, each a title and one or two sentences. */
export function BenefitGrid({ items }: { items: readonly Benefit[] }) {
  return (
    <ul className="benefit-grid">
      {items.map((item) => (
        <li key={item.title} className="card benefit">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
