/**
 * The Pro portal's articles (shared/api/education.ts), one module each in ./articles/. Their full
 * texts live here, on the server, and leave it only through GET /api/education/articles/{id} to a
 * Pro or Elite member: the public list carries a preview. Words, reading time and preview are
 * computed from each text when the module loads, never typed.
 */
import type { Article, ArticleSummary } from '../../shared/api/education.ts';
import { countWords, readingMinutes } from '../../shared/content/reading-time.ts';
import type { ArticleDraft } from './article-draft.ts';
import { appraisal1007 } from './articles/appraisal-1007.ts';
import { brrrrRefinance } from './articles/brrrr-refinance.ts';
import { creditScores } from './articles/credit-scores.ts';
import { depreciation1031 } from './articles/depreciation-1031.ts';
import { hardMoneyTerms } from './articles/hard-money-terms.ts';
import { insurance } from './articles/insurance.ts';
import { itinForeignNationals } from './articles/itin-foreign-nationals.ts';
import { llcTitle } from './articles/llc-title.ts';
import { propertyTaxes } from './articles/property-taxes.ts';
import { reservesSeasoning } from './articles/reserves-seasoning.ts';
import { shortTermRentalDscr } from './articles/short-term-rental-dscr.ts';
import { termSheet } from './articles/term-sheet.ts';

/** The preview stops at this many words (at a sentence end when one comes before). */
export const PREVIEW_WORDS = 60;

/**
 * The article's first paragraph, cut to PREVIEW_WORDS words: at the last sentence end inside the
 * limit when there is one, else at the limit with "…".
 */
export function articlePreview(content: string): string {
  const first = content
    .split('\n')
    .find((line) => line.trim() !== '' && !/^(## |- |\d+\. )/.test(line));
  const words = (first ?? '').trim().split(/\s+/);
  if (words.length <= PREVIEW_WORDS) return words.join(' ');
  const kept = words.slice(0, PREVIEW_WORDS);
  // The last word that ends a sentence ("préstamo." but not "1.25"), if it is past the middle.
  const last = kept.findLastIndex((word) => /[.!?]$/.test(word));
  return last >= PREVIEW_WORDS / 2 ? kept.slice(0, last + 1).join(' ') : `${kept.join(' ')}…`;
}

function complete(draft: ArticleDraft): Article {
  return {
    ...draft,
    words: countWords(draft.content),
    readingMinutes: readingMinutes(draft.content),
    preview: articlePreview(draft.content),
  };
}

/** Every article, in the order the portal lists them. */
export const ARTICLES: readonly Article[] = [
  itinForeignNationals,
  llcTitle,
  creditScores,
  reservesSeasoning,
  appraisal1007,
  shortTermRentalDscr,
  insurance,
  propertyTaxes,
  brrrrRefinance,
  hardMoneyTerms,
  termSheet,
  depreciation1031,
].map(complete);

/** The cards of every article, without their bodies. */
export function articleSummaries(): ArticleSummary[] {
  return ARTICLES.map(({ content: _content, ...summary }) => summary);
}

export function findArticle(id: string): Article | undefined {
  return ARTICLES.find((article) => article.id === id);
}
