import { Link } from 'react-router';
import { BrandLogo } from './brand-logo';

export const CONTACT_EMAIL = 'soporte@inversorlisto.com';

/** Public footer: plan and tool links, the contact section (#contacto) and the legal notice. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <BrandLogo onDark />
          <p>
            Herramientas y formación en español para inversionistas que quieren calificar para
            préstamos DSCR y hard money en Estados Unidos.
          </p>
        </div>
        <nav aria-labelledby="footer-planes">
          <h2 id="footer-planes">Planes</h2>
          <ul>
            <li>
              <Link to="/plan-gratuito">Plan Gratuito</Link>
            </li>
            <li>
              <Link to="/plan-pro">Plan Pro</Link>
            </li>
            <li>
              <Link to="/plan-elite">Plan Elite</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-herramientas">
          <h2 id="footer-herramientas">Herramientas gratuitas</h2>
          <ul>
            <li>
              <Link to="/calculadora-dscr">Calculadora DSCR</Link>
            </li>
            <li>
              <Link to="/lista-verificacion">Lista de verificación</Link>
            </li>
            <li>
              <Link to="/guia-documentos">Guía de documentos</Link>
            </li>
            <li>
              <Link to="/recursos-educativos">Recursos educativos</Link>
            </li>
          </ul>
        </nav>
        <section id="contacto" className="site-footer__contact" aria-labelledby="contacto-titulo">
          <h2 id="contacto-titulo">Contacto</h2>
          <p>
            ¿Tienes preguntas sobre los planes o las herramientas? Escríbenos y te respondemos en
            español.
          </p>
          <p>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
        </section>
      </div>
      <div className="container site-footer__legal">
        <p>
          <strong>Aviso importante:</strong> Inversor Listo es una plataforma educativa. Las
          suscripciones dan acceso a herramientas y contenido de formación; no garantizan la
          aprobación de ningún préstamo y no constituyen un servicio de corretaje hipotecario ni
          asesoría financiera, legal o fiscal. Cada prestamista decide sus propios requisitos y
          condiciones.
        </p>
        {/* A prerendered page holds the year of its build; on 1 January React keeps it until the
            next render instead of failing to adopt the page. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} Inversor Listo. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
