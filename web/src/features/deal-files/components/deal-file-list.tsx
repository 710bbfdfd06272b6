import { Link } from 'react-router';
import type { DealFileSummary } from '@shared/api/deal-files';
import { QUALIFY_DEAL_FILE_PARAM } from '@shared/api/deal-file-texts';
import { formatDate, formatMoney } from '@shared/format';
import { formatPercent } from '@/lib/format-figures';

/** The member's deal files as cards (two columns from 720 px), newest first. */
export function DealFileList({
  files,
  openId,
}: {
  files: DealFileSummary[];
  openId: string | null;
}) {
  return (
    <ul className="deal-list" aria-label="Tus expedientes">
      {files.map((file) => (
        <li
          key={file.id}
          className={file.id === openId ? 'deal-item deal-item--open' : 'deal-item'}
        >
          <h3>{file.inputs.name}</h3>
          <p>
            {file.inputs.address || 'Dirección sin indicar'} · {formatDate(file.updatedAt)}
            {file.portfolioPropertyId ? ' · En tu portafolio' : ''}
          </p>
          <dl>
            <dt>Flujo mensual</dt>
            <dd className={file.figures.monthlyCashFlow < 0 ? 'negative' : undefined}>
              {formatMoney(file.figures.monthlyCashFlow)}
            </dd>
            <dt>Cash-on-cash</dt>
            <dd>{formatPercent(file.figures.cashOnCash)}</dd>
            <dt>TIR</dt>
            <dd>{formatPercent(file.figures.irr)}</dd>
            <dt>Efectivo invertido</dt>
            <dd>{formatMoney(file.figures.cashInvested)}</dd>
          </dl>
          {file.qualification ? (
            <p className="deal-item__qualify">
              <Link to={`/califico?${QUALIFY_DEAL_FILE_PARAM}=${file.id}`}>
                ¿Califico?: {file.qualification.eligible} de {file.qualification.total} programas
              </Link>{' '}
              · {formatDate(file.qualification.createdAt)}
              {file.qualification.examplesOnly ? ' · programas de ejemplo' : ''}
            </p>
          ) : null}
          <div className="deal-item__actions">
            <Link
              className="btn btn--ghost"
              to={`/califico?${QUALIFY_DEAL_FILE_PARAM}=${file.id}`}
              aria-label={`¿Califico? con el expediente ${file.inputs.name}`}
            >
              ¿Califico?
            </Link>
            <Link
              className="btn btn--ghost"
              to={`?expediente=${file.id}`}
              aria-label={`Abrir el expediente ${file.inputs.name}`}
              aria-current={file.id === openId ? 'page' : undefined}
            >
              {file.id === openId ? 'Abierto' : 'Abrir'}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
