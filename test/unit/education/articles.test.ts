/**
 * The Pro portal's articles as written: enough of them on the topics an investor preparing a loan
 * asks about, each of the length, sources and dates the portal promises, with reading times and
 * previews computed from the text and the preview well short of the body.
 */
import { describe, expect, it } from 'vitest';
import {
  ARTICLES,
  articlePreview,
  articleSummaries,
  findArticle,
  PREVIEW_WORDS,
} from '../../../functions/education/library.ts';
import { ARTICLE_TOPICS } from '../../../shared/api/education.ts';
import { countWords } from '../../../shared/content/reading-time.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (day: string) =>
  DAY.test(day) && new Date(`${day}T12:00:00Z`).toISOString().startsWith(day);

describe('the Pro portal articles', () => {
  it('cover every topic the portal promises, at least twelve articles', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(12);
    const ids = ARTICLES.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const titles = ARTICLES.map((a) => a.title).join('\n');
    for (const topic of [
      /ITIN/,
      /extranjeros/,
      /LLC/,
      /título/,
      /corto plazo/,
      /Reservas/,
      /seasoning/i,
      /1007/,
      /Seguros/,
      /Impuestos a la propiedad/,
      /Depreciación/,
      /1031/,
      /FICO/,
      /BRRRR/,
      /Hard money/,
      /term sheet/,
    ]) {
      expect(titles).toMatch(topic);
    }
  });

  it.each(ARTICLES.map((a) => [a.id, a] as const))(
    '%s: 700–1,300 words, sources with https addresses, dated',
    (_id, article) => {
      expect(article.words).toBeGreaterThanOrEqual(700);
      expect(article.words).toBeLessThanOrEqual(1300);
      expect(article.topic in ARTICLE_TOPICS).toBe(true);
      expect(validDay(article.publishedOn)).toBe(true);
      expect(article.sources.length).toBeGreaterThanOrEqual(3);
      for (const source of article.sources) {
        expect(source.publisher.trim()).not.toBe('');
        expect(source.title.trim()).not.toBe('');
        expect(new URL(source.url).protocol).toBe('https:');
        expect(validDay(source.readOn)).toBe(true);
        expect(source.readOn <= article.publishedOn).toBe(true);
      }
      // Worked examples say they are examples.
      for (const heading of article.content.match(/^## .*ejemplo.*$/gim) ?? []) {
        expect(heading).toMatch(/ilustrativo/);
      }
    },
  );

  it('computes words and reading time from the text (words ÷ 200), never typed', () => {
    for (const article of ARTICLES) {
      expect(article.words).toBe(countWords(article.content));
      expect(article.readingMinutes).toBe(Math.max(1, Math.round(article.words / 200)));
    }
  });

  it('previews the opening, well short of the body', () => {
    for (const article of ARTICLES) {
      const words = article.preview.split(/\s+/).length;
      expect(words).toBeLessThanOrEqual(PREVIEW_WORDS);
      expect(words).toBeLessThan(article.words * 0.1);
      const opening = article.preview.replace(/…$/, '');
      expect(article.content.startsWith(opening)).toBe(true);
    }
  });

  it('cuts a long opening at a sentence end past the middle, else at the limit with …', () => {
    const sentence = (n: number) => Array.from({ length: n }, () => 'palabra').join(' ');
    expect(articlePreview(`${sentence(40)}. ${sentence(40)}.`)).toBe(`${sentence(40)}.`);
    expect(articlePreview(`${sentence(10)}. ${sentence(80)}`)).toBe(
      `${sentence(10)}. ${sentence(PREVIEW_WORDS - 10)}…`,
    );
    // A decimal is not a sentence end.
    expect(articlePreview(`${sentence(35)} 1.25 ${sentence(40)}`)).toMatch(/…$/);
    expect(articlePreview('## Título\nPrimer párrafo corto.\n\nSegundo.')).toBe(
      'Primer párrafo corto.',
    );
  });

  it('leaves the bodies out of the public cards and finds each article by id', () => {
    const summaries = articleSummaries();
    expect(summaries).toHaveLength(ARTICLES.length);
    for (const summary of summaries) {
      expect(summary).not.toHaveProperty('content');
      expect(findArticle(summary.id)?.content.length).toBeGreaterThan(summary.preview.length * 5);
    }
    expect(findArticle('no-existe')).toBeUndefined();
  });
});
