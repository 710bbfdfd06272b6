import { DSCR_BAND_LABELS, roundDscr, type DscrBand } from '@shared/finance/dscr';

/** A DSCR as the screen shows it (two decimals) with its band, or "—" when there is no ratio. */
export function DscrFigure({
  dscr,
  band,
  label,
  testId,
}: {
  dscr: number | null;
  band: DscrBand | null;
  label: string;
  testId: string;
}) {
  return (
    <div className="dscr-figure" data-testid={testId}>
      <p className="dscr-figure__label">{label}</p>
      <p className="dscr-figure__value">{dscr === null ? '—' : roundDscr(dscr).toFixed(2)}</p>
      {band ? (
        <span className={`band band--${band}`}>{DSCR_BAND_LABELS[band]}</span>
      ) : (
        <span className="band band--none">Sin pago mensual</span>
      )}
    </div>
  );
}
