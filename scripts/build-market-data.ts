/**
 * `npm run build:market-data`: compile ../shared/data/market (the public datasets described in its
 * SOURCES.md) into functions/market/data/ — index.json and one shard per state — which is
 * committed, so CI and the Lambda bundles have it without ../shared. Deterministic: running it
 * twice gives the same bytes. Flags: --source <dir>, --out <dir>.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compileMarketData, compiledFiles, writeCompiled } from './market-data/compile.ts';

const root = path.resolve(import.meta.dirname, '..');
export const DEFAULT_SOURCE_DIR = path.resolve(root, '../shared/data/market');
export const DEFAULT_OUT_DIR = path.join(root, 'functions/market/data');

async function main() {
  const { values } = parseArgs({
    options: { source: { type: 'string' }, out: { type: 'string' } },
  });
  const sourceDir = path.resolve(values.source ?? DEFAULT_SOURCE_DIR);
  const outDir = path.resolve(values.out ?? DEFAULT_OUT_DIR);
  const started = Date.now();
  const data = await compileMarketData(sourceDir);
  const files = compiledFiles(data);
  await writeCompiled(outDir, files);
  let bytes = 0;
  for (const file of files.keys()) bytes += (await stat(path.join(outDir, file))).size;
  const zips = Object.values(data.index.states).reduce((sum, s) => sum + s.zips, 0);
  console.log(
    `Market data: ${zips} ZIPs in ${data.shards.size} state shards, ${(bytes / 1e6).toFixed(2)} MB, ` +
      `written to ${path.relative(root, outDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
