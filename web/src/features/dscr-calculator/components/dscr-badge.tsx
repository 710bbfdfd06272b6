import { COVERAGE_BAND_LABELS, roundDscr, type CoverageBand } from '@shared/finance/dscr';

/**
 * A ratio as the screen shows it (two decimals), or "—" when there is none. The owner's coverage
 * carries its margin band; the lender's DSCR says only whether the rent covers the payment.
 */
export function DscrFigure({
  dscr,
  band,
  label,
  testId,
}: {
  dscr: number | null;
  band?: CoverageBand | null;
  label: string;
  testId: string;
}) {
  return (
    <div className="dscr-figure" data-testid={testId}>
      <p className="dscr-figure__label">{label}</p>
      <p className="dscr-figure__value">{dscr === null ? '—' : roundDscr(dscr).toFixed(2)}</p>
      {dscr === null ? (
        <span className="band band--none">Sin pago mensual</span>
      ) : band ? (
        <span className={`band band--${band}`}>{COVERAGE_BAND_LABELS[band]}</span>
      ) : (
        <span className={`band band--${roundDscr(dscr) >= 1 ? 'aceptable' : 'riesgoso'}`}>
          {roundDscr(dscr) >= 1 ? 'La renta cubre el pago' : 'La renta no cubre el pago'}
        </span>
      )}
    </div>
  );
}
