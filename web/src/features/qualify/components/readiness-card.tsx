import { Link } from 'react-router';
import { formatDate, formatMoney } from '@shared/format';
import { LOAN_PURPOSE_LABELS } from '@shared/lenders/catalog';
import { useLatestQualification } from '../api/latest-qualification';
import { describeChanges } from '../model';

/** The Pro dashboard's readiness: the latest ¿Califico? verdict, or an invitation to run one. */
export function ReadinessCard() {
  const query = useLatestQualification();
  const latest = query.data?.latest ?? null;
  return (
    <section className="pro-card" aria-labelledby="readiness-title">
      <h2 id="readiness-title" className="pro-card__title">
        ¿Califico?
      </h2>
      {query.isLoading ? (
        <p className="fine-print">Cargando...</p>
      ) : latest ? (
        <>
          <p className="pro-card__lead">
            {LOAN_PURPOSE_LABELS[latest.deal.purpose]} de {formatMoney(latest.deal.price)} con un
            préstamo de {formatMoney(latest.deal.loanAmount)} en {latest.deal.state} ·{' '}
            {formatDate(latest.createdAt)}
          </p>
          <p>
            <strong className={latest.eligible.length > 0 ? 'positive' : 'negative'}>
              {latest.eligible.length > 0
                ? `Calificas con ${latest.eligible.length} de ${latest.total} programas`
                : `Aún no calificas con ninguno de los ${latest.total} programas`}
            </strong>
            {latest.examplesOnly ? ' (programas de ejemplo, no ofertas)' : ''}
          </p>
          {latest.closest ? (
            <p className="fine-print">
              Lo más cercano: {latest.closest.name}.{' '}
              {describeChanges(latest.closest.changes, latest.deal.purpose).join('; ')}
            </p>
          ) : null}
          <Link className="btn btn--primary btn--block" to="/califico">
            Revisar de nuevo
          </Link>
        </>
      ) : (
        <>
          <p className="pro-card__lead">
            Revisa tu préstamo frente a programas de prestamistas: con quién calificas y qué te
            falta.
          </p>
          <Link className="btn btn--primary btn--block" to="/califico">
            Empezar
          </Link>
        </>
      )}
    </section>
  );
}
