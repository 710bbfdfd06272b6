import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { QualifyResponse } from '@shared/api/qualify';
import {
  rulesToConfirm,
  type ProgramResult,
  type QualifyPlan,
} from '@shared/finance/qualification';
import {
  EXAMPLE_LABEL,
  PUBLISHED_GUIDE_LABEL,
  NO_DATA,
  PROGRAM_TYPE_LABELS,
  type LoanPurpose,
} from '@shared/lenders/catalog';
import type { LenderProgram } from '@shared/lenders/program';
import { formatDate, formatMoney } from '@shared/format';
import { reservesLine } from '@shared/lenders/shared-lines';
import {
  describeBasis,
  describeChanges,
  describePlanOutcome,
  describeStep,
  describeToConfirm,
  describeUnplannedRule,
  FIX_LINKS,
  formatFigure,
  RULE_LABELS,
} from '../model';

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
  // The closest: the first plan's program (the least money to qualify), else the first listed.
  const best =
    result.programs.find((p) => p.id === result.plans[0]?.programId) ?? result.programs[0];
  // Each new verdict takes the focus, so a screen reader and a phone go to it from the button.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [result]);
  return (
    <section
      className={`pro-card qualify-verdict ${eligible.length > 0 ? 'qualify-verdict--yes' : 'qualify-verdict--no'}`}
      aria-labelledby="qualify-verdict-title"
      aria-live="polite"
    >
      <h2 id="qualify-verdict-title" ref={title} className="pro-card__title" tabIndex={-1}>
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
          {describeChanges(best.changes, purpose, best.basis).length > 0
            ? `: ${describeChanges(best.changes, purpose, best.basis).join('; ')}.`
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

/**
 * The deal's figures as lenders compute them: the rent that counts (the lesser of the lease and
 * the appraiser's 1007 rent; the 1007 rent for a vacant unit), the qualifying payment (PITIA, or
 * ITIA on an interest-only loan), DSCR, LTV, cash to close (or cash out) and reserves after closing, with
 * the reserves' arithmetic in one line.
 */
function QualifyMetrics({ metrics: m }: { metrics: QualifyResponse['metrics'] }) {
  const basis = m.qualifyingBasis;
  return (
    <>
      <dl className="qualify-metrics">
        <div>
          <dt>Renta que cuenta</dt>
          <dd data-testid="qualify-rent">{formatMoney(m.qualifyingRent)}</dd>
        </div>
        <div>
          <dt>{basis} mensual</dt>
          <dd data-testid="qualify-pitia">{formatMoney(m.qualifyingPayment)}</dd>
        </div>
        <div>
          <dt>DSCR (renta ÷ {basis})</dt>
          <dd data-testid="qualify-dscr">{m.dscr.toFixed(2)}</dd>
        </div>
        <div>
          <dt>LTV</dt>
          <dd data-testid="qualify-ltv">{m.ltv.toFixed(2)}%</dd>
        </div>
        {m.cashOut > 0 ? (
          <div>
            <dt>Efectivo que recibes</dt>
            <dd data-testid="qualify-cash-out">{formatMoney(m.cashOut)}</dd>
          </div>
        ) : (
          <div>
            <dt>Efectivo para cerrar</dt>
            <dd data-testid="qualify-funds-to-close">{formatMoney(m.fundsToClose)}</dd>
          </div>
        )}
        {m.carryingCosts > 0 ? (
          <div>
            <dt>Pagos y gastos durante la obra</dt>
            <dd data-testid="qualify-carrying">{formatMoney(m.carryingCosts)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Reservas después del cierre</dt>
          <dd data-testid="qualify-reserves">
            {m.countedAssets < m.fundsToClose ? 'ninguna' : `${m.reservesMonths.toFixed(1)} meses`}
          </dd>
        </div>
      </dl>
      <p className="fine-print" data-testid="qualify-reserves-line">
        Reservas:{' '}
        {reservesLine({
          countedAssets: m.countedAssets,
          fundsToClose: m.fundsToClose,
          payment: m.qualifyingPayment,
          paymentBasis: basis,
        })}
        .{' '}
        {basis !== 'ITIA'
          ? ''
          : m.pitia > m.qualifyingPayment + 0.005
            ? `Al terminar el solo interés el pago sube a ${formatMoney(m.pitia)} (PITIA). `
            : 'Es de solo interés todo el plazo: el capital se paga al vender o refinanciar. '}
        Cada programa las cuenta a su manera (sus pesos, su pago y si suma el cash-out).
      </p>
    </>
  );
}

/**
 * The plan to qualify with the closest programs: the steps in order, with amounts and dates, as a
 * loan officer would give them, and the alternatives that need less cash. `title` says whether
 * it is this run's or the one kept with the deal file.
 */
export function QualifyPlans({
  plans,
  purpose,
  title,
  lead,
}: {
  plans: readonly QualifyPlan[];
  purpose: LoanPurpose;
  title: string;
  lead: string;
}) {
  return (
    <section className="pro-card qualify-plans" aria-labelledby="qualify-plans-title">
      <h2 id="qualify-plans-title" className="pro-card__title">
        {title}
      </h2>
      <p className="pro-card__lead">{lead}</p>
      {plans.length === 0 ? (
        <p>
          Ningún programa cercano tiene un camino con tus datos: lo que falta no se arregla con
          dinero, renta, crédito ni tiempo (estado, tipo de propiedad o de préstamo, situación
          migratoria).
        </p>
      ) : (
        plans.map((plan) => (
          <article
            key={plan.programId}
            className="qualify-plan"
            data-testid={`plan-${plan.programId}`}
            aria-label={`Plan con ${plan.programName}`}
          >
            <h3 className="qualify-plan__title">
              Con {plan.programName}
              {plan.example ? <span className="qualify-badge">{EXAMPLE_LABEL}</span> : null}
            </h3>
            <ol className="qualify-plan__steps">
              {plan.steps.map((step, i) => (
                <li key={`${step.kind}-${i}`}>{describeStep(step, purpose, plan.origin)}</li>
              ))}
            </ol>
            {describePlanOutcome(plan).map((line) => (
              <p key={line} className="qualify-plan__outcome">
                {line}
              </p>
            ))}
          </article>
        ))
      )}
    </section>
  );
}

/** The verdict, the deal's figures, and every program with its rules and what to change. */
export function QualifyResults({ result, purpose, programs, onConnect }: QualifyResultsProps) {
  const eligible = result.programs.some((p) => p.eligible);
  return (
    <div className="pro-stack">
      <QualifyVerdict result={result} purpose={purpose} />
      {result.programs.length > 0 && (!eligible || result.plans.length > 0) ? (
        <QualifyPlans
          plans={result.plans}
          purpose={purpose}
          title={eligible ? 'Para calificar con más programas' : 'Tu plan para calificar'}
          lead="Los pasos, en orden, con los programas más cercanos. Cada plan se comprobó aplicando sus pasos uno tras otro."
        />
      ) : null}

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
      <p className="fine-print">
        {describeBasis(result.basis)} Reservas después del cierre: {reservesLine(result.basis)}.
      </p>
      <ul>
        {result.rules.map((rule) =>
          rule.toConfirm ? (
            <li key={rule.rule} className="qualify-confirm">
              <span aria-hidden="true">?</span> {RULE_LABELS[rule.rule]}: tu dato{' '}
              {formatFigure(rule.rule, rule.actual)}. {describeToConfirm(rule.rule, result.origin)}
            </li>
          ) : (
            <li key={rule.rule} className={rule.pass ? 'positive' : 'negative'}>
              <span aria-hidden="true">{rule.pass ? '✓' : '✗'}</span> {RULE_LABELS[rule.rule]}: tu
              dato {formatFigure(rule.rule, rule.actual)}; pide{' '}
              {formatFigure(rule.rule, rule.required)}
              {rule.pass ? '' : ' (no cumple)'}
            </li>
          ),
        )}
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
  const changes = describeChanges(result.changes, purpose, result.basis);
  const fixed = new Set([
    'ltv',
    'ltc',
    'arv-ltv',
    'cash-out',
    'loan-max',
    'dscr',
    'reserves',
    'fico',
  ]);
  const other = failed.filter((r) => !fixed.has(r.rule));
  // What the program's source does not state: never a refusal, a question for the lender.
  const toConfirm = rulesToConfirm(result).map((rule) => (
    <li key={`confirm-${rule.rule}`} className="qualify-confirm">
      {describeToConfirm(rule.rule, result.origin)}
    </li>
  ));
  return result.eligible ? (
    toConfirm.length > 0 ? (
      <ul className="qualify-changes">
        <li>Nada: cumples todas las reglas que publica.</li>
        {toConfirm}
      </ul>
    ) : (
      <span>Nada: cumples todas las reglas.</span>
    )
  ) : (
    <ul className="qualify-changes">
      {toConfirm}
      {changes.map((line) => (
        <li key={line}>{line}</li>
      ))}
      {other.map((rule) => (
        <li key={rule.rule}>{describeUnplannedRule(rule, purpose)}</li>
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

/** Where a program comes from and its date: the lender's own, a published guide, or an example. */
function ProgramOrigin({
  result,
  program,
}: {
  result: ProgramResult;
  program: LenderProgram | undefined;
}) {
  if (result.origin === 'example' || !program) return null;
  const date = formatDate(`${program.sourceDate}T12:00:00Z`);
  if (result.origin === 'lender') {
    return (
      <span className="qualify-program__meta" data-testid="program-origin">
        Programa del prestamista: {program.source}, confirmado el {date}
      </span>
    );
  }
  return (
    <span className="qualify-program__meta" data-testid="program-origin">
      <span className="qualify-badge">{PUBLISHED_GUIDE_LABEL}</span> Fuente:{' '}
      <a href={program.source} target="_blank" rel="noopener noreferrer">
        {new URL(program.source).hostname}
      </a>
      , leída el {date}
    </span>
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
        <ProgramOrigin result={result} program={program} />
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
        {!onConnect || program?.lender.contactEmail ? null : program?.lender.website ? (
          <a
            className="qualify-connect-button"
            href={program.lender.website}
            target="_blank"
            rel="noopener noreferrer"
          >
            Web del prestamista
          </a>
        ) : null}
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
