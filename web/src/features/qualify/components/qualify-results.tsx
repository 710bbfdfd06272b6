import { Link } from 'react-router';
import type { QualifyResponse } from '@shared/api/qualify';
import type { ProgramResult } from '@shared/finance/qualification';
import {
  EXAMPLE_LABEL,
  NO_DATA,
  PROGRAM_TYPE_LABELS,
  type LoanPurpose,
} from '@shared/lenders/catalog';
import type { LenderProgram } from '@shared/lenders/program';
import { formatDate, formatMoney } from '@shared/format';
import { describeChanges, FIX_LINKS, formatFigure, RULE_LABELS } from '../model';

interface QualifyResultsProps {
  result: QualifyResponse;
  purpose: LoanPurpose;
  /** The loaded programs by id: rate range, source and date. */
  programs: ReadonlyMap<string, LenderProgram>;
  /** Elite: open the connection form for a program whose lender has a contact. */
  onConnect?: (programId: string) => void;
}
/** The yes/no heading, the eligible programs or the closest one, and the deal's figures. */
function QualifyVerdict({ result, purpose }: Pick<QualifyResultsProps, 'result' | 'purpose'>) {
  const eligible = result.programs.filter((p) => p.eligible);
  const allExamples = result.programs.length > 0 && result.programs.every((p) => p.example);
  const best = result.programs[0];
  return (
    <section
      className={`pro-card qualify-verdict ${eligible.length > 0 ? 'qualify-verdict--yes' : 'qualify-verdict--no'}`}
      aria-labelledby="qualify-verdict-title"
      aria-live="polite"
    >
      <h2 id="qualify-verdict-title" className="pro-card__title" tabIndex={-1}>
        {result.programs.length === 0
          ? 'No hay programas cargados todavía'
          : eligible.length > 0
            ? `Sí: calificas con ${eligible.length} de ${result.programs.length} programas`
            : `Todavía no calificas con ninguno de los ${result.programs.length} programas`}
      </h2>
      {eligible.length > 0 ? (
        <p>{eligible.map((p) => p.name).join(' · ')}</p>
      ) : best ? (
        <p>
          El más cercano es <strong>{best.name}</strong>
          {describeChanges(best.changes, purpose).length > 0
            ? `: ${describeChanges(best.changes, purpose).join('; ')}.`
            : '.'}
        </p>
      ) : null}
      {allExamples ? (
        <p className="qualify-example-note">
          {EXAMPLE_LABEL}: estos programas son ilustrativos, para que veas cómo se revisa tu
          préstamo. No son ofertas ni tasas reales.
        </p>
      ) : null}
      <QualifyMetrics metrics={result.metrics} />
    </section>
  );
}

/** Payment, PITIA, DSCR, LTV and reserves as the lenders compute them. */
function QualifyMetrics({ metrics: m }: { metrics: QualifyResponse['metrics'] }) {
  return (
    <dl className="qualify-metrics">
      <div>
        <dt>Pago (capital e interés)</dt>
        <dd>{formatMoney(m.payment)}</dd>
      </div>
      <div>
        <dt>PITIA mensual</dt>
        <dd data-testid="qualify-pitia">{formatMoney(m.pitia)}</dd>
      </div>
      <div>
        <dt>DSCR (renta ÷ PITIA)</dt>
        <dd data-testid="qualify-dscr">{m.dscr.toFixed(2)}</dd>
      </div>
      <div>
        <dt>LTV</dt>
        <dd data-testid="qualify-ltv">{m.ltv.toFixed(2)}%</dd>
      </div>
      <div>
        <dt>Reservas</dt>
        <dd data-testid="qualify-reserves">{m.reservesMonths.toFixed(1)} meses</dd>
      </div>
    </dl>
  );
}

