import { Button } from '@aws-amplify/ui-react';
import { SHARE_LABELS } from '@shared/api/lender-connection-texts';
import type { ConnectionStatus } from '@shared/api/lender-connections';
import { RESPONSE_STATUS_LABELS } from '@shared/api/lenders-texts';
import { countOf, formatDate, formatDateTime } from '@shared/format';
import { errorMessage } from '@/lib/api-client';
import { useLenderConnections } from '../api/get-lender-connections';
import { useRevokeConnection } from '../api/revoke-connection';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

const STATUS_LABELS: Record<ConnectionStatus, string> = {
  active: 'Enlace activo',
  expired: 'Enlace vencido',
  revoked: 'Acceso retirado',
};

/** The member's connections with lenders: to whom, what, until when, how often it was opened. */
export function ConnectionsHistory({ notice }: { notice: string | null }) {
  const connections = useLenderConnections(true);
  const revoke = useRevokeConnection();
  const rows = connections.data?.connections ?? [];

  return (
    <section className="pro-card" id="conexiones" aria-labelledby="qualify-connections-title">
      <h2 id="qualify-connections-title" className="pro-card__title" tabIndex={-1}>
        Mis conexiones con prestamistas
      </h2>
      {notice ? (
        <p className="positive" role="status">
          {notice}
        </p>
      ) : null}
      {revoke.error ? (
        <p className="negative" role="alert">
          {errorMessage(revoke.error, 'No se pudo retirar el acceso. Inténtalo de nuevo.')}
        </p>
      ) : null}
      {connections.isLoading ? <p>Cargando tus conexiones...</p> : null}
      {!connections.isLoading && rows.length === 0 ? (
        <p className="pro-card__lead">
          Todavía no te conectaste con ningún prestamista. Revisa tu préstamo y pulsa «Conectar con
          este prestamista» en un programa.
        </p>
      ) : null}
      <ul className="qualify-connections">
        {rows.map((c) => (
          <li key={c.id} data-testid={`connection-${c.id}`}>
            <p className="qualify-program__name">
              {c.lenderName} — {c.programName}
            </p>
            <p className="qualify-program__meta">
              Enviada el {formatDateTime(c.createdAt)} a {c.sentTo}.{' '}
              <strong>{STATUS_LABELS[c.status]}</strong>
              {c.status === 'active' ? ` hasta el ${formatDate(c.expiresAt)}` : ''}.
            </p>
            <p>
              Compartiste: {c.share.map((s) => SHARE_LABELS[s]).join('; ')}
              {c.fileCount > 0 ? ` (${countOf(c.fileCount, 'documento', 'documentos')})` : ''}.
            </p>
            <p data-testid="connection-opens">
              {c.opens.count === 0
                ? 'El prestamista aún no lo abrió.'
                : `Abierto ${c.opens.count} ${c.opens.count === 1 ? 'vez' : 'veces'}; la última, el ${formatDateTime(c.opens.lastAt!)}.`}
            </p>
            {c.responses.length > 0 ? (
              <ul className="qualify-responses" aria-label={`Respuestas de ${c.lenderName}`}>
                {c.responses.map((r) => (
                  <li key={r.id} data-testid="connection-response">
                    <strong>{RESPONSE_STATUS_LABELS[r.status]}</strong> (
                    {formatDateTime(r.createdAt)}): «{r.message}»
                  </li>
                ))}
              </ul>
            ) : null}
            {c.status === 'active' ? (
              <Button
                size="small"
                onClick={() => revoke.mutate(c.id)}
                isLoading={revoke.isPending && revoke.variables === c.id}
                aria-label={`Retirar el acceso de ${c.lenderName} (${formatDateTime(c.createdAt)})`}
              >
                Retirar acceso
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
