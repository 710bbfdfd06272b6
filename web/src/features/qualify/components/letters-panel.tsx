import {
  Button,
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '@aws-amplify/ui-react';
import { memo, useState } from 'react';
import {
  DEPOSIT_SOURCES,
  DEPOSIT_SOURCE_LABELS,
  INQUIRY_REASONS,
  INQUIRY_REASON_LABELS,
  LETTER_LANGUAGES,
  LETTER_LANGUAGE_LABELS,
  LETTER_TYPES,
  LETTER_TYPE_LABELS,
  type LetterLanguage,
  type LetterType,
} from '@shared/api/letter-texts';
import type { LetterInput, LetterRequest } from '@shared/api/letters';
import type { QualifyRequest } from '@shared/api/qualify';
import { readRequiredNumber } from '@shared/finance/inputs';
import { formatDate } from '@shared/format';
import { spanishFallback } from '@shared/messages';
import { letterDocuments, type LetterDocument } from '@shared/letters/content';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/session';
import { downloadFile, fetchLetter, useCreateLetter, useLetterHistory } from '../api/letters';
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

interface Item {
  a: string;
  b: string;
  c: string;
  d: string;
  e: string;
  flag: boolean;
}
const EMPTY_ITEM: Item = { a: '', b: '', c: '', d: '', e: '', flag: false };

interface LetterForm {
  type: LetterType;
  language: LetterLanguage;
  fullName: string;
  lenderName: string;
  loanReference: string;
  propertyAddress: string;
  items: Item[];
  text: string;
  flag: boolean;
  donorName: string;
  relationship: string;
  donorAddress: string;
  donorPhone: string;
  amount: string;
  date: string;
  shareFico: boolean;
  shareExperience: boolean;
  shareReserves: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The API request from the form; each type takes only its own fields. */
function toRequest(form: LetterForm, deal: QualifyRequest | null): LetterRequest | null {
  const common = {
    language: form.language,
    fullName: form.fullName,
    lenderName: form.lenderName,
    loanReference: form.loanReference,
    propertyAddress: form.propertyAddress,
  };
  switch (form.type) {
    case 'credit-inquiries':
      return {
        type: form.type,
        ...common,
        inquiries: form.items.map((i) => ({
          creditor: i.a,
          date: i.b,
          reason: (i.c || 'other') as (typeof INQUIRY_REASONS)[number],
          newAccount: i.flag,
          note: i.e,
        })),
      };
    case 'large-deposit':
      return {
        type: form.type,
        ...common,
        deposits: form.items.map((i) => ({
          date: i.b,
          amount: readRequiredNumber(i.d),
          account: i.a,
          source: (i.c || 'other') as (typeof DEPOSIT_SOURCES)[number],
          note: i.e,
        })),
        documentsAttached: form.flag,
      };
    case 'address-change':
      return {
        type: form.type,
        ...common,
        addresses: form.items.map((i) => ({ address: i.a, from: i.b, to: i.c })),
        explanation: form.text,
      };
    case 'gift':
      return {
        type: form.type,
        ...common,
        donorName: form.donorName,
        relationship: form.relationship,
        donorAddress: form.donorAddress,
        donorPhone: form.donorPhone,
        amount: readRequiredNumber(form.amount),
        transferDate: form.date,
        noRepayment: form.flag as true,
      };
    case 'preapproval-request':
      if (!deal) return null;
      return {
        type: form.type,
        ...common,
        deal: deal.deal,
        fico: form.shareFico && deal.borrower.fico > 0 ? deal.borrower.fico : undefined,
        propertiesOwned: form.shareExperience ? deal.borrower.propertiesOwned : undefined,
        reservesTotal: form.shareReserves
          ? deal.borrower.reserves.cash +
            deal.borrower.reserves.retirement +
            deal.borrower.reserves.brokerage
          : undefined,
        message: form.text,
      };
  }
}

type SetForm = (patch: Partial<LetterForm>) => void;
type SetItem = (index: number, patch: Partial<Item>) => void;

/** The letter form's state, its validation and its two actions (preview, download). */
function useLetterForm(memberName: string, request: QualifyRequest | null) {
  const [form, setForm] = useState<LetterForm>({
    type: 'credit-inquiries',
    language: 'both',
    fullName: memberName,
    lenderName: '',
    loanReference: '',
    propertyAddress: '',
    items: [{ ...EMPTY_ITEM }],
    text: '',
    flag: false,
    donorName: '',
    relationship: '',
    donorAddress: '',
    donorPhone: '',
    amount: '',
    date: '',
    shareFico: true,
    shareExperience: true,
    shareReserves: false,
  });
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
  const setItem: SetItem = (index, patch) =>
    set({ items: form.items.map((item, i) => (i === index ? { ...item, ...patch } : item)) });

  /** Checked with the API's schema, which (with zod) loads with the first preview or download. */
  async function validated(): Promise<{ letter: LetterRequest; input: LetterInput } | null> {
    setProblem(null);
    const letter = toRequest(form, request);
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
    return { letter, input: parsed.data };
  }

  async function download() {
    const ok = await validated();
    if (!ok) return;
    try {
      downloadFile(await createLetter.mutateAsync(ok.letter));
    } catch (error) {
      setProblem(errorMessage(error, 'No se pudo generar la carta. Inténtalo de nuevo.'));
    }
  }

  async function showPreview() {
    const ok = await validated();
    if (ok) setPreview(letterDocuments(ok.input, today()));
  }

  return {
    form,
    set,
    setItem,
    preview,
    problem,
    showPreview,
    download,
    downloading: createLetter.isPending,
  };
}

/**
 * Letters for lenders (issue 15 §4): form → preview → download. The preview is the same text the
 * PDF prints (shared/letters/content.ts); every fact is what the member typed. Memoised, with the
 * member's name (the signature's start) read here: the page drawing again for its other answers
 * does not draw the letters again.
 */
export const LettersPanel = memo(function LettersPanel({ request }: LettersPanelProps) {
  const { user } = useUser();
  const memberName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const letter = useLetterForm(memberName, request);
  const { form, set } = letter;
  const listType = ['credit-inquiries', 'large-deposit', 'address-change'].includes(form.type);
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
      <LetterBasics form={form} set={set} />
      {listType ? <LetterItems form={form} set={set} setItem={letter.setItem} /> : null}
      {form.type === 'large-deposit' ? (
        <CheckboxField
          name="documentsAttached"
          label="Adjuntaré documentos que prueban el origen"
          checked={form.flag}
          onChange={(e) => set({ flag: e.target.checked })}
        />
      ) : null}
      {form.type === 'address-change' ? (
        <TextAreaField
          label="Explicación del cambio o del vacío, en tus palabras (opcional)"
          value={form.text}
          onChange={(e) => set({ text: e.target.value })}
        />
      ) : null}
      {form.type === 'gift' ? <GiftFields form={form} set={set} /> : null}
      {form.type === 'preapproval-request' ? <PreapprovalFields form={form} set={set} /> : null}

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
function LetterBasics({ form, set }: { form: LetterForm; set: SetForm }) {
  return (
    <div className="pro-fields pro-fields--two">
      <SelectField
        label="Tipo de carta"
        value={form.type}
        onChange={(e) =>
          set({
            type: e.target.value as LetterType,
            items: [{ ...EMPTY_ITEM }],
            flag: false,
            text: '',
          })
        }
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

/** The repeatable items of the three list letters (inquiries, deposits, addresses), up to 10. */
function LetterItems({ form, set, setItem }: { form: LetterForm; set: SetForm; setItem: SetItem }) {
  return (
    <div className="letters-items">
      {form.items.map((item, index) => (
        // Items have no id of their own; their place is their identity.
        <fieldset key={index} className="letters-item pro-fields pro-fields--two">
          <legend>
            {form.type === 'credit-inquiries'
              ? 'Consulta'
              : form.type === 'large-deposit'
                ? 'Depósito'
                : 'Domicilio'}{' '}
            {index + 1}
          </legend>
          <ItemFields
            type={form.type}
            item={item}
            index={index}
            numbered={form.items.length > 1}
            setItem={setItem}
          />
          {form.items.length > 1 ? (
            <Button
              size="small"
              className="pro-btn pro-btn--danger"
              onClick={() => set({ items: form.items.filter((_, i) => i !== index) })}
            >
              Quitar
            </Button>
          ) : null}
        </fieldset>
      ))}
      {form.items.length < 10 ? (
        <Button
          size="small"
          className="pro-btn pro-btn--ghost"
          onClick={() => set({ items: [...form.items, { ...EMPTY_ITEM }] })}
        >
          Agregar otro
        </Button>
      ) : null}
    </div>
  );
}

interface ItemFieldsProps {
  item: Item;
  index: number;
  /** Several items: each label carries its number. */
  numbered: boolean;
  setItem: SetItem;
}

/** One item's fields, by letter type. */
function ItemFields({ type, ...props }: ItemFieldsProps & { type: LetterType }) {
  switch (type) {
    case 'credit-inquiries':
      return <InquiryFields {...props} />;
    case 'large-deposit':
      return <DepositFields {...props} />;
    case 'address-change':
      return <AddressFields {...props} />;
    default:
      return null;
  }
}

const itemLabel = (text: string, { numbered, index }: ItemFieldsProps) =>
  numbered ? `${text} ${index + 1}` : text;

function InquiryFields(props: ItemFieldsProps) {
  const { item, index, setItem } = props;
  return (
    <>
      <TextField
        label={itemLabel('Acreedor', props)}
        value={item.a}
        onChange={(e) => setItem(index, { a: e.target.value })}
      />
      <TextField
        label={itemLabel('Fecha de la consulta', props)}
        type="date"
        value={item.b}
        onChange={(e) => setItem(index, { b: e.target.value })}
      />
      <SelectField
        label={itemLabel('Motivo', props)}
        value={item.c || 'other'}
        onChange={(e) => setItem(index, { c: e.target.value })}
      >
        {INQUIRY_REASONS.map((r) => (
          <option key={r} value={r}>
            {INQUIRY_REASON_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        name={`newAccount-${index}`}
        label="Se abrió una cuenta nueva"
        checked={item.flag}
        onChange={(e) => setItem(index, { flag: e.target.checked })}
      />
      <TextField
        label={itemLabel('Nota en tus palabras (opcional)', props)}
        value={item.e}
        onChange={(e) => setItem(index, { e: e.target.value })}
      />
    </>
  );
}

function DepositFields(props: ItemFieldsProps) {
  const { item, index, setItem } = props;
  return (
    <>
      <TextField
        label={itemLabel('Fecha del depósito', props)}
        type="date"
        value={item.b}
        onChange={(e) => setItem(index, { b: e.target.value })}
      />
      <TextField
        label={itemLabel('Monto ($)', props)}
        inputMode="decimal"
        value={item.d}
        onChange={(e) => setItem(index, { d: e.target.value })}
      />
      <TextField
        label={itemLabel('Cuenta (banco y últimos 4 dígitos)', props)}
        value={item.a}
        onChange={(e) => setItem(index, { a: e.target.value })}
      />
      <SelectField
        label={itemLabel('Origen', props)}
        value={item.c || 'other'}
        onChange={(e) => setItem(index, { c: e.target.value })}
      >
        {DEPOSIT_SOURCES.map((s) => (
          <option key={s} value={s}>
            {DEPOSIT_SOURCE_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={itemLabel('Nota en tus palabras (opcional)', props)}
        value={item.e}
        onChange={(e) => setItem(index, { e: e.target.value })}
      />
    </>
  );
}

function AddressFields(props: ItemFieldsProps) {
  const { item, index, setItem } = props;
  return (
    <>
      <TextField
        label={itemLabel('Dirección', props)}
        value={item.a}
        onChange={(e) => setItem(index, { a: e.target.value })}
      />
      <TextField
        label={itemLabel('Desde (mes)', props)}
        type="month"
        value={item.b}
        onChange={(e) => setItem(index, { b: e.target.value })}
      />
      <TextField
        label={itemLabel('Hasta (mes)', props)}
        descriptiveText="Vacío: vives ahí hoy."
        type="month"
        value={item.c}
        onChange={(e) => setItem(index, { c: e.target.value })}
      />
    </>
  );
}

/** The gift letter: who gives, how much, when, and that it is not repaid. */
function GiftFields({ form, set }: { form: LetterForm; set: SetForm }) {
  return (
    <div className="pro-fields pro-fields--two">
      <TextField
        label="Quien regala (nombre completo)"
        value={form.donorName}
        onChange={(e) => set({ donorName: e.target.value })}
      />
      <TextField
        label="Parentesco (en inglés para el prestamista)"
        descriptiveText="Por ejemplo: mother, brother, aunt."
        value={form.relationship}
        onChange={(e) => set({ relationship: e.target.value })}
      />
      <TextField
        label="Monto del regalo ($)"
        inputMode="decimal"
        value={form.amount}
        onChange={(e) => set({ amount: e.target.value })}
      />
      <TextField
        label="Fecha de la transferencia (opcional)"
        type="date"
        value={form.date}
        onChange={(e) => set({ date: e.target.value })}
      />
      <TextField
        label="Dirección de quien regala (opcional)"
        value={form.donorAddress}
        onChange={(e) => set({ donorAddress: e.target.value })}
      />
      <TextField
        label="Teléfono de quien regala (opcional)"
        value={form.donorPhone}
        onChange={(e) => set({ donorPhone: e.target.value })}
      />
      <CheckboxField
        name="noRepayment"
        label="Confirmo que el regalo no se devuelve"
        checked={form.flag}
        onChange={(e) => set({ flag: e.target.checked })}
      />
    </div>
  );
}

/** The pre-approval request: which of the member's own figures it mentions, and a message. */
function PreapprovalFields({ form, set }: { form: LetterForm; set: SetForm }) {
  return (
    <div className="pro-fields">
      <p className="fine-print">
        Resume la propiedad y el préstamo del formulario de arriba. Elige qué datos tuyos mencionar:
      </p>
      <CheckboxField
        name="shareFico"
        label="Mi puntaje FICO"
        checked={form.shareFico}
        onChange={(e) => set({ shareFico: e.target.checked })}
      />
      <CheckboxField
        name="shareExperience"
        label="Cuántas propiedades tengo"
        checked={form.shareExperience}
        onChange={(e) => set({ shareExperience: e.target.checked })}
      />
      <CheckboxField
        name="shareReserves"
        label="Mis reservas totales"
        checked={form.shareReserves}
        onChange={(e) => set({ shareReserves: e.target.checked })}
      />
      <TextAreaField
        label="Mensaje para el prestamista (opcional)"
        value={form.text}
        onChange={(e) => set({ text: e.target.value })}
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