/** The verdict, the deal's figures, and every program with its rules and what to change. */
export function QualifyResults({ result, purpose, programs, onConnect }: QualifyResultsProps) {
  return (
    <div className="pro-stack">
      <QualifyVerdict result={result} purpose={purpose} />

      <section className="pro-card" aria-labelledby="qualify-programs-title">
        <h2 id="qualify-programs-title" className="pro-card__title">
          Programas de prestamistas
        </h2>
        <p className="pro-card__lead">
          Primero los que te aceptan; luego los que piden menos cambios. Cada cambio, por sí solo,
          hace pasar su regla.
        </p>
        <table className="qualify-table">
          <thead>
            <tr>
              <th scope="col">Programa</th>
              <th scope="col">Resultado</th>
              <th scope="col">Qué cambiar</th>
              <th scope="col">Tasa típica</th>
            </tr>
          </thead>
          <tbody>
            {result.programs.map((program) => (
              <ProgramRow
                key={program.id}
                result={program}
                program={programs.get(program.id)}
                purpose={purpose}
                onConnect={onConnect}
              />
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
/** A program's rules one by one against the member's figures, with the program's source. */
function ProgramRules({
  result,
  program,
}: {
  result: ProgramResult;
  program: LenderProgram | undefined;
}) {
  return (
    <details className="qualify-rules">
      <summary>Ver las {result.rules.length} reglas</summary>
      <ul>
        {result.rules.map((rule) => (
          <li key={rule.rule} className={rule.pass ? 'positive' : 'negative'}>
            <span aria-hidden="true">{rule.pass ? '✓' : '✗'}</span> {RULE_LABELS[rule.rule]}: tu
            dato {formatFigure(rule.rule, rule.actual)}; pide{' '}
            {formatFigure(rule.rule, rule.required)}
            {rule.pass ? '' : ' (no cumple)'}
          </li>
        ))}
      </ul>
      {program ? (
        <p className="fine-print">
          Fuente: {program.source}, {formatDate(`${program.sourceDate}T12:00:00Z`)}.
          {program.prepaymentPenalty
            ? ` Penalidad por pago anticipado: ${program.prepaymentPenalty}.`
            : ''}
        </p>
      ) : null}
    </details>
  );
}

/** What to change for a program: each failed rule's fix, and links to the tools that help. */
function ProgramChanges({ result, purpose }: { result: ProgramResult; purpose: LoanPurpose }) {
  const failed = result.rules.filter((r) => !r.pass);
  const changes = describeChanges(result.changes, purpose);
  const fico = failed.find((r) => r.rule === 'fico');
  const other = failed.filter((r) => !['ltv', 'dscr', 'reserves', 'fico'].includes(r.rule));
  return result.eligible ? (
    <span>Nada: cumples todas las reglas.</span>
  ) : (
    <ul className="qualify-changes">
      {changes.map((line) => (
        <li key={line}>{line}</li>
      ))}
      {fico ? (
        <li>
          FICO de al menos {formatFigure('fico', fico.required)} (tienes{' '}
          {formatFigure('fico', fico.actual)})
        </li>
      ) : null}
      {other.map((rule) => (
        <li key={rule.rule}>
          {RULE_LABELS[rule.rule]}: pide {formatFigure(rule.rule, rule.required)} — este programa no
          sirve para tu caso
        </li>
      ))}
      {failed.flatMap((rule) =>
        (FIX_LINKS[rule.rule] ?? []).map((link) => (
          <li key={`${rule.rule}-${link.to}`} className="qualify-fix">
            <Link to={link.to}>{link.label}</Link>
          </li>
        )),
      )}
    </ul>
  );
}

function ProgramRow({
  result,
  program,
  purpose,
  onConnect,
}: {
  result: ProgramResult;
  program: LenderProgram | undefined;
  purpose: LoanPurpose;
  onConnect?: (programId: string) => void;
}) {
  const failed = result.rules.filter((r) => !r.pass);
  const rate = program?.rateRange;
  return (
    <tr data-testid={`program-${result.id}`} aria-label={result.name}>
      <th scope="row" data-label="Programa">
        <span className="qualify-program__name">{result.name}</span>
        <span className="qualify-program__meta">
          {result.lender} · {PROGRAM_TYPE_LABELS[result.type]}
        </span>
        {result.example ? <span className="qualify-badge">{EXAMPLE_LABEL}</span> : null}
        <ProgramRules result={result} program={program} />
      </th>
      <td data-label="Resultado">
        {result.eligible ? (
          <strong className="positive">Calificas</strong>
        ) : (
          <strong className="negative">
            No calificas ({failed.length} {failed.length === 1 ? 'regla' : 'reglas'})
          </strong>
        )}
        {onConnect && program?.lender.contactEmail ? (
          <button
            type="button"
            className="qualify-connect-button"
            onClick={() => onConnect(result.id)}
            aria-label={`Conectar con este prestamista: ${result.name}`}
          >
            Conectar con este prestamista
          </button>
        ) : null}
      </td>
      <td data-label="Qué cambiar">
        <ProgramChanges result={result} purpose={purpose} />
      </td>
      <td data-label="Tasa típica">
        {rate ? (
          <span>
            {rate.min}%–{rate.max}% ({rate.source}, {formatDate(`${rate.asOf}T12:00:00Z`)})
          </span>
        ) : (
          <span className="fine-print">{NO_DATA}</span>
        )}
      </td>
    </tr>
  );
}
