import { Button, SelectField, TextField } from '@aws-amplify/ui-react';
import { memo, useState } from 'react';
import {
  LETTER_LANGUAGES,
  LETTER_LANGUAGE_LABELS,
  LETTER_TYPES,
  LETTER_TYPE_LABELS,
  type LetterLanguage,
  type LetterType,
} from '@shared/api/letter-texts';
import type { LetterInput } from '@shared/api/letters';
import type { QualifyRequest } from '@shared/api/qualify';
import { formatDate } from '@shared/format';
import { spanishFallback } from '@shared/messages';
import { letterDocuments, type LetterDocument } from '@shared/letters/content';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/session';
import { downloadFile } from '../api/letter-file';
import { fetchLetter } from '../api/get-letter';
import { useCreateLetter } from '../api/create-letter';
import { useLetterHistory } from '../api/get-letter-history';
import { letterDraft, newLetterForm, withType, type LetterForm } from '../letter-form';
import { LetterTypeFields } from './letter-fields';
import '@aws-amplify/ui-react/styles/visuallyHidden.css';
import '@aws-amplify/ui-react/styles/checkbox.css';
import '@aws-amplify/ui-react/styles/checkboxField.css';
import '@aws-amplify/ui-react/styles/textArea.css';
import '@aws-amplify/ui-react/styles/textAreaField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

interface LettersPanelProps {
  /** The deal of the form above when it is valid (for the pre-approval request). */
  request: QualifyRequest | null;
}

const today = () => new Date().toISOString().slice(0, 10);

type SetForm = (patch: Partial<LetterForm>) => void;

