import { readFile } from 'node:fs/promises';
import { programFileSchema } from '../../shared/lenders/program.ts';
import { putProgram } from './programs.ts';

/**
 * The library of published guidelines (shared/lenders/published-guides.json, docs/lender-library.md):
 * what lenders publish on their own pages, each program with its source and the day it was read.
 * Loaded in every environment by ops (`scripts/lender-programs.ts library`) and by the local
 * runtime at start. Validated whole first: one bad program loads nothing.
 */
const PUBLISHED_GUIDES_FILE = new URL(
  '../../shared/lenders/published-guides.json',
  import.meta.url,
);

export async function loadPublishedGuides(
  file: URL | string = PUBLISHED_GUIDES_FILE,
): Promise<{ id: string; created: boolean }[]> {
  const { programs } = programFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const loaded = [];
  for (const program of programs) {
    loaded.push({ id: program.id, ...(await putProgram(program)) });
  }
  return loaded;
}
