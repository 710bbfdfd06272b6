import { Link } from 'react-router';
import type { DealFileSummary } from '../../../../../shared/api/deal-files';
import { formatDate, formatMoney } from '../../../../../shared/format';
import { formatPercent } from '../../../lib/format-figures';

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
          <Link
            className="btn btn--ghost"
            to={`?expediente=${file.id}`}
            aria-label={`Abrir el expediente ${file.inputs.name}`}
            aria-current={file.id === openId ? 'page' : undefined}
          >
            {file.id === openId ? 'Abierto' : 'Abrir'}
          </Link>
        </li>
      ))}
    </ul>
  );
}