/** The letter form's state, its validation and its two actions (preview, download). */
function useLetterForm(memberName: string, request: QualifyRequest | null) {
  const [form, setForm] = useState<LetterForm>(() => newLetterForm(memberName));
  // The page is drawn before the session answers: the name arrives then, and fills the field
  // unless the member has written another one (adjusted while rendering, not in an effect).
  const [namedAs, setNamedAs] = useState(memberName);
  if (memberName !== namedAs) {
    setNamedAs(memberName);
    if (form.fullName === namedAs) setForm({ ...form, fullName: memberName });
  }
  const [preview, setPreview] = useState<LetterDocument[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const createLetter = useCreateLetter();
  const set: SetForm = (patch) => {
    setForm({ ...form, ...patch });
    setPreview(null);
  };
  /** Checked with the API's schema, which (with zod) loads with the first preview or download. */
  async function validated(): Promise<LetterInput | null> {
    setProblem(null);
    const letter = letterDraft(form, request);
    if (!letter) {
      setProblem('Completa arriba los datos de la propiedad y el préstamo: la carta los resume.');
      return null;
    }
    const { letterInputSchema } = await import('@shared/api/letters');
    const generic = 'Revisa los datos de la carta.';
    const parsed = letterInputSchema.safeParse(letter, { error: spanishFallback(generic) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? generic);
      return null;
    }
    return parsed.data;
  }

  async function download() {
    const ok = await validated();
    if (!ok) return;
    try {
      downloadFile(await createLetter.mutateAsync(ok));
    } catch (error) {
      setProblem(errorMessage(error, 'No se pudo generar la carta. Inténtalo de nuevo.'));
    }
  }

  async function showPreview() {
    const ok = await validated();
    if (ok) setPreview(letterDocuments(ok, today()));
  }

  return {
    form,
    set,
    setType: (type: LetterType) => {
      setForm(withType(form, type));
      setPreview(null);
    },
    preview,
    problem,
    showPreview,
    download,
    downloading: createLetter.isPending,
  };
}

/**
 * Letters for lenders: form → preview → download. The preview is the same text the
 * PDF prints (shared/letters/content.ts); every fact is what the member typed. Memoised, with the
 * member's name (the signature's start) read here: the page drawing again for its other answers
 * does not draw the letters again.
 */
export const LettersPanel = memo(function LettersPanel({ request }: LettersPanelProps) {
  const { user } = useUser();
  const memberName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const letter = useLetterForm(memberName, request);
  const { form, set } = letter;
  return (
    <section className="pro-card" id="cartas" aria-labelledby="letters-title">
      <h2 id="letters-title" className="pro-card__title">
        Cartas para tu prestamista
      </h2>
      <p className="pro-card__lead">
        Cartas de explicación, carta de regalo y solicitud de preaprobación, en inglés (lo que lee
        el prestamista) y en español. Solo ponemos tus datos: revisa la vista previa antes de
        descargar.
      </p>
      <LetterBasics form={form} set={set} setType={letter.setType} />
      <LetterTypeFields form={form} set={set} />

      {letter.problem ? (
        <p className="pro-alert" role="alert">
          {letter.problem}
        </p>
      ) : null}
      <div className="pro-actions qualify-actions">
        <Button className="pro-btn pro-btn--ghost" onClick={() => void letter.showPreview()}>
          Vista previa
        </Button>
        <Button
          className="pro-btn pro-btn--primary"
          onClick={() => void letter.download()}
          isLoading={letter.downloading}
          loadingText="Generando..."
        >
          Descargar PDF
        </Button>
      </div>
      {letter.preview ? <LetterPreview documents={letter.preview} /> : null}
      <LetterHistory />
    </section>
  );
});

/** What every letter carries: its type and language, who signs, to whom, about which loan. */
function LetterBasics({
  form,
  set,
  setType,
}: {
  form: LetterForm;
  set: SetForm;
  setType: (type: LetterType) => void;
}) {
  return (
    <div className="pro-fields pro-fields--two">
      <SelectField
        label="Tipo de carta"
        value={form.type}
        onChange={(e) => setType(e.target.value as LetterType)}
      >
        {LETTER_TYPES.map((t) => (
          <option key={t} value={t}>
            {LETTER_TYPE_LABELS[t]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Idioma"
        value={form.language}
        onChange={(e) => set({ language: e.target.value as LetterLanguage })}
      >
        {LETTER_LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {LETTER_LANGUAGE_LABELS[l]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Tu nombre completo"
        value={form.fullName}
        onChange={(e) => set({ fullName: e.target.value })}
      />
      <TextField
        label="Prestamista (opcional)"
        descriptiveText="Vacío: «A quien corresponda»."
        value={form.lenderName}
        onChange={(e) => set({ lenderName: e.target.value })}
      />
      <TextField
        label="Número de préstamo o solicitud (opcional)"
        value={form.loanReference}
        onChange={(e) => set({ loanReference: e.target.value })}
      />
      <TextField
        label={
          form.type === 'gift'
            ? 'Dirección de la propiedad'
            : 'Dirección de la propiedad (opcional)'
        }
        value={form.propertyAddress}
        onChange={(e) => set({ propertyAddress: e.target.value })}
      />
    </div>
  );
}

function LetterPreview({ documents }: { documents: LetterDocument[] }) {
  return (
    <div className="letter-preview" aria-label="Vista previa de la carta">
      {documents.map((doc) => (
        <article key={doc.language} className="letter-preview__page" lang={doc.language}>
          {doc.blocks.map((block, i) => {
            const key = `${doc.language}-${i}`;
            if (block.kind === 'title') return <h3 key={key}>{block.text}</h3>;
            if (block.kind === 'p') return <p key={key}>{block.text}</p>;
            if (block.kind === 'row')
              return (
                <p key={key} className="letter-preview__row">
                  <strong>{block.label}:</strong> {block.value}
                </p>
              );
            return (
              <p key={key} className="letter-preview__signature">
                ______________________
                <br />
                {block.name}
              </p>
            );
          })}
        </article>
      ))}
    </div>
  );
}

function LetterHistory() {
  const letters = useLetterHistory();
  const [problem, setProblem] = useState<string | null>(null);
  const list = letters.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="letters-history">
      <h3 className="saved__subtitle">Tus cartas</h3>
      {problem ? <p className="fine-print negative">{problem}</p> : null}
      <ul className="saved__list" aria-label="Cartas generadas">
        {list.map((letter) => (
          <li key={letter.id} className="saved__item">
            <div className="saved__meta">
              <span className="saved__name">{LETTER_TYPE_LABELS[letter.input.type]}</span>
              <span className="saved__date">
                {letter.input.lenderName || 'A quien corresponda'} · {formatDate(letter.createdAt)}
              </span>
            </div>
            <div className="saved__buttons">
              <Button
                size="small"
                className="pro-btn pro-btn--ghost"
                aria-label={`Descargar ${LETTER_TYPE_LABELS[letter.input.type]} del ${formatDate(letter.createdAt)}`}
                onClick={() => {
                  setProblem(null);
                  fetchLetter(letter.id).then(downloadFile, (error: unknown) =>
                    setProblem(errorMessage(error, 'No se pudo descargar la carta.')),
                  );
                }}
              >
                Descargar
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
