import type { ReactNode } from 'react';

interface SectionBlockProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  white?: boolean;
  children: ReactNode;
}

/** A page section with a centred heading block. */
export function SectionBlock({
  id,
  eyebrow,
  title,
  lead,
  white = false,
  children,
}: SectionBlockProps) {
  return (
    <section
      id={id}
      className={white ? 'section section--white' : 'section'}
      aria-labelledby={`${id}-titulo`}
    >
      <div className="container">
        <header className="section__header">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={`${id}-titulo`} className="section__title">
            {title}
          </h2>
          {lead && <p className="section__lead">{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
