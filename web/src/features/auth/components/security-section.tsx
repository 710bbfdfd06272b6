import type { User } from '@/lib/session';
import { ChangePasswordCard } from './change-password-card';
import { MfaCard } from './mfa-card';
import { SessionsCard } from './sessions-card';

/** /account "Seguridad": the password, the second factor and the open sessions. */
export function SecuritySection({ user }: { user: User }) {
  return (
    <section className="account-security" aria-labelledby="seguridad">
      <h2 id="seguridad">Seguridad</h2>
      <div className="account-grid account-grid--security">
        <ChangePasswordCard user={user} />
        <MfaCard user={user} />
        <SessionsCard />
      </div>
    </section>
  );
}
