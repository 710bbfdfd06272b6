import type { ReactNode } from 'react';
import { SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import {
  PRO_LIMITS,
  REPORT_PURPOSE_LABELS,
  REPORT_PURPOSES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  isReportType,
} from '@shared/api/pro-catalog';
import { isReportPurpose, type ReportForm } from '../model';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/_fieldControl.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/textArea.css';
import '@aws-amplify/ui-react/styles/textAreaField.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/icon.css';

interface CardProps {
  form: ReportForm;
  onChange: (form: ReportForm) => void;
}

type TextKey = Exclude<keyof ReportForm, 'reportType' | 'reportPurpose'>;

function Amount({
  form,
  onChange,
  name,
  label,
  placeholder,
  hint,
}: CardProps & { name: TextKey; label: string; placeholder: string; hint?: string }) {
  return (
    <TextField
      label={label}
      name={name}
      placeholder={placeholder}
      descriptiveText={hint}
      inputMode="decimal"
      autoComplete="off"
      value={form[name]}
      onChange={(event) => onChange({ ...form, [name]: event.target.value })}
    />
  );
}

/**
 * 'Configuración del Reporte': type, client, address, amount, purpose, notes. Kept
 * whole (over 80 lines): one card of six fields, read top to bottom in their fixed order (docs/product.md).
 */
export function ReportConfigCard({
  form,
  onChange,
  templateNote,
}: CardProps & { templateNote?: ReactNode }) {
  return (
    <section className="pro-card" aria-labelledby="report-config-title">
      <h2 id="report-config-title" className="pro-card__title">
        Configuración del Reporte
      </h2>
      <p className="pro-card__lead">Para quién es el reporte y qué propiedad presenta.</p>
      <div className="pro-fields pro-fields--two">
        <SelectField
          label="Tipo de Reporte"
          name="reportType"
          value={form.reportType}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...form, reportType: isReportType(value) ? value : '' });
          }}
        >
          <option value="">Selecciona un tipo</option>
          {REPORT_TYPES.map((type) => (
            <option key={type} value={type}>
              {REPORT_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Propósito"
          name="reportPurpose"
          value={form.reportPurpose}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...form, reportPurpose: isReportPurpose(value) ? value : '' });
          }}
        >
          <option value="">Selecciona un propósito</option>
          {REPORT_PURPOSES.map((purpose) => (
            <option key={purpose} value={purpose}>
              {REPORT_PURPOSE_LABELS[purpose]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Cliente / Socio"
          name="clientName"
          placeholder="Nombre del prestamista, socio o cliente"
          maxLength={PRO_LIMITS.clientMax}
          value={form.clientName}
          onChange={(event) => onChange({ ...form, clientName: event.target.value })}
        />
        <Amount
          form={form}
          onChange={onChange}
          name="investmentAmount"
          label="Monto de Inversión ($)"
          placeholder="64,000"
        />
      </div>
      <div className="pro-fields report-fields__wide">
        <TextField
          label="Dirección de la Propiedad"
          name="propertyAddress"
          placeholder="123 Main St, Houston, TX 77002"
          autoComplete="street-address"
          maxLength={PRO_LIMITS.addressMax}
          value={form.propertyAddress}
          onChange={(event) => onChange({ ...form, propertyAddress: event.target.value })}
        />
        <TextAreaField
          label="Notas Adicionales"
          name="additionalNotes"
          placeholder="Contrato de arrendamiento, mejoras, estrategia de salida..."
          rows={3}
          maxLength={PRO_LIMITS.notesMax}
          value={form.additionalNotes}
          onChange={(event) => onChange({ ...form, additionalNotes: event.target.value })}
        />
      </div>
      {templateNote}
    </section>
  );
}

/** 'Datos del Análisis' and the PITIA breakdown the lender's DSCR needs. */
export function AnalysisDataCard({ form, onChange, actions }: CardProps & { actions?: ReactNode }) {
  return (
    <section className="pro-card" aria-labelledby="report-data-title">
      <h2 id="report-data-title" className="pro-card__title">
        Datos del Análisis
      </h2>
      <p className="pro-card__lead">Montos mensuales salvo el precio y el pago inicial.</p>
      {actions}
      <div className="pro-fields pro-fields--two">
        <Amount
          form={form}
          onChange={onChange}
          name="propertyPrice"
          label="Precio de la Propiedad ($)"
          placeholder="320,000"
        />
        <Amount
          form={form}
          onChange={onChange}
          name="downPayment"
          label="Pago Inicial ($)"
          placeholder="64,000"
        />
        <Amount
          form={form}
          onChange={onChange}
          name="closingCosts"
          label="Costos de cierre, puntos y rehabilitación ($)"
          placeholder="0"
          hint="En efectivo; con el pago inicial, el efectivo invertido."
        />
        <Amount
          form={form}
          onChange={onChange}
          name="monthlyRent"
          label="Renta Mensual ($)"
          placeholder="2,800"
        />
        <Amount
          form={form}
          onChange={onChange}
          name="otherIncome"
          label="Otros ingresos ($/mes)"
          placeholder="0"
        />
        <Amount
          form={form}
          onChange={onChange}
          name="monthlyExpenses"
          label="Gastos Mensuales ($)"
          placeholder="750"
          hint="Todos los gastos operativos, incluidos impuestos, seguro y HOA."
        />
        <Amount
          form={form}
          onChange={onChange}
          name="interestRate"
          label="Tasa de Interés (%)"
          placeholder="7.25"
        />
        <Amount
          form={form}
          onChange={onChange}
          name="loanTerm"
          label="Plazo del Préstamo (años)"
          placeholder="30"
        />
        <Amount
          form={form}
          onChange={onChange}
          name="interestOnlyYears"
          label="Años de solo interés"
          placeholder="0"
        />
      </div>
      <fieldset className="report-escrows">
        <legend>De esos gastos, para el PITIA del prestamista</legend>
        <div className="pro-fields report-escrows__grid">
          <Amount
            form={form}
            onChange={onChange}
            name="propertyTaxes"
            label="Impuestos ($/mes)"
            placeholder="300"
          />
          <Amount
            form={form}
            onChange={onChange}
            name="insurance"
            label="Seguro ($/mes)"
            placeholder="110"
          />
          <Amount form={form} onChange={onChange} name="hoa" label="HOA ($/mes)" placeholder="0" />
        </div>
      </fieldset>
    </section>
  );
}
