import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo';
import '../styles/site.css';

/** Loaded after the page: who is signed in is not needed for the first paint. */
const SiteAccount = lazy(() => import('../features/auth/components/site-account'));

/** Landing sections the header jumps to; they live on / so the links work from every page. */
const SECTIONS = [
  { id: 'herramientas', label: 'Herramientas' },
  { id: 'precios', label: 'Precios' },
  { id: 'contacto', label: 'Contacto' },
] as const;

/**
 * The public site header: brand, section anchors and the account end (SiteAccount: sign-in and
 * sign-up for visitors, the dashboard link and menu for members). On phones the
 * navigation folds behind a "Menú" disclosure button (Escape closes it and returns focus).
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    }
  }

  return (
    <header
      className={open ? 'site-header site-header--open' : 'site-header'}
      onKeyDown={onKeyDown}
    >
      <a className="skip-link" href="#main">
        Saltar al contenido
      </a>
      <div className="container site-header__bar">
        <BrandLogo />
        <button
          ref={toggle}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen(!open)}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          Menú
        </button>
        <nav id="site-nav" className="site-nav" aria-label="Principal">
          <ul className="site-nav__links">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <Link to={{ pathname: '/', hash: section.id }} onClick={close}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
          <Suspense fallback={<div className="site-nav__actions" aria-hidden="true" />}>
            <SiteAccount onNavigate={close} />
          </Suspense>
        </nav>
      </div>
    </header>
  );
}
