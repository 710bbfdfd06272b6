import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import type { User } from '@/lib/session';
import { SignedInLayout } from './signed-in-layout';

/** The page's words in the role's language (shared/plans.ts ROLES: a lender reads English). */
const COPY = {
  es: {
    title: 'Verificación en dos pasos',
    heading: 'Primero, la verificación en dos pasos',
    intro: 'Para proteger los datos de los miembros, esta sección pide un segundo paso al entrar.',
    signInHeading: 'Inicia sesión con tu código',
    signInNote:
      'Esta sección muestra documentos y datos de los miembros, así que pide una sesión abierta con tu código de verificación. Esta sesión se abrió sin él: cierra sesión y vuelve a entrar con tu contraseña y el código de tu app.',
    leaving: 'Cerrando sesión...',
    signIn: 'Iniciar sesión con mi código',
    enrolHeading: 'Activa la verificación en dos pasos',
    enrolNote:
      'Esta sección muestra documentos y datos de los miembros: para abrirla, tu cuenta necesita la verificación en dos pasos. Actívala en tu cuenta con una app de autenticación y vuelve aquí: la sesión con la que la actives ya podrá entrar.',
    enrol: 'Activarla en mi cuenta',
  },
  en: {
    title: 'Two-step verification',
    heading: 'First, two-step verification',
    intro: "To protect borrowers' data, this area asks for a second step when you sign in.",
    signInHeading: 'Sign in with your code',
    signInNote:
      "This area shows borrowers' documents and data, so it needs a session opened with your verification code. This session was opened without it: sign out and sign in again with your password and the code from your app.",
    leaving: 'Signing out...',
    signIn: 'Sign in with my code',
    enrolHeading: 'Turn on two-step verification',
    enrolNote:
      "This area shows borrowers' documents and data: to open it, your account needs two-step verification. Turn it on in your account (the page is in Spanish: “Verificación en dos pasos”) with an authenticator app and come back here: the session you turn it on with can open it.",
    enrol: 'Turn it on in my account',
  },
} as const;

/**
 * What a role's page (the staff console, the lender portal) shows a session that did not pass the
 * second factor (shared/plans.ts ROLES): without MFA, how to turn it on; with MFA on but a session
 * opened without the code (before it was turned on), signing in again with the code. The server
 * refuses the page's routes meanwhile (403).
 */
export function SecondFactorFirst({
  user,
  language = 'es',
}: {
  user: User;
  language?: keyof typeof COPY;
}) {
  const { pathname, search } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const t = COPY[language];
  const signInAgain = () => {
    setLeaving(true);
    const back = `/login?returnTo=${encodeURIComponent(pathname + search)}`;
    // Whatever the server answers, the next page is the login (a full load: nothing cached stays).
    void apiRequest('POST', '/api/auth/logout')
      .catch((error: unknown) => console.error('No se pudo cerrar la sesión', error))
      .finally(() => window.location.assign(back));
  };
  return (
    <SignedInLayout user={user} title={t.title}>
      <div className="container account-page second-factor-first" lang={language}>
        <h1>{t.heading}</h1>
        <p className="account-page__intro">{t.intro}</p>
        <section className="account-card" aria-labelledby="segundo-factor">
          {user.mfaEnabled ? (
            <>
              <h2 id="segundo-factor">{t.signInHeading}</h2>
              <p className="account-card__note">{t.signInNote}</p>
              <div className="account-form__actions">
                <button
                  type="button"
                  className="btn btn--navy"
                  disabled={leaving}
                  onClick={signInAgain}
                >
                  {leaving ? t.leaving : t.signIn}
                </button>
              </div>
            </>
          ) : (
            <>
              <h2 id="segundo-factor">{t.enrolHeading}</h2>
              <p className="account-card__note">{t.enrolNote}</p>
              <div className="account-form__actions">
                <Link className="btn btn--navy" to="/account#verificacion-dos-pasos">
                  {t.enrol}
                </Link>
              </div>
            </>
          )}
        </section>
      </div>
    </SignedInLayout>
  );
}
