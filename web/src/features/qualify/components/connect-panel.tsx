import { Button, CheckboxField, TextAreaField } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import {
  CONNECTION_MESSAGES,
  LENDER_CONNECTION_LIMITS,
  SHARE_ITEMS,
  SHARE_LABELS,
  type ShareItem,
} from '@shared/api/lender-connection-texts';
import { DOCUMENT_ITEMS } from '@shared/content/documents';
import { EXAMPLE_LABEL } from '@shared/lenders/catalog';
import type { LenderProgram } from '@shared/lenders/program';
import { errorMessage } from '@/lib/api-client';
import { useVault } from '@/features/vault/api/get-vault';
import { useCreateConnection } from '../api/create-connection';
// The Checkbox's own parts: its box is a Flex, its tick an Icon, its input visually hidden
// (without flex.css and icon.css the tick sits below and right of the box).
import '@aws-amplify/ui-react/styles/checkbox.css';
import '@aws-amplify/ui-react/styles/checkboxField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/icon.css';
import '@aws-amplify/ui-react/styles/visuallyHidden.css';
import '@aws-amplify/ui-react/styles/textArea.css';
import '@aws-amplify/ui-react/styles/textAreaField.css';
import '@aws-amplify/ui-react/styles/loader.css';

interface ConnectPanelProps {
  program: LenderProgram;
  onClose: () => void;
  onSent: (sentTo: string) => void;
}
const toggle = <T,>(list: T[], value: T, on: boolean) =>
  on ? [...list, value] : list.filter((v) => v !== value);

/** What the member chooses to share, the message and the consent, and sending them. */
function useConnectionRequest({ program, onSent }: Pick<ConnectPanelProps, 'program' | 'onSent'>) {
  const [share, setShare] = useState<ShareItem[]>(['summary', 'figures']);
  const [fileIds, setFileIds] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateConnection();
  const documents = share.includes('documents');

  async function send() {
    if (!consent) {
      setProblem(CONNECTION_MESSAGES.consentRequired);
      return;
    }
    setProblem(null);
    try {
      const sent = await create.mutateAsync({
        programId: program.id,
        consent,
        share,
        ...(documents ? { fileIds } : {}),
        message,
      });
      onSent(sent.sentTo);
    } catch (error) {
      setProblem(errorMessage(error, 'No se pudo enviar tu solicitud. Inténtalo de nuevo.'));
    }
  }

  return {
    share,
    setShare,
    fileIds,
    setFileIds,
    message,
    setMessage,
    consent,
    setConsent,
    problem,
    documents,
    send,
    sending: create.isPending,
  };
}

/** Who receives the request, what they get and for how long; the example lender says so. */
function ConnectIntro({ program }: { program: LenderProgram }) {
  return (
    <>
      <p className="pro-card__lead">
        Enviaremos al prestamista ({program.lender.contactEmail}), por su programa «{program.name}»,
        lo que elijas y un enlace de solo lectura válido {LENDER_CONNECTION_LIMITS.linkDays} días.
        Tú y nuestro equipo reciben una copia. Puedes retirar el acceso cuando quieras.
      </p>
      {program.example ? (
        <p className="qualify-example-note">
          {EXAMPLE_LABEL}: este prestamista es ilustrativo; la solicitud se envía a una dirección de
          ejemplo.
        </p>
      ) : null}
    </>
  );
}

/**
 * "Conectar con este prestamista" (Elite): the member picks what to share (the summary, the
 * lender's figures, chosen vault documents), writes a message, and consents explicitly; nothing
 * leaves without the box ticked (the API refuses too).
 */
export function ConnectPanel({ program, onClose, onSent }: ConnectPanelProps) {
  const request = useConnectionRequest({ program, onSent });
  const { share, setShare, fileIds, setFileIds, message, setMessage, consent, setConsent } =
    request;
  const { problem, documents, send } = request;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [program.id]);

  return (
    <section className="pro-card qualify-connect" aria-labelledby="qualify-connect-title">
      <h2 id="qualify-connect-title" className="pro-card__title" tabIndex={-1} ref={heading}>
        Conectar con {program.lender.name}
      </h2>
      <ConnectIntro program={program} />
      <form
        className="qualify-connect__form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <fieldset className="qualify-connect__share">
          <legend>Qué quieres compartir</legend>
          {SHARE_ITEMS.map((item) => (
            <CheckboxField
              key={item}
              name="share"
              value={item}
              label={SHARE_LABELS[item]}
              checked={share.includes(item)}
              onChange={(e) => setShare(toggle(share, item, e.target.checked))}
            />
          ))}
        </fieldset>
        {documents ? (
          <VaultFilesField
            onToggle={(id, on) => setFileIds(toggle(fileIds, id, on))}
            chosen={fileIds}
          />
        ) : null}
        <TextAreaField
          label="Mensaje para el prestamista (opcional)"
          rows={3}
          maxLength={LENDER_CONNECTION_LIMITS.messageMax}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <CheckboxField
          name="consent"
          value="yes"
          label={`Autorizo a Inversor Listo a enviar a ${program.lender.name} mi nombre, mi correo y lo que marqué arriba.`}
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
        {problem ? (
          <p className="negative" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="qualify-connect__actions">
          <Button type="submit" variation="primary" isLoading={request.sending}>
            Enviar al prestamista
          </Button>
          <Button type="button" onClick={onClose}>
            Cancelar
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The member's ready vault documents to tick (loaded only once documents are to be shared). */
function VaultFilesField({
  chosen,
  onToggle,
}: {
  chosen: readonly string[];
  onToggle: (fileId: string, on: boolean) => void;
}) {
  const vault = useVault(true);
  const ready = (vault.data?.files ?? []).filter((f) => f.status === 'ready');
  return (
    <fieldset className="qualify-connect__files">
      <legend>Documentos de tu bóveda</legend>
      {vault.isLoading ? <p>Cargando tus documentos...</p> : null}
      {!vault.isLoading && ready.length === 0 ? (
        <p>
          Tu bóveda no tiene documentos listos. <a href="/boveda-documentos">Súbelos aquí</a>.
        </p>
      ) : null}
      {ready.map((file) => (
        <CheckboxField
          key={file.id}
          name="fileIds"
          value={file.id}
          label={`${DOCUMENT_ITEMS.find((d) => d.id === file.documentId)?.title ?? 'Sin asignar'}: ${file.name}`}
          checked={chosen.includes(file.id)}
          onChange={(e) => onToggle(file.id, e.target.checked)}
        />
      ))}
    </fieldset>
  );
}
