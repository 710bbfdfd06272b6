/**
 * The bench's measures, run in this order by scripts/bench.ts. Add new figures here (see
 * bench/measure.ts for the interface). Measures that need the web build or the local runtime get
 * them through bench/builds.ts and bench/runtime.ts, which start each once per run.
 */
import type { Measure } from '../measure.ts';
import { authMeasure } from './auth.ts';
import { bundle } from './bundle.ts';
import { coldStartsMeasure } from './cold-starts.ts';
import { loadMeasure } from './load.ts';
import { pagesMeasure } from './pages.ts';
import { proMeasure } from './pro.ts';
import { qualifyMeasure } from './qualify.ts';

export const MEASURES: readonly Measure[] = [
  bundle,
  pagesMeasure,
  authMeasure,
  proMeasure,
  qualifyMeasure,
  coldStartsMeasure,
  loadMeasure,
];
