/**
 * Progress of the two tick-off tools (investment checklist, document guide): the share of items
 * done and its label.
 */

export type ProgressLabel = 'Completo' | 'Casi Terminado' | 'En Progreso' | 'Iniciando';

/** 100 % Completo; 75 % or more Casi Terminado; 25 % or more En Progreso; else Iniciando. */
export function progressLabel(percent: number): ProgressLabel {
  if (percent >= 100) return 'Completo';
  if (percent >= 75) return 'Casi Terminado';
  if (percent >= 25) return 'En Progreso';
  return 'Iniciando';
}

export interface Progress {
  done: number;
  total: number;
  /** done ÷ total × 100 (0 when there are no items). */
  percent: number;
  label: ProgressLabel;
}

/** Progress over `items` given the ids marked complete (unknown ids are ignored). */
export function progressOf(
  items: readonly { id: string }[],
  completed: ReadonlySet<string>,
): Progress {
  const done = items.filter((item) => completed.has(item.id)).length;
  const total = items.length;
  const percent = total === 0 ? 0 : (done / total) * 100;
  return { done, total, percent, label: progressLabel(percent) };
}

/** The percentage as shown: whole numbers, rounded down so 100 % means every item is done. */
export function shownPercent(percent: number): number {
  return Math.floor(percent);
}
