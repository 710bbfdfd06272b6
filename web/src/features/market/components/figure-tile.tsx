import type { Datum } from '@shared/api/market';
import { hasFigure } from '@shared/api/market-texts';
import { figureMeta, formatChange, formatValue } from '../format';
import { StaleNote } from './stale-note';

interface FigureTileProps {
  label: string;
  datum: Datum;
  /** Extra line under the value (e.g. what the index means). */
  hint?: string;
  tone?: 'good' | 'warn' | 'bad';
  /** A change: shown with its sign (+2.67 %). */
  signed?: boolean;
}

/**
 * One figure with where it comes from: value, place · source · period, whether that period is out
 * of date, and its note; or a dash with the reason the sources have none. Never a number the data
 * does not hold.
 */
export function FigureTile({ label, datum, hint, tone, signed }: FigureTileProps) {
  if (!hasFigure(datum)) {
    return (
      <div className="metric metric--none market-figure" role="group" aria-label={label}>
        <span className="metric__label">{label}</span>
        <span className="metric__value" aria-hidden="true">
          —
        </span>
        <span className="market-figure__reason">{datum.reason}</span>
      </div>
    );
  }
  return (
    <div
      className={`metric market-figure${tone ? ` metric--${tone}` : ''}`}
      role="group"
      aria-label={label}
    >
      <span className="metric__label">{label}</span>
      <span className="metric__value">
        {signed && datum.unit === 'percent'
          ? formatChange(datum.value)
          : formatValue(datum.value, datum.unit)}
      </span>
      <span className="market-figure__meta">{figureMeta(datum)}</span>
      <StaleNote source={datum.source} period={datum.period} />
      {datum.note ? <span className="metric__note">{datum.note}</span> : null}
      {hint ? <span className="metric__note">{hint}</span> : null}
    </div>
  );
}
