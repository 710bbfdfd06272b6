import { Button, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import type {
  NetworkConnection,
  NetworkFilter,
  NetworkMember,
  StateCode,
} from '@shared/api/network';
import {
  NETWORK_EXPERIENCE,
  NETWORK_LOOKING_FOR,
  NETWORK_REPORT_REASONS,
  NETWORK_STRATEGIES,
  networkLabel,
  type NetworkLookingFor,
  type NetworkReportReason,
  type NetworkStrategy,
} from '@shared/api/network-texts';
import { STATE_OPTIONS, US_STATES } from '@shared/market/states';
import { Spinner } from '@/components/spinner';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useBlockMember } from '../api/block-member';
import { useNetworkMembers } from '../api/get-network-members';
import { useReportMember } from '../api/report-member';
import { useSendContactRequest } from '../api/send-contact-request';
import { EliteIcon } from './elite-icons';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

const CONNECTION_LABEL: Record<NetworkConnection, string | null> = {
  none: null,
  sent: 'Solicitud enviada',
  received: 'Te envió una solicitud',
  connected: 'Conectados',
  declined: 'Solicitud rechazada',
};

const failed = (title: string) => (error: unknown) =>
  toast({
    title,
    description: errorMessage(error, 'Intenta de nuevo en unos minutos.'),
    variant: 'destructive',
  });
