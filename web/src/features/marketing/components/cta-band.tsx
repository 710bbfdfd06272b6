import type { ReactNode } from 'react';

/** A closing call to action on a navy band. */
export function CtaBand({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="cta-band" aria-labelledby="cta-titulo">
      <div className="container cta-band__inner">
        <div>
          <h2 id="cta-titulo">{title}</h2>
          <p>{text}</p>
        </div>
        <div className="cta-band__actions">{children}</div>
      </div>
    </section>
  );
}
