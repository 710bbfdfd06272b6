import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import type { User } from '@/lib/session';
import { SignedInLayout } from './signed-in-layout';

/**
 * What a role's page (the staff console) shows a session that did not pass the second factor
 * (shared/plans.ts ROLES): without MFA, how to turn it on; with MFA on but a session opened
 * without the code (before it was turned on), signing in again with the code. The server refuses
 * the page's routes meanwhile (403).
 */
export function SecondFactorFirst({ user }: { user: User }) {
  const { pathname, search } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const signInAgain = () => {
    setLeaving(true);
    const back = `/login?returnTo=${encodeURIComponent(pathname + search)}`;
    // Whatever the server answers, the next page is the login (a full load: nothing cached stays).
    void apiRequest('POST', '/api/auth/logout')
      .catch((error: unknown) => console.error('No se pudo cerrar la sesión', error))
      .finally(() => window.location.assign(back));
  };
  return (
    <SignedInLayout user={user} title="Verificación en dos pasos">
      <div className="container account-page second-factor-first">
        <h1>Primero, la verificación en dos pasos</h1>
        <p className="account-page__intro">
          Para proteger los datos de los miembros, esta sección pide un segundo paso al entrar.
        </p>
        <section className="account-card" aria-labelledby="segundo-factor">
          {user.mfaEnabled ? (
            <>
              <h2 id="segundo-factor">Inicia sesión con tu código</h2>
              <p className="account-card__note">
                Esta sección muestra documentos y datos de los miembros, así que pide una sesión
                abierta con tu código de verificación. Esta sesión se abrió sin él: cierra sesión y
                vuelve a entrar con tu contraseña y el código de tu app.
              </p>
              <div className="account-form__actions">
                <button
                  type="button"
                  className="btn btn--navy"
                  disabled={leaving}
                  onClick={signInAgain}
                >
                  {leaving ? 'Cerrando sesión...' : 'Iniciar sesión con mi código'}
                </button>
              </div>
            </>
          ) : (
            <>
              <h2 id="segundo-factor">Activa la verificación en dos pasos</h2>
              <p className="account-card__note">
                Esta sección muestra documentos y datos de los miembros: para abrirla, tu cuenta
                necesita la verificación en dos pasos. Actívala en tu cuenta con una app de
                autenticación y vuelve aquí: la sesión con la que la actives ya podrá entrar.
              </p>
              <div className="account-form__actions">
                <Link className="btn btn--navy" to="/account#verificacion-dos-pasos">
                  Activarla en mi cuenta
                </Link>
              </div>
            </>
          )}
        </section>
      </div>
    </SignedInLayout>
  );
}
