import type { MarketSourcesInfo } from '../../../shared/api/market.ts';
import { route } from '../../commons/http.ts';
import { marketData } from '../provider.ts';
import { loadIndex } from '../store.ts';

/** GET /api/market/sources — the provider in use, whether live listings exist, data vintages. */
export const handler = route('GET /api/market/sources', async () => {
  const market = await marketData();
  const index = await loadIndex();
  const body: MarketSourcesInfo = {
    provider: market.provider,
    liveListings: typeof market.listings === 'function',
    periods: { ...index.periods },
  };
  return { body };
});
