import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo';
import { CONTACT_EMAIL, SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import '../styles/tools.css';

interface ToolLayoutProps {
  /** Small label above the title (e.g. "Herramienta gratuita"). */
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Extra content in the hero, under the lead (e.g. a progress summary). */
  aside?: ReactNode;
  children: ReactNode;
  /** The language of the page's own content when it is not the site's Spanish (a lender's page). */
  lang?: string;
  /**
   * A page that is not one of the tools (a lender's shared file): the brand alone for a header (no
   * member navigation or sign-in), no "Inicio / Herramientas" trail, and its own notice and footer,
   * in its language, in place of the member's.
   */
  standalone?: StandaloneText;
}

/** The words of a standalone page's frame, in its language. */
export interface StandaloneText {
  notice: NoticeText;
  /** The skip link's text ("Skip to content"). */
  skipLink: string;
  /** The footer's line before the contact address. */
  footer: string;
}

/** The educational notice's words: its accessible name, its bold lead and its text. */
export interface NoticeText {
  label: string;
  lead: string;
  text: string;
}

const MEMBER_NOTICE: NoticeText = {
  label: 'Aviso educativo',
  lead: 'Contenido educativo.',
  text: 'Las cifras y guías de Inversor Listo son aproximaciones para prepararte; no son una oferta de préstamo ni garantizan su aprobación. Cada prestamista fija sus propios requisitos, tasas y condiciones. Consulta con un profesional licenciado antes de decidir.',
};

/**
 * The frame of every free tool: the public header, a hero with the tool's name, the page's main
 * landmark, the educational notice (always visible on the tools) and the public footer.
 */
export function ToolLayout({
  eyebrow,
  title,
  lead,
  aside,
  children,
  lang,
  standalone,
}: ToolLayoutProps) {
  return (
    <>
      {standalone ? <StandaloneHeader text={standalone} lang={lang} /> : <SiteHeader />}
      <main id="main" tabIndex={-1} className="tool-main">
        <section className="tool-hero">
          <div className="container tool-hero__inner">
            {standalone ? null : (
              <nav aria-label="Ruta de navegación" className="tool-hero__crumbs">
                <Link to="/">Inicio</Link>
                <span aria-hidden="true">/</span>
                <Link to={{ pathname: '/', hash: 'herramientas' }}>Herramientas</Link>
              </nav>
            )}
            <div lang={lang}>
              <p className="tool-hero__eyebrow">{eyebrow}</p>
              <h1 className="tool-hero__title">{title}</h1>
              <div className="tool-hero__lead">{lead}</div>
              {aside}
            </div>
          </div>
        </section>
        <div className="container tool-body" lang={lang}>
          {children}
        </div>
        <div className="container">
          <EducationalNotice words={standalone?.notice} lang={lang} />
        </div>
      </main>
      {standalone ? <StandaloneFooter text={standalone} lang={lang} /> : <SiteFooter />}
    </>
  );
}

/** The site header without its account end (no sign-in, no menu): the page stands alone. */
function StandaloneHeader({ text, lang }: { text: StandaloneText; lang?: string }) {
  return (
    <header className="site-header site-header--standalone" lang={lang}>
      <a className="skip-link" href="#main">
        {text.skipLink}
      </a>
      <div className="container site-header__bar">
        <BrandLogo />
      </div>
    </header>
  );
}

function StandaloneFooter({ text, lang }: { text: StandaloneText; lang?: string }) {
  return (
    <footer className="site-footer site-footer--standalone" lang={lang}>
      <div className="container site-footer__legal">
        <p>
          {text.footer} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
      </div>
    </footer>
  );
}

/** The educational disclaimer, shown on every tool page; `words` replaces the text. */
export function EducationalNotice({
  words = MEMBER_NOTICE,
  lang,
}: {
  words?: NoticeText;
  lang?: string;
}) {
  return (
    <aside className="tool-notice" aria-label={words.label} lang={lang}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M12 10.5v6M12 7.2v.3"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <p>
        <strong>{words.lead}</strong> {words.text}
      </p>
    </aside>
  );
}
