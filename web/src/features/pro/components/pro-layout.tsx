import type { ReactNode } from 'react';
import { EducationalNotice } from '@/components/tool-layout';
import { ProHeader } from './pro-header';
import './pro.css';

interface ProLayoutProps {
  title: string;
  lead: ReactNode;
  /** Small label above the title; defaults to "Herramienta Pro". */
  eyebrow?: string;
  /** Buttons or status shown at the right of the title on wide screens. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every Pro tool page: the shared Pro header, a title band, the page's main landmark
 * and the educational notice.
 */
export function ProLayout({
  title,
  lead,
  eyebrow = 'Herramienta Pro',
  actions,
  children,
}: ProLayoutProps) {
  return (
    <div className="pro-page">
      <ProHeader />
      <main id="main" tabIndex={-1} className="pro-main">
        <section className="pro-title-band">
          <div className="pro-container pro-title-band__inner">
            <div>
              <p className="pro-title-band__eyebrow">{eyebrow}</p>
              <h1 className="pro-title-band__title">{title}</h1>
              <div className="pro-title-band__lead">{lead}</div>
            </div>
            {actions ? <div className="pro-title-band__actions">{actions}</div> : null}
          </div>
        </section>
        <div className="pro-container pro-body">{children}</div>
        <div className="pro-container">
          <EducationalNotice />
        </div>
      </main>
    </div>
  );
}
