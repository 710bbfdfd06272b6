import { useEffect, useState } from 'react';
import type { PasswordVerdict } from '@shared/password-strength';
import { PASSWORD_STRENGTH_MESSAGES } from '@shared/password-strength';

export interface PasswordOwner {
  firstName?: string;
  lastName?: string;
  email?: string;
  username?: string;
}

/**
 * Judge a new password with the server's own rule (shared/password-strength.ts). The estimator and
 * its dictionaries (~1.2 MB) load on first use, only on pages with a new-password field.
 */
export async function judgeNewPassword(
  password: string,
  owner: PasswordOwner,
): Promise<PasswordVerdict> {
  const { judgePassword, personalWords } = await import('@shared/password-strength');
  return judgePassword(password, personalWords(owner));
}

/** The verdict for what is in the field, 200 ms after the last keystroke; none while empty. */
export function usePasswordVerdict(
  password: string,
  owner: PasswordOwner,
): PasswordVerdict | undefined {
  const [result, setResult] = useState<{ password: string; verdict: PasswordVerdict }>();
  const { firstName, lastName, email, username } = owner;
  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      judgeNewPassword(password, { firstName, lastName, email, username })
        .then((verdict) => {
          if (current) setResult({ password, verdict });
        })
        .catch((error: unknown) => console.error('No se pudo evaluar la contraseña', error));
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, firstName, lastName, email, username]);
  return password && result?.password === password ? result.verdict : undefined;
}

/** Under a new-password field: a five-step meter, its label and why, in Spanish. */
export function PasswordStrength({ id, verdict }: { id: string; verdict?: PasswordVerdict }) {
  const label = verdict ? PASSWORD_STRENGTH_MESSAGES.labels[verdict.score] : undefined;
  const advice = verdict && !verdict.ok ? [verdict.warning, ...verdict.suggestions] : [];
  return (
    <div id={id} className="password-strength" aria-live="polite">
      <div
        className={`password-strength__meter password-strength__meter--${verdict?.score ?? 'none'}`}
        aria-hidden="true"
      >
        {[0, 1, 2, 3].map((step) => (
          <span key={step} className={verdict && verdict.score > step ? 'is-on' : undefined} />
        ))}
      </div>
      {verdict ? (
        <p className={`password-strength__label ${verdict.ok ? 'is-ok' : 'is-weak'}`}>
          Seguridad de la contraseña: {label}
          {verdict.ok ? ' ✓' : ''}
        </p>
      ) : (
        <p className="password-strength__label">
          Usa al menos 8 caracteres; mejor una frase de varias palabras poco comunes.
        </p>
      )}
      {advice.filter(Boolean).map((line) => (
        <p key={line} className="password-strength__advice">
          {line}
        </p>
      ))}
    </div>
  );
}
