import type { ReactNode } from 'react';
import { EducationalNotice } from '@/components/tool-layout';
import { EliteHeader } from './elite-header';
import './elite.css';

interface EliteLayoutProps {
  title: string;
  lead: ReactNode;
  /** Small label above the title; defaults to "Exclusivo Elite". */
  eyebrow?: string;
  /** Figures or buttons at the right of the title on wide screens. */
  aside?: ReactNode;
  variant?: 'page' | 'dashboard';
  children: ReactNode;
}

/** The frame of every Elite page: header, a title band, the main landmark, the notice. */
export function EliteLayout({
  title,
  lead,
  eyebrow = 'Exclusivo Elite',
  aside,
  variant = 'page',
  children,
}: EliteLayoutProps) {
  return (
    <div className="elite-page">
      <EliteHeader variant={variant} />
      <main id="main" tabIndex={-1} className="elite-main">
        <section className="elite-band">
          <div className="elite-container elite-band__inner">
            <div className="elite-band__text">
              <p className="elite-band__eyebrow">{eyebrow}</p>
              <h1 className="elite-band__title">{title}</h1>
              <div className="elite-band__lead">{lead}</div>
            </div>
            {aside ? <div className="elite-band__aside">{aside}</div> : null}
          </div>
        </section>
        <div className="elite-container elite-body">{children}</div>
        <div className="elite-container">
          <EducationalNotice />
        </div>
      </main>
    </div>
  );
}

/** A figure in the title band: a big value and what it means. */
export function BandFigure({ value, label }: { value: ReactNode; label: string }) {
  return (
    <div className="elite-figure">
      <span className="elite-figure__value">{value}</span>
      <span className="elite-figure__label">{label}</span>
    </div>
  );
}
