import { config } from '../commons/config.ts';
import { EmbeddedMarketData } from './embedded.ts';
import type { MarketData } from './market-data.ts';
import { RentCastClient, RentCastMarketData } from './rentcast.ts';

let instance: MarketData | undefined;

/** The configured MarketData: RentCast over the embedded data with a key, else the embedded data. */
export function marketData(): MarketData {
  instance ??= config.RENTCAST_API_KEY
    ? new RentCastMarketData(
        new EmbeddedMarketData(),
        new RentCastClient({ apiKey: config.RENTCAST_API_KEY, baseUrl: config.RENTCAST_BASE_URL }),
      )
    : new EmbeddedMarketData();
  return instance;
}
