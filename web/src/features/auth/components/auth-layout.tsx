import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { useDocumentTitle } from '@/components/use-document-title';
import '@/styles/site.css';
import './auth.css';

/** The sign-in, registration and recovery pages: the brand, one card, and a way back home. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(`${title} — Inversor Listo`);
  return (
    <div className="auth-page">
      <header className="auth-page__top">
        <BrandLogo />
      </header>
      <main id="main" className="auth-page__main">
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-card__title">
            {title}
          </h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
          {children}
        </section>
        {footer ? <div className="auth-page__footer">{footer}</div> : null}
        <Link to="/" className="auth-page__back">
          <span aria-hidden="true">←</span> Volver al inicio
        </Link>
      </main>
    </div>
  );
}
