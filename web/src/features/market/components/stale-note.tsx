import { staleNote } from '@shared/market/freshness';
import type { MarketSourceId } from '@shared/market/sources';

/**
 * The line under a market figure older than its publisher's calendar allows (shared/market/
 * freshness.ts): "Desactualizado (enero de 2025): Zillow publica esta serie cada mes…". Judged on
 * the day the page is read; nothing when the figure is current or live.
 */
export function StaleNote({ source, period }: { source: MarketSourceId; period: string }) {
  const note = staleNote(source, period, new Date());
  return note ? <span className="market-stale">{note}</span> : null;
}
