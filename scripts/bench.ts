/**
 * `npm run bench`: run the measures of bench/measures/index.ts (interface in bench/measure.ts),
 * print one table and write bench/results.json. Options:
 *   --check        exit 1 when a budget is missed or a figure could not be measured
 *   --only a,b     run only the named measures (e.g. --only bundle)
 *   --pages all    Lighthouse on every page of the route table, not only CI's six (bench/pages.ts);
 *                  every page's JS is sized either way
 * Progress goes to stderr, the table to stdout; builds and server logs land in bench/out/.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatPageTable, formatTable, type Row } from '../bench/measure.ts';
import { MEASURES } from '../bench/measures/index.ts';
import { PAGE_SELECTIONS, type PageSelection } from '../bench/pages.ts';
import { checkReport, createContext, footnotes, runMeasures } from '../bench/run.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'bench/out');
const resultsFile = path.join(root, 'bench/results.json');
/** The page table's columns, in this order (bench/measures/pages.ts and bundle.ts fill them). */
const PAGE_COLUMNS = ['LCP', 'TBT', 'main thread', 'CLS', 'JS', 'a11y', 'score', 'CPU'];

function parseArgs(argv: string[]): {
  check: boolean;
  only: string[] | undefined;
  pages: PageSelection;
} {
  let check = false;
  let only: string[] | undefined;
  let pages: PageSelection = 'all';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--check') check = true;
    else if (arg === '--pages' || arg.startsWith('--pages=')) {
      const value = arg === '--pages' ? argv[++i] : arg.slice('--pages='.length);
      const selection = PAGE_SELECTIONS.find((name) => name === value);
      if (!selection) throw new Error(`--pages takes ${PAGE_SELECTIONS.join(' or ')}`);
      pages = selection;
    } else if (arg === '--only' || arg.startsWith('--only=')) {
      const list = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      if (!list) throw new Error('--only needs a list of measures, e.g. --only bundle');
      only = list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    } else if (arg === '--help' || arg === '-h') {
      console.log(
        `usage: npm run bench [-- --check] [-- --pages ${PAGE_SELECTIONS.join('|')}] ` +
          `[-- --only ${MEASURES.map((m) => m.name).join(',')}]`,
      );
      process.exit(0);
    } else throw new Error(`unknown option ${arg} (try --help)`);
  }
  const unknown = only?.filter((name) => !MEASURES.some((m) => m.name === name)) ?? [];
  if (unknown.length > 0) {
    throw new Error(
      `no measure named ${unknown.join(', ')}; known: ${MEASURES.map((m) => m.name).join(', ')}`,
    );
  }
  return { check, only, pages };
}

function gitCommit(): string | undefined {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return undefined;
  }
}

/** JSON as the repo's Prettier config writes it, so `prettier --check .` accepts the results. */
async function asPrettierJson(value: unknown, file: string): Promise<string> {
  const json = `${JSON.stringify(value, null, 2)}\n`;
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(file)) ?? {};
    return await prettier.format(json, { ...options, filepath: file });
  } catch {
    return json;
  }
}

async function main(): Promise<number> {
  const { check, only, pages } = parseArgs(process.argv.slice(2));
  const measures = only ? MEASURES.filter((m) => only.includes(m.name)) : MEASURES;
  await mkdir(outDir, { recursive: true });

  const ctx = createContext(root, outDir, (message) => console.error(`bench: ${message}`), pages);
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nbench: ${signal}, stopping what the bench started…`);
    void ctx.cleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const started = performance.now();
  let evaluated: Row[];
  try {
    evaluated = await runMeasures(measures, ctx);
  } finally {
    await ctx.cleanup();
  }
  const durationMs = Math.round(performance.now() - started);
  const cpus = os.cpus();
  const results = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cores: cpus.length,
    cpu: cpus[0]?.model,
    measures: measures.map((m) => m.name),
    pages,
    durationMs,
    rows: evaluated,
  };
  await writeFile(resultsFile, await asPrettierJson(results, resultsFile));

  const pageTable = formatPageTable(evaluated, { slowestBy: 'LCP', order: PAGE_COLUMNS });
  if (pageTable) console.log(`\n${pageTable}`);
  console.log(`\n${formatTable(evaluated.filter((row) => !row.page))}\n`);
  const notes = footnotes(evaluated);
  for (const line of notes) console.log(line);
  if (notes.length > 0) console.log('');
  console.log(
    `${path.relative(root, resultsFile)} written; ${evaluated.length} figures in ${(durationMs / 1000).toFixed(0)} s ` +
      `(node ${process.version}, ${cpus.length} cores).`,
  );

  if (!check) return 0;
  const { exitCode, lines } = checkReport(evaluated);
  for (const line of lines) console.log(line);
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
