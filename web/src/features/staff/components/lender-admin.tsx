import { useState, type FormEvent } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { formatDate } from '@shared/format';
import { errorMessage } from '@/lib/api-client';
import { useSetLenderStatus } from '../api/set-lender-status';
import { useStaffLenders } from '../api/get-staff-lenders';
import { useVerifyLender } from '../api/verify-lender';
import './staff.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/**
 * The staff console's lenders: verify a lender's existing account (it gets the lender role and
 * its organisation, and opens /prestamistas), see every organisation, suspend or verify again.
 */
export function LenderAdmin() {
  const lenders = useStaffLenders();
  const verify = useVerifyLender();
  const setStatus = useSetLenderStatus();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [website, setWebsite] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const list = lenders.data?.lenders ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    verify.mutate(
      { email, name, ...(website.trim() ? { website: website.trim() } : {}) },
      {
        onSuccess: () => {
          setDone(`Listo: ${name} ya es un prestamista verificado.`);
          setEmail('');
          setName('');
          setWebsite('');
        },
      },
    );
  };

  return (
    <section className="staff-card" aria-labelledby="staff-lenders-title">
      <h2 id="staff-lenders-title">Prestamistas</h2>
      <form className="staff-lender-form" onSubmit={submit}>
        <label>
          Correo de su cuenta
          <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Organización
          <input required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          Web (opcional)
          <input
            type="url"
            placeholder="https://"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </label>
        <Button type="submit" variation="primary" isLoading={verify.isPending}>
          Verificar prestamista
        </Button>
      </form>
      {verify.isError ? (
        <p role="alert" className="negative">
          {errorMessage(verify.error, 'No se pudo verificar al prestamista.')}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="positive">
          {done}
        </p>
      ) : null}
      {lenders.isLoading ? (
        <p>Cargando…</p>
      ) : list.length === 0 ? (
        <p>Todavía no hay prestamistas verificados.</p>
      ) : (
        <ul className="staff-reports" aria-label="Prestamistas">
          {list.map((lender) => (
            <li
              key={lender.lenderId}
              className="staff-report"
              data-testid={`lender-${lender.lenderId}`}
            >
              <p className="staff-report__title">
                <strong>{lender.name}</strong> ·{' '}
                {lender.status === 'verified' ? 'Verificado' : 'Suspendido'} desde el{' '}
                {formatDate(lender.suspendedAt ?? lender.verifiedAt)}
              </p>
              <p>
                {lender.email ? `Cuenta: ${lender.email}` : 'Sin cuenta'} · contacto{' '}
                {lender.contactEmail || 'ninguno'}
                {lender.nmlsId ? ` · NMLS ${lender.nmlsId}` : ''}
                {lender.website ? ` · ${lender.website}` : ''}
              </p>
              {lender.accountDeletedAt ? (
                <p data-testid="lender-account-deleted">
                  Su cuenta se eliminó el {formatDate(lender.accountDeletedAt)}: sus programas no se
                  ofrecen y su bandeja se conserva. Para reactivarlo, verifica arriba la cuenta de
                  otra persona de la organización con el nombre «{lender.name}».
                </p>
              ) : (
                <Button
                  size="small"
                  isLoading={setStatus.isPending && setStatus.variables?.id === lender.lenderId}
                  onClick={() =>
                    setStatus.mutate({
                      id: lender.lenderId,
                      status: lender.status === 'verified' ? 'suspended' : 'verified',
                    })
                  }
                >
                  {lender.status === 'verified'
                    ? `Suspender a ${lender.name}`
                    : `Verificar de nuevo a ${lender.name}`}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
