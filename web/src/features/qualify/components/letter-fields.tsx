import {
  Button,
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import {
  DEPOSIT_SOURCES,
  DEPOSIT_SOURCE_LABELS,
  INQUIRY_REASONS,
  INQUIRY_REASON_LABELS,
  type DepositSource,
  type InquiryReason,
} from '@shared/api/letter-texts';
import {
  EMPTY_ADDRESS,
  EMPTY_DEPOSIT,
  EMPTY_INQUIRY,
  type AddressItem,
  type DepositItem,
  type GiftDetails,
  type InquiryItem,
  type LetterForm,
  type PreapprovalDetails,
} from '../letter-form';
// Its styles load with the letters panel (letters-panel.tsx), the one place it is drawn.

type SetForm = (patch: Partial<LetterForm>) => void;

/** The fields of the chosen letter type, below what every letter carries. */
export function LetterTypeFields({ form, set }: { form: LetterForm; set: SetForm }) {
  switch (form.type) {
    case 'credit-inquiries':
      return (
        <ItemList
          legend="Consulta"
          items={form.inquiries}
          empty={EMPTY_INQUIRY}
          onChange={(inquiries) => set({ inquiries })}
          fields={(props) => <InquiryFields {...props} />}
        />
      );
    case 'large-deposit':
      return (
        <>
          <ItemList
            legend="Depósito"
            items={form.deposits}
            empty={EMPTY_DEPOSIT}
            onChange={(deposits) => set({ deposits })}
            fields={(props) => <DepositFields {...props} />}
          />
          <CheckboxField
            name="documentsAttached"
            label="Adjuntaré documentos que prueban el origen"
            checked={form.documentsAttached}
            onChange={(e) => set({ documentsAttached: e.target.checked })}
          />
        </>
      );
    case 'address-change':
      return (
        <>
          <ItemList
            legend="Domicilio"
            items={form.addresses}
            empty={EMPTY_ADDRESS}
            onChange={(addresses) => set({ addresses })}
            fields={(props) => <AddressFields {...props} />}
          />
          <TextAreaField
            label="Explicación del cambio o del vacío, en tus palabras (opcional)"
            value={form.explanation}
            onChange={(e) => set({ explanation: e.target.value })}
          />
        </>
      );
    case 'gift':
      return (
        <GiftFields
          gift={form.gift}
          onChange={(patch) => set({ gift: { ...form.gift, ...patch } })}
        />
      );
    case 'preapproval-request':
      return (
        <PreapprovalFields
          share={form.preapproval}
          onChange={(patch) => set({ preapproval: { ...form.preapproval, ...patch } })}
        />
      );
  }
}

interface ItemFieldsProps<T> {
  item: T;
  index: number;
  /** The item's label: with several items, each carries its number. */
  label: (text: string) => string;
  patch: (patch: Partial<T>) => void;
}

/** The repeatable items of a list letter (inquiries, deposits, addresses), up to 10. */
function ItemList<T>({
  legend,
  items,
  empty,
  onChange,
  fields,
}: {
  legend: string;
  items: T[];
  empty: T;
  onChange: (items: T[]) => void;
  fields: (props: ItemFieldsProps<T>) => ReactNode;
}) {
  const numbered = items.length > 1;
  return (
    <div className="letters-items">
      {items.map((item, index) => (
        // Items have no id of their own; their place is their identity.
        <fieldset key={index} className="letters-item pro-fields pro-fields--two">
          <legend>
            {legend} {index + 1}
          </legend>
          {fields({
            item,
            index,
            label: (text) => (numbered ? `${text} ${index + 1}` : text),
            patch: (patch) =>
              onChange(items.map((it, i) => (i === index ? { ...it, ...patch } : it))),
          })}
          {items.length > 1 ? (
            <Button
              size="small"
              className="pro-btn pro-btn--danger"
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              Quitar
            </Button>
          ) : null}
        </fieldset>
      ))}
      {items.length < 10 ? (
        <Button
          size="small"
          className="pro-btn pro-btn--ghost"
          onClick={() => onChange([...items, { ...empty }])}
        >
          Agregar otro
        </Button>
      ) : null}
    </div>
  );
}

function InquiryFields({ item, index, label, patch }: ItemFieldsProps<InquiryItem>) {
  return (
    <>
      <TextField
        label={label('Acreedor')}
        value={item.creditor}
        onChange={(e) => patch({ creditor: e.target.value })}
      />
      <TextField
        label={label('Fecha de la consulta')}
        type="date"
        value={item.date}
        onChange={(e) => patch({ date: e.target.value })}
      />
      <SelectField
        label={label('Motivo')}
        value={item.reason}
        onChange={(e) => patch({ reason: e.target.value as InquiryReason })}
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
        checked={item.newAccount}
        onChange={(e) => patch({ newAccount: e.target.checked })}
      />
      <TextField
        label={label('Nota en tus palabras (opcional)')}
        value={item.note}
        onChange={(e) => patch({ note: e.target.value })}
      />
    </>
  );
}

function DepositFields({ item, label, patch }: ItemFieldsProps<DepositItem>) {
  return (
    <>
      <TextField
        label={label('Fecha del depósito')}
        type="date"
        value={item.date}
        onChange={(e) => patch({ date: e.target.value })}
      />
      <TextField
        label={label('Monto ($)')}
        inputMode="decimal"
        value={item.amount}
        onChange={(e) => patch({ amount: e.target.value })}
      />
      <TextField
        label={label('Cuenta (banco y últimos 4 dígitos)')}
        value={item.account}
        onChange={(e) => patch({ account: e.target.value })}
      />
      <SelectField
        label={label('Origen')}
        value={item.source}
        onChange={(e) => patch({ source: e.target.value as DepositSource })}
      >
        {DEPOSIT_SOURCES.map((s) => (
          <option key={s} value={s}>
            {DEPOSIT_SOURCE_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={label('Nota en tus palabras (opcional)')}
        value={item.note}
        onChange={(e) => patch({ note: e.target.value })}
      />
    </>
  );
}

function AddressFields({ item, label, patch }: ItemFieldsProps<AddressItem>) {
  return (
    <>
      <TextField
        label={label('Dirección')}
        value={item.address}
        onChange={(e) => patch({ address: e.target.value })}
      />
      <TextField
        label={label('Desde (mes)')}
        type="month"
        value={item.from}
        onChange={(e) => patch({ from: e.target.value })}
      />
      <TextField
        label={label('Hasta (mes)')}
        descriptiveText="Vacío: vives ahí hoy."
        type="month"
        value={item.to}
        onChange={(e) => patch({ to: e.target.value })}
      />
    </>
  );
}

/** The gift letter: who gives, how much, when, and that it is not repaid. */
function GiftFields({
  gift,
  onChange,
}: {
  gift: GiftDetails;
  onChange: (patch: Partial<GiftDetails>) => void;
}) {
  return (
    <div className="pro-fields pro-fields--two">
      <TextField
        label="Quien regala (nombre completo)"
        value={gift.donorName}
        onChange={(e) => onChange({ donorName: e.target.value })}
      />
      <TextField
        label="Parentesco (en inglés para el prestamista)"
        descriptiveText="Por ejemplo: mother, brother, aunt."
        value={gift.relationship}
        onChange={(e) => onChange({ relationship: e.target.value })}
      />
      <TextField
        label="Monto del regalo ($)"
        inputMode="decimal"
        value={gift.amount}
        onChange={(e) => onChange({ amount: e.target.value })}
      />
      <TextField
        label="Fecha de la transferencia (opcional)"
        type="date"
        value={gift.transferDate}
        onChange={(e) => onChange({ transferDate: e.target.value })}
      />
      <TextField
        label="Dirección de quien regala (opcional)"
        value={gift.donorAddress}
        onChange={(e) => onChange({ donorAddress: e.target.value })}
      />
      <TextField
        label="Teléfono de quien regala (opcional)"
        value={gift.donorPhone}
        onChange={(e) => onChange({ donorPhone: e.target.value })}
      />
      <CheckboxField
        name="noRepayment"
        label="Confirmo que el regalo no se devuelve"
        checked={gift.noRepayment}
        onChange={(e) => onChange({ noRepayment: e.target.checked })}
      />
    </div>
  );
}

/** The pre-approval request: which of the member's own figures it mentions, and a message. */
function PreapprovalFields({
  share,
  onChange,
}: {
  share: PreapprovalDetails;
  onChange: (patch: Partial<PreapprovalDetails>) => void;
}) {
  return (
    <div className="pro-fields">
      <p className="fine-print">
        Resume la propiedad y el préstamo del formulario de arriba. Elige qué datos tuyos mencionar:
      </p>
      <CheckboxField
        name="shareFico"
        label="Mi puntaje FICO"
        checked={share.shareFico}
        onChange={(e) => onChange({ shareFico: e.target.checked })}
      />
      <CheckboxField
        name="shareExperience"
        label="Cuántas propiedades tengo"
        checked={share.shareExperience}
        onChange={(e) => onChange({ shareExperience: e.target.checked })}
      />
      <CheckboxField
        name="shareReserves"
        label="Mis reservas totales"
        checked={share.shareReserves}
        onChange={(e) => onChange({ shareReserves: e.target.checked })}
      />
      <TextAreaField
        label="Mensaje para el prestamista (opcional)"
        value={share.message}
        onChange={(e) => onChange({ message: e.target.value })}
      />
    </div>
  );
}
