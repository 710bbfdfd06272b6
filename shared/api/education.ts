/**
 * The Pro education portal, the "Portal educativo completo" of the Pro plan (shared/plans.ts):
 * articles on what an investor preparing a loan asks, written as a loan officer or a CPA would
 * explain them, each with the sources it states its rules and figures from and its dates.
 *
 *   GET /api/education/articles        every article's card: title, preview, sources (public)
 *   GET /api/education/articles/{id}   one article's full text (Pro or Elite)
 *
 * The full texts live only on the server (functions/education/): the web bundle and the public
 * list carry the preview, so a visitor or a free member never receives an article's body.
 */

/** What each article is about, as the cards label it. */
export const ARTICLE_TOPICS = {
  financiamiento: 'Financiamiento',
  credito: 'Crédito',
  legal: 'Legal y título',
  propiedad: 'Tasación y seguros',
  impuestos: 'Impuestos',
  estrategia: 'Estrategia',
} as const;
type ArticleTopic = keyof typeof ARTICLE_TOPICS;

export type ArticleLevel = 'beginner' | 'intermediate' | 'advanced';

export const ARTICLE_LEVEL_LABELS: Record<ArticleLevel, string> = {
  beginner: 'Principiante',
  intermediate: 'Intermedio',
  advanced: 'Avanzado',
};

/** A publication an article states its rules or figures from. */
export interface ArticleSource {
  /** Who publishes it: "IRS", "Fannie Mae", "FEMA", a lender's name. */
  publisher: string;
  /** Its title, with the section or form number when it has one. */
  title: string;
  /** Its https address. */
  url: string;
  /** The day it was read for the article (YYYY-MM-DD). */
  readOn: string;
}

/** An article as every visitor may see it: no body, only the opening as a preview. */
export interface ArticleSummary {
  id: string;
  title: string;
  description: string;
  topic: ArticleTopic;
  level: ArticleLevel;
  /** The day the article was published (YYYY-MM-DD). */
  publishedOn: string;
  /** Words of the full text and the reading time computed from them (shared/content/reading-time.ts). */
  words: number;
  readingMinutes: number;
  /** The opening of the article, well short of its body. */
  preview: string;
  sources: ArticleSource[];
}

/** An article with its full text (the library's markup: "## ", "- ", "1. ", blank lines). */
export interface Article extends ArticleSummary {
  content: string;
}

export interface ArticleListResponse {
  articles: ArticleSummary[];
}

export interface ArticleResponse {
  article: Article;
}

export const EDUCATION_MESSAGES = {
  notFound: 'No encontramos ese artículo del portal Pro.',
} as const;
