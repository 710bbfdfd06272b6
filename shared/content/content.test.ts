import { describe, expect, it } from 'vitest';
import { CHECKLIST_CATEGORIES, CHECKLIST_ITEMS, isRequiredChecklistItem } from './checklist.ts';
import { DOCUMENT_CATEGORIES, DOCUMENT_ITEMS } from './documents.ts';
import { CHECKLIST_COUNT, DOCUMENT_COUNT } from './counts.ts';
import { progressLabel, progressOf, shownPercent } from './progress.ts';
import { PROGRESS_TOOL_ITEMS, isProgressTool } from './tools.ts';

describe('progress labels at their edges', () => {
  it.each([
    [100, 'Completo'],
    [99.9, 'Casi Terminado'],
    [75, 'Casi Terminado'],
    [74.9, 'En Progreso'],
    [25, 'En Progreso'],
    [24.9, 'Iniciando'],
    [0, 'Iniciando'],
  ] as const)('%s → %s', (percent, label) => {
    expect(progressLabel(percent)).toBe(label);
  });

  it('counts only known items and never shows 100 % before the last one', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const one = progressOf(items, new Set(['a', 'zzz']));
    expect(one).toMatchObject({ done: 1, total: 3, label: 'En Progreso' });
    expect(one.percent).toBeCloseTo(33.333, 3);
    expect(progressOf([], new Set()).percent).toBe(0);
    expect(shownPercent(99.6)).toBe(99);
    expect(progressOf(items, new Set(['a', 'b', 'c'])).label).toBe('Completo');
  });
});

describe('checklist content', () => {
  it('has 4, 6, 5, 4 and 4 items per category', () => {
    const counts = CHECKLIST_CATEGORIES.map(
      (c) => CHECKLIST_ITEMS.filter((item) => item.category === c.id).length,
    );
    expect(counts).toEqual([4, 6, 5, 4, 4]);
    // 4 + 6 + 5 + 4 + 4 = 23: every page that counts the steps says 23.
    expect(CHECKLIST_ITEMS).toHaveLength(23);
  });
  it('has unique ids, a title, a description and a priority on every item', () => {
    expect(new Set(CHECKLIST_ITEMS.map((i) => i.id)).size).toBe(CHECKLIST_ITEMS.length);
    for (const item of CHECKLIST_ITEMS) {
      expect(item.title.length).toBeGreaterThan(10);
      expect(item.description.length).toBeGreaterThan(60);
      expect(['high', 'medium', 'low']).toContain(item.priority);
    }
    expect(CHECKLIST_ITEMS.filter(isRequiredChecklistItem).length).toBeGreaterThan(0);
  });
});

describe('document guide content', () => {
  it('has four tabs with 6, 6, 4 and 4 documents (20)', () => {
    expect(DOCUMENT_CATEGORIES.map((c) => c.id)).toEqual([
      'personal',
      'property',
      'analysis',
      'legal',
    ]);
    const counts = DOCUMENT_CATEGORIES.map(
      (c) => DOCUMENT_ITEMS.filter((item) => item.category === c.id).length,
    );
    expect(counts).toEqual([6, 6, 4, 4]);
    expect(new Set(DOCUMENT_ITEMS.map((i) => i.id)).size).toBe(20);
  });
  it('gives every document a required flag, a timeframe and a description', () => {
    for (const item of DOCUMENT_ITEMS) {
      expect(typeof item.required).toBe('boolean');
      expect(item.timeframe.length).toBeGreaterThan(5);
      expect(item.description.length).toBeGreaterThan(60);
    }
  });
});

describe('progress tools', () => {
  it('knows the ids of each tool and nothing else', () => {
    expect(isProgressTool('checklist')).toBe(true);
    expect(isProgressTool('documents')).toBe(true);
    expect(isProgressTool('toString')).toBe(false);
    expect(PROGRESS_TOOL_ITEMS.checklist).toHaveLength(CHECKLIST_ITEMS.length);
    expect(PROGRESS_TOOL_ITEMS.documents).toHaveLength(20);
  });
});

it("the menu's counts are the content's", () => {
  expect(DOCUMENT_COUNT).toBe(DOCUMENT_ITEMS.length);
  expect(CHECKLIST_COUNT).toBe(CHECKLIST_ITEMS.length);
});
