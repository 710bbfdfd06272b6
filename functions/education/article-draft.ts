import type { Article } from '../../shared/api/education.ts';

/** An article as written: everything but what is computed from its text. */
export type ArticleDraft = Omit<Article, 'words' | 'readingMinutes' | 'preview'>;