/** The directory's filters: state, strategy, what they look for and free text; apply or clear. */
function DirectoryFilter({ onFilter }: { onFilter: (filter: NetworkFilter) => void }) {
  const [draft, setDraft] = useState<NetworkFilter>({});
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFilter({ ...draft, q: draft.q?.trim() || undefined });
  };
  const clear = () => {
    setDraft({});
    onFilter({});
  };

  return (
    <form className="network-filter" onSubmit={apply} aria-label="Filtrar el directorio">
      <SelectField
        label="Estado"
        value={draft.state ?? ''}
        onChange={(e) => setDraft({ ...draft, state: (e.target.value || undefined) as StateCode })}
      >
        <option value="">Todos los estados</option>
        {STATE_OPTIONS.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Estrategia"
        value={draft.strategy ?? ''}
        onChange={(e) =>
          setDraft({ ...draft, strategy: (e.target.value || undefined) as NetworkStrategy })
        }
      >
        <option value="">Todas las estrategias</option>
        {NETWORK_STRATEGIES.map((s) => (
          <option key={s.id} value={s.id}>
            {s.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Busca"
        value={draft.lookingFor ?? ''}
        onChange={(e) =>
          setDraft({ ...draft, lookingFor: (e.target.value || undefined) as NetworkLookingFor })
        }
      >
        <option value="">Cualquier cosa</option>
        {NETWORK_LOOKING_FOR.map((s) => (
          <option key={s.id} value={s.id}>
            {s.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Texto"
        placeholder="Nombre, ciudad o presentación"
        maxLength={60}
        value={draft.q ?? ''}
        onChange={(e) => setDraft({ ...draft, q: e.target.value })}
      />
      <div className="elite-actions network-filter__actions">
        <Button type="submit" className="elite-btn elite-btn--navy">
          Filtrar
        </Button>
        <Button className="elite-btn elite-btn--ghost" onClick={clear}>
          Limpiar
        </Button>
      </div>
    </form>
  );
}

/**
 * The members matching the filter, one card each, a page at a time ("Ver más miembros" asks for
 * the next), or why there are none to show.
 */
function DirectoryMembers({ filter }: { filter: NetworkFilter }) {
  const members = useNetworkMembers(filter, true);
  if (members.isPending) return <Spinner label="Cargando el directorio..." />;
  if (members.isError && !members.data) {
    return (
      <p className="elite-alert" role="alert">
        {errorMessage(members.error, 'No pudimos cargar el directorio. Recarga la página.')}
      </p>
    );
  }
  const listed = members.data.pages.flatMap((page) => page.members);
  if (listed.length === 0 && !members.hasNextPage) {
    return (
      <div className="elite-empty">
        <span className="elite-empty__icon">
          <EliteIcon name="search" />
        </span>
        <h3 className="elite-empty__title">No hay miembros con esos filtros</h3>
        <p>Prueba con otro estado o estrategia, o limpia los filtros.</p>
      </div>
    );
  }
  return (
    <>
      <ul className="elite-list network-members" aria-label="Miembros de la red">
        {listed.map((member) => (
          <MemberCard key={member.memberId} member={member} />
        ))}
      </ul>
      {members.isFetchNextPageError ? (
        <p className="elite-alert" role="alert">
          {errorMessage(members.error, 'No pudimos cargar más miembros. Inténtalo de nuevo.')}
        </p>
      ) : null}
      {members.hasNextPage ? (
        <div className="elite-actions network-more">
          <Button
            className="elite-btn elite-btn--ghost"
            isLoading={members.isFetchingNextPage}
            loadingText="Cargando..."
            onClick={() => void members.fetchNextPage()}
          >
            Ver más miembros
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The directory of the network: filters applied on the server, one card each. */
export function NetworkDirectory() {
  const [filter, setFilter] = useState<NetworkFilter>({});
  return (
    <section className="elite-card network-card" aria-labelledby="directorio-red">
      <div className="elite-card__head">
        <h2 id="directorio-red" className="elite-card__title">
          Directorio de miembros
        </h2>
        <p className="elite-card__lead">
          Miembros Elite que se unieron a la red. Contáctalos con un mensaje: su correo (y el tuyo)
          se comparte solo cuando aceptan.
        </p>
      </div>
      <DirectoryFilter onFilter={setFilter} />

      <DirectoryMembers filter={filter} />
    </section>
  );
}

type Panel = 'contact' | 'report' | 'block' | null;

function MemberCard({ member }: { member: NetworkMember & { connection: NetworkConnection } }) {
  const [panel, setPanel] = useState<Panel>(null);
  const status = CONNECTION_LABEL[member.connection];
  const markets = member.markets
    .map((m) => (m.metro ? `${m.metro}, ${m.state}` : US_STATES[m.state]))
    .join(' · ');
  const toggle = (next: Panel) => setPanel((p) => (p === next ? null : next));
  return (
    <li className="elite-item network-member" aria-label={member.displayName}>
      <div className="elite-item__head">
        <h3 className="elite-item__title">{member.displayName}</h3>
        {status ? <span className="elite-pill elite-pill--navy">{status}</span> : null}
      </div>
      <p className="elite-item__meta">Mercados: {markets}</p>
      <p className="elite-item__meta">
        {networkLabel(NETWORK_EXPERIENCE, member.experience)} ·{' '}
        {member.strategies.map((s) => networkLabel(NETWORK_STRATEGIES, s)).join(', ')}
      </p>
      <p className="elite-item__meta">
        Busca: {member.lookingFor.map((s) => networkLabel(NETWORK_LOOKING_FOR, s)).join(', ')}
      </p>
      {member.bio ? <p className="network-member__bio">{member.bio}</p> : null}
      <div className="elite-item__actions">
        {member.connection === 'none' ? (
          <Button
            className="elite-btn elite-btn--gold"
            aria-expanded={panel === 'contact'}
            onClick={() => toggle('contact')}
          >
            Contactar
          </Button>
        ) : null}
        <Button
          className="elite-btn elite-btn--ghost"
          aria-expanded={panel === 'block'}
          onClick={() => toggle('block')}
        >
          Bloquear
        </Button>
        <Button
          className="elite-btn elite-btn--ghost"
          aria-expanded={panel === 'report'}
          onClick={() => toggle('report')}
        >
          Reportar
        </Button>
      </div>
      {panel === 'contact' ? <ContactForm member={member} onDone={() => setPanel(null)} /> : null}
      {panel === 'block' ? <BlockConfirm member={member} onDone={() => setPanel(null)} /> : null}
      {panel === 'report' ? <ReportForm member={member} onDone={() => setPanel(null)} /> : null}
    </li>
  );
}

function ContactForm({ member, onDone }: { member: NetworkMember; onDone: () => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendContactRequest();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(
      { memberId: member.memberId, message },
      {
        onSuccess: ({ message: done }) => {
          toast({ title: done, variant: 'success' });
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'No pudimos enviar tu solicitud.')),
      },
    );
  };
  return (
    <form className="network-panel" onSubmit={onSubmit} noValidate>
      <TextAreaField
        label={`Mensaje para ${member.displayName}`}
        descriptiveText="Preséntate y cuéntale por qué quieres contactarle (mínimo 20 caracteres). Se lo enviamos por correo."
        rows={4}
        maxLength={1000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        hasError={Boolean(error)}
        errorMessage={error ?? undefined}
      />
      <div className="elite-actions">
        <Button
          type="submit"
          className="elite-btn elite-btn--gold"
          isLoading={send.isPending}
          loadingText="Enviando..."
        >
          Enviar solicitud
        </Button>
        <Button className="elite-btn elite-btn--ghost" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

function BlockConfirm({ member, onDone }: { member: NetworkMember; onDone: () => void }) {
  const block = useBlockMember();
  return (
    <div className="network-panel network-confirm" role="group" aria-label="Confirmar bloqueo">
      <p>
        ¿Bloquear a {member.displayName}? Ya no se verán en el directorio ni podrán enviarse
        solicitudes.
      </p>
      <div className="elite-actions">
        <Button
          className="elite-btn network-btn--danger"
          isLoading={block.isPending}
          loadingText="Bloqueando..."
          onClick={() =>
            block.mutate(member.memberId, {
              onSuccess: ({ message }) => toast({ title: message, variant: 'success' }),
              onError: failed('No pudimos bloquear a este miembro'),
            })
          }
        >
          Sí, bloquear
        </Button>
        <Button className="elite-btn elite-btn--ghost" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </div>
  );
}

function ReportForm({ member, onDone }: { member: NetworkMember; onDone: () => void }) {
  const [reason, setReason] = useState<NetworkReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportMember();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) {
      setError('Elige el motivo del reporte');
      return;
    }
    report.mutate(
      { memberId: member.memberId, reason, details },
      {
        onSuccess: ({ message }) => {
          toast({ title: message, variant: 'success' });
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'No pudimos enviar tu reporte.')),
      },
    );
  };
  return (
    <form className="network-panel" onSubmit={onSubmit} noValidate>
      <SelectField
        label={`Motivo del reporte sobre ${member.displayName}`}
        value={reason}
        onChange={(e) => setReason(e.target.value as NetworkReportReason)}
        hasError={Boolean(error)}
        errorMessage={error ?? undefined}
      >
        <option value="">Elige el motivo</option>
        {NETWORK_REPORT_REASONS.map((r) => (
          <option key={r.id} value={r.id}>
            {r.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Detalles (opcional)"
        rows={3}
        maxLength={1000}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
      />
      <div className="elite-actions">
        <Button
          type="submit"
          className="elite-btn elite-btn--navy"
          isLoading={report.isPending}
          loadingText="Enviando..."
        >
          Enviar reporte
        </Button>
        <Button className="elite-btn elite-btn--ghost" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
