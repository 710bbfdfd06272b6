import * as z from 'zod';
import { config } from '../commons/config.ts';
import { logger } from '../commons/logger.ts';
import { readJsonSecret, secretText, SecretUnavailable } from '../commons/secrets.ts';
import { EmbeddedMarketData } from './embedded.ts';
import type { MarketData } from './market-data.ts';
import { RentCastClient, RentCastMarketData } from './rentcast.ts';

/** The RentCast secret in AWS (RENTCAST_SECRET_ARN): JSON {"apiKey": "…"}, filled by ops. */
const rentcastSecretSchema = z.object({ apiKey: secretText() });

const embedded = new EmbeddedMarketData();
let live: { apiKey: string; market: MarketData } | undefined;

/**
 * The configured MarketData: RentCast over the embedded public data when a key is set (the
 * RENTCAST_API_KEY variable locally, the secret in AWS), else the embedded data alone. A secret
 * that cannot be read leaves the member with the public data, not an error.
 */
export async function marketData(): Promise<MarketData> {
  const apiKey = await rentcastKey();
  if (!apiKey) return embedded;
  if (live?.apiKey !== apiKey) {
    const client = new RentCastClient({ apiKey, baseUrl: config.RENTCAST_BASE_URL });
    live = { apiKey, market: new RentCastMarketData(embedded, client) };
  }
  return live.market;
}

async function rentcastKey(): Promise<string | undefined> {
  if (config.RENTCAST_API_KEY) return config.RENTCAST_API_KEY;
  if (!config.RENTCAST_SECRET_ARN) return undefined;
  try {
    return (await readJsonSecret(config.RENTCAST_SECRET_ARN, rentcastSecretSchema)).apiKey;
  } catch (error) {
    if (!(error instanceof SecretUnavailable)) throw error;
    logger.warn('RentCast key unavailable: serving the embedded public data');
    return undefined;
  }
}
