import './band-gauge.css';

type GaugeTone = 'good' | 'warn' | 'bad';

interface GaugeZone {
  /** Upper edge of the zone (the last zone runs to `max`). */
  to: number;
  tone: GaugeTone;
  label: string;
}

interface BandGaugeProps {
  label: string;
  /** The figure; null draws no marker ("—"). */
  value: number | null;
  display: string;
  /** Label of the zone the figure falls in (from the band rule, judged as shown); null: none. */
  band: string | null;
  min: number;
  max: number;
  /** Zones in ascending order; the last one's `to` is ignored (it ends at max). */
  zones: readonly GaugeZone[];
  /** Text for the scale ticks (zone edges). */
  formatTick: (value: number) => string;
}

/**
 * A bullet gauge: the figure as a marker over its bands (e.g. cash-on-cash over ≤5 bajo, 5-8
 * moderado, >8 excelente). The value outside the scale pins to its end with an arrow.
 */
export function BandGauge({
  label,
  value,
  display,
  band,
  min,
  max,
  zones,
  formatTick,
}: BandGaugeProps) {
  const span = max - min;
  const position = (x: number) => ((Math.min(max, Math.max(min, x)) - min) / span) * 100;
  const segments = zones.map((zone, i) => {
    const from = i === 0 ? min : zones[i - 1]!.to;
    const to = i === zones.length - 1 ? max : zone.to;
    return { ...zone, left: position(from), width: position(to) - position(from) };
  });
  const current = segments.find((s) => s.label === band) ?? null;
  const off = value === null ? null : value < min ? 'below' : value > max ? 'above' : null;

  return (
    <figure className="gauge">
      <figcaption className="gauge__head">
        <span className="gauge__label">{label}</span>
        <span className={`gauge__value gauge__value--${current?.tone ?? 'none'}`}>{display}</span>
      </figcaption>
      <div
        className="gauge__track"
        role="img"
        aria-label={`${label}: ${display}${current ? ` (${current.label})` : ''}`}
      >
        {segments.map((s) => (
          <span
            key={s.label}
            className={`gauge__zone gauge__zone--${s.tone}${current === s ? ' gauge__zone--active' : ''}`}
            style={{ left: `${s.left}%`, width: `${s.width}%` }}
          >
            <span className="gauge__zone-label">{s.label}</span>
          </span>
        ))}
        {value !== null ? (
          <span
            className={`gauge__marker${off ? ` gauge__marker--${off}` : ''}`}
            style={{ left: `${position(value)}%` }}
            aria-hidden="true"
          />
        ) : null}
      </div>
      <div className="gauge__ticks" aria-hidden="true">
        {zones.slice(0, -1).map((zone) => (
          <span key={zone.to} style={{ left: `${position(zone.to)}%` }}>
            {formatTick(zone.to)}
          </span>
        ))}
      </div>
    </figure>
  );
}
