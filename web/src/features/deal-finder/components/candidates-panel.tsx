import { downloadBlob } from '@/lib/download-blob';
import { Button, CheckboxField, TextField } from '@aws-amplify/ui-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { DealCandidate } from '@shared/api/deal-finder';
import { DEAL_FINDER } from '@shared/finance/deal-score';
import { CSV_COLUMNS } from '@shared/deal-finder/csv-columns';
import type { CsvImportResult } from '@shared/deal-finder/csv-import';
import { countOf, formatWholeMoney } from '@shared/format';
import { EMPTY_CANDIDATE, toCandidate, type CandidateForm } from '../model';
import '@aws-amplify/ui-react/styles/visuallyHidden.css';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/checkbox.css';
import '@aws-amplify/ui-react/styles/checkboxField.css';

interface CandidatesPanelProps {
  candidates: DealCandidate[];
  onChange: (candidates: DealCandidate[]) => void;
  /** The search location's ZIP, when it is one. */
  defaultZip?: string;
}

const MANUAL_FIELDS: {
  key: keyof CandidateForm;
  label: string;
  placeholder: string;
  mode: 'text' | 'numeric' | 'decimal';
}[] = [
  { key: 'address', label: 'Dirección *', placeholder: '123 Main St', mode: 'text' },
  { key: 'zip', label: 'ZIP *', placeholder: '77008', mode: 'numeric' },
  { key: 'price', label: 'Precio ($) *', placeholder: '250,000', mode: 'decimal' },
  { key: 'beds', label: 'Habitaciones *', placeholder: '3', mode: 'numeric' },
  { key: 'baths', label: 'Baños', placeholder: '2', mode: 'decimal' },
  { key: 'monthlyRent', label: 'Renta mensual ($)', placeholder: 'HUD del ZIP', mode: 'decimal' },
  {
    key: 'monthlyExpenses',
    label: 'Gastos mensuales ($)',
    placeholder: '% de la renta',
    mode: 'decimal',
  },
  { key: 'daysOnMarket', label: 'Días en el mercado', placeholder: '30', mode: 'numeric' },
  { key: 'rehabCost', label: 'Costo de rehabilitación ($)', placeholder: '0', mode: 'decimal' },
  { key: 'arv', label: 'ARV ($)', placeholder: 'Valor tras reparar', mode: 'decimal' },
];

/** The import (with the candidates' zod schema) loads when a member asks for it. */
const csvImport = () => import('@shared/deal-finder/csv-import');

async function downloadExample() {
  const { exampleDealsCsv } = await csvImport();
  downloadBlob(
    new Blob([exampleDealsCsv()], { type: 'text/csv;charset=utf-8' }),
    'ejemplo-deals.csv',
  );
}

/**
 * Without live listings the user brings the candidates: typed one by one or imported from a CSV
 * (documented columns, a downloadable example, row-by-row Spanish errors).
 */
export function CandidatesPanel(props: CandidatesPanelProps) {
  const { candidates, onChange } = props;
  return (
    <section className="pro-card deal-candidates" aria-labelledby="deal-candidates-title">
      <h2 id="deal-candidates-title" className="pro-card__title">
        Propiedades a analizar
      </h2>
      <p className="pro-card__lead">
        Importa un CSV o agrega propiedades a mano. Sin renta indicada, usamos la renta FMR de HUD
        (el percentil 40 de las rentas) de su ZIP y sus habitaciones, y te lo indicamos en cada una:
        no es la renta de mercado de esa casa.
      </p>
      <CsvImport {...props} />
      <ManualCandidateForm {...props} />
      {candidates.length ? <CandidateList candidates={candidates} onChange={onChange} /> : null}
    </section>
  );
}

