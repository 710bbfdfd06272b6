/**
 * Reads the compiled market data (functions/market/data, built by `npm run build:market-data`)
 * lazily: the small index once, then one state shard the first time a request needs it; both stay
 * cached for the life of the process (a warm Lambda). The folder sits beside this module in the
 * source tree and beside the bundle in a Lambda package (the stack copies it there), so the same
 * relative URL finds it in both; MARKET_DATA_DIR overrides it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILED_VERSION, type CompiledIndex, type StateShard } from './compiled.ts';

export function marketDataDir(): string {
  return process.env.MARKET_DATA_DIR ?? fileURLToPath(new URL('./data/', import.meta.url));
}

let indexPromise: Promise<CompiledIndex> | undefined;
const shardPromises = new Map<string, Promise<StateShard>>();

async function readJson<T extends { version: number }>(file: string): Promise<T> {
  const data = JSON.parse(await readFile(path.join(marketDataDir(), file), 'utf8')) as T;
  if (data.version !== COMPILED_VERSION) {
    throw new Error(
      `${file}: compiled market data version ${data.version}, expected ${COMPILED_VERSION}`,
    );
  }
  return data;
}

export function loadIndex(): Promise<CompiledIndex> {
  indexPromise ??= readJson<CompiledIndex>('index.json').catch((error: unknown) => {
    indexPromise = undefined;
    throw error;
  });
  return indexPromise;
}

export async function loadShard(state: string): Promise<StateShard | undefined> {
  const index = await loadIndex();
  if (!Object.hasOwn(index.states, state)) return undefined;
  let shard = shardPromises.get(state);
  if (!shard) {
    shard = readJson<StateShard>(`states/${state}.json`);
    shard.catch(() => shardPromises.delete(state));
    shardPromises.set(state, shard);
  }
  return shard;
}

/** The shard holding a ZIP, found through the index's 3-digit prefixes. */
export async function findZip(zip: string): Promise<StateShard | undefined> {
  const index = await loadIndex();
  for (const state of index.prefixes[zip.slice(0, 3)] ?? []) {
    const shard = await loadShard(state);
    if (shard && Object.hasOwn(shard.zips, zip)) return shard;
  }
  return undefined;
}
