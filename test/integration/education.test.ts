/**
 * The Pro portal's API: every visitor gets the cards and previews, only a Pro or Elite member with a
 * paid subscription gets an article's full text — refused to a visitor (401) and to a free or lapsed
 * member (403, in Spanish) by the server, whatever the page shows.
 */
import { describe, expect, it } from 'vitest';
import { handler as getArticle } from '../../functions/education/handlers/get-article.ts';
import { handler as listArticles } from '../../functions/education/handlers/list-articles.ts';
import { ARTICLES } from '../../functions/education/library.ts';
import {
  EDUCATION_MESSAGES,
  type ArticleListResponse,
  type ArticleResponse,
} from '../../shared/api/education.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { grantPlan } from '../support/plans.ts';
import { signedInUser } from '../support/users.ts';

const list = (cookie?: string) =>
  listArticles(
    apiEvent({ path: '/api/education/articles', cookies: cookie ? [cookie] : undefined }),
  );

const read = (id: string, cookie?: string) =>
  getArticle(
    apiEvent({
      path: `/api/education/articles/${id}`,
      pathParameters: { id },
      cookies: cookie ? [cookie] : undefined,
    }),
  );

const sample = ARTICLES[0]!;
/** A sentence from the end of the body: never in a preview. */
const bodyEnd = sample.content.slice(-120);

describe('GET /api/education/articles', () => {
  it('lists every article with its preview, sources and dates, and no body, to anyone', async () => {
    for (const cookie of [undefined, (await signedInUser()).cookie]) {
      const res = await list(cookie);
      expect(res.statusCode).toBe(200);
      const { articles } = jsonBody<ArticleListResponse>(res);
      expect(articles.map((a) => a.id)).toEqual(ARTICLES.map((a) => a.id));
      expect(articles.length).toBeGreaterThanOrEqual(12);
      for (const article of articles) {
        expect(article).not.toHaveProperty('content');
        expect(article.preview.length).toBeGreaterThan(40);
        expect(article.sources.length).toBeGreaterThan(0);
        expect(article.readingMinutes).toBeGreaterThanOrEqual(1);
      }
      expect(res.body).not.toContain(bodyEnd);
    }
  });
});

describe('GET /api/education/articles/{id}', () => {
  it('refuses the full text to a visitor (401) and to a free member (403 in Spanish)', async () => {
    const visitor = await read(sample.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain(bodyEnd);

    const { cookie } = await signedInUser();
    const free = await read(sample.id, cookie);
    expect(free.statusCode).toBe(403);
    expect(jsonBody<{ message: string }>(free).message).toBe(MESSAGES.forbiddenPro);
    expect(free.body).not.toContain(bodyEnd);
  });

  it('refuses it to a member whose Pro subscription lapsed', async () => {
    const { cookie, user } = await signedInUser();
    await grantPlan(user.id, 'pro', 'canceled');
    expect((await read(sample.id, cookie)).statusCode).toBe(403);
    await grantPlan(user.id, 'pro', 'past_due');
    expect((await read(sample.id, cookie)).statusCode).toBe(403);
  });

  it('gives a Pro member (trial included) and an Elite member the full text with its sources', async () => {
    for (const [plan, status] of [
      ['pro', 'trialing'],
      ['pro', 'active'],
      ['elite', 'active'],
    ] as const) {
      const { cookie, user } = await signedInUser();
      await grantPlan(user.id, plan, status);
      const res = await read(sample.id, cookie);
      expect(res.statusCode).toBe(200);
      const { article } = jsonBody<ArticleResponse>(res);
      expect(article.content).toBe(sample.content);
      expect(article.content).toContain(bodyEnd);
      expect(article.sources).toEqual(sample.sources);
      expect(article.publishedOn).toBe(sample.publishedOn);
      expect(article.readingMinutes).toBe(sample.readingMinutes);
    }
  });

  it('answers 404 in Spanish for an article that does not exist', async () => {
    const { cookie, user } = await signedInUser();
    await grantPlan(user.id, 'pro');
    const res = await read('no-existe', cookie);
    expect(res.statusCode).toBe(404);
    expect(jsonBody<{ message: string }>(res).message).toBe(EDUCATION_MESSAGES.notFound);
  });
});