/** The CSV import: the file picker, the example, the columns and the last import's report. */
function CsvImport({ candidates, onChange, defaultZip }: CandidatesPanelProps) {
  const [report, setReport] = useState<
    (CsvImportResult & { fileName: string; added: number }) | null
  >(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const room = DEAL_FINDER.maxCandidates - candidates.length;

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const { importDealsCsv } = await csvImport();
    const result = importDealsCsv(await file.text(), { defaultZip });
    const added = result.candidates.slice(0, Math.max(0, room));
    onChange([...candidates, ...added]);
    setReport({ ...result, fileName: file.name, added: added.length });
  }

  return (
    <div className="deal-import">
      <div className="pro-actions">
        <input
          ref={fileInput}
          id={fileId}
          className="visually-hidden"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void importFile(e)}
        />
        <Button className="pro-btn pro-btn--gold" onClick={() => fileInput.current?.click()}>
          Importar CSV
        </Button>
        <Button className="pro-btn pro-btn--ghost" onClick={() => void downloadExample()}>
          Descargar CSV de ejemplo
        </Button>
      </div>
      <details className="deal-columns">
        <summary>Columnas del CSV</summary>
        <ul>
          {CSV_COLUMNS.map((c) => (
            <li key={c.header}>
              <code>{c.header}</code>
              {c.required ? ' (obligatoria)' : ''} — {c.help}
            </li>
          ))}
        </ul>
        <p className="fine-print">
          Separador coma o punto y coma; encabezados en español o inglés (address, price, beds, zip,
          rent…). Montos en dólares: 250000 o $250,000.
        </p>
      </details>
      {report ? (
        <div className="deal-import__report" role="status">
          <p>
            <strong>{report.fileName}:</strong>{' '}
            {report.added === 1
              ? '1 propiedad importada'
              : `${countOf(report.added, 'propiedad importada', 'propiedades importadas')}`}
            {report.rowErrors.length
              ? `, ${report.rowErrors.length} ${report.rowErrors.length === 1 ? 'fila con problemas' : 'filas con problemas'}`
              : ''}
            .
          </p>
          {report.fileErrors.length || report.rowErrors.length ? (
            <ul className="deal-import__errors">
              {[...report.fileErrors, ...report.rowErrors.map((r) => r.message)].map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
          {report.ignoredColumns.length ? (
            <p className="fine-print">Columnas ignoradas: {report.ignoredColumns.join(', ')}.</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** One candidate typed by hand, checked by toCandidate before it joins the list. */
function ManualCandidateForm({ candidates, onChange, defaultZip }: CandidatesPanelProps) {
  const [form, setForm] = useState<CandidateForm>(EMPTY_CANDIDATE);
  const [formError, setFormError] = useState<string | null>(null);
  const room = DEAL_FINDER.maxCandidates - candidates.length;

  function add(event: FormEvent) {
    event.preventDefault();
    if (room <= 0) {
      setFormError(`Puedes analizar hasta ${DEAL_FINDER.maxCandidates} propiedades a la vez.`);
      return;
    }
    const result = toCandidate(form, defaultZip);
    if ('error' in result) {
      setFormError(result.error);
      return;
    }
    onChange([...candidates, result.candidate]);
    setForm(EMPTY_CANDIDATE);
    setFormError(null);
  }

  return (
    <form className="deal-manual" onSubmit={add} noValidate aria-label="Agregar una propiedad">
      <h3 className="deal-subtitle deal-manual__title">Agregar a mano</h3>
      <div className="pro-fields deal-manual__fields">
        {MANUAL_FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={f.label}
            name={f.key}
            placeholder={f.key === 'zip' && defaultZip ? defaultZip : f.placeholder}
            inputMode={f.mode}
            autoComplete="off"
            value={form[f.key] as string}
            onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
          />
        ))}
      </div>
      <div className="deal-manual__checks">
        <CheckboxField
          label="Requiere rehabilitación"
          name="needsRehab"
          checked={form.needsRehab}
          onChange={(e) => setForm({ ...form, needsRehab: e.target.checked })}
        />
        <CheckboxField
          label="Ocupada por su dueño"
          name="ownerOccupied"
          checked={form.ownerOccupied}
          onChange={(e) => setForm({ ...form, ownerOccupied: e.target.checked })}
        />
      </div>
      {formError ? (
        <p className="pro-alert deal-manual__error" role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" className="pro-btn pro-btn--ghost">
        Agregar propiedad
      </Button>
    </form>
  );
}

function CandidateList({ candidates, onChange }: Omit<CandidatesPanelProps, 'defaultZip'>) {
  return (
    <div className="deal-list">
      <div className="deal-list__head">
        <h3 className="deal-subtitle">
          {candidates.length === 1 ? '1 propiedad' : `${candidates.length} propiedades`} en la lista
        </h3>
        <Button className="pro-btn pro-btn--danger" size="small" onClick={() => onChange([])}>
          Vaciar lista
        </Button>
      </div>
      <div className="pro-table-wrap">
        <table className="pro-table deal-list__table">
          <caption className="visually-hidden">Propiedades a analizar</caption>
          <thead>
            <tr>
              <th scope="col">Dirección</th>
              <th scope="col">ZIP</th>
              <th scope="col">Precio</th>
              <th scope="col">Hab.</th>
              <th scope="col">Renta</th>
              <th scope="col">
                <span className="visually-hidden">Quitar</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {candidates.map((c, i) => (
              <tr key={`${c.address}-${i}`}>
                <th scope="row">{c.address}</th>
                <td>{c.zip}</td>
                <td>{formatWholeMoney(c.price)}</td>
                <td>{c.beds}</td>
                <td>{c.monthlyRent === undefined ? 'HUD' : formatWholeMoney(c.monthlyRent)}</td>
                <td>
                  <Button
                    className="pro-btn pro-btn--danger"
                    size="small"
                    aria-label={`Quitar ${c.address}`}
                    onClick={() => onChange(candidates.filter((_, j) => j !== i))}
                  >
                    Quitar
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
