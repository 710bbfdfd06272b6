/**
 * How many items the document guide and the checklist hold, for the member menu, which names the
 * counts on every member page without loading the content itself (~6 kB gzip). content.test.ts
 * fails when a count and its content disagree.
 */
export const DOCUMENT_COUNT = 20;
export const CHECKLIST_COUNT = 23;
