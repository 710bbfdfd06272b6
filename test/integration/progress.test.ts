import { describe, expect, it } from 'vitest';
import { handler as getProgress } from '../../functions/progress/handlers/get.ts';
import { handler as putProgress } from '../../functions/progress/handlers/put.ts';
import { CHECKLIST_ITEM_IDS } from '../../shared/content/checklist.ts';
import { DOCUMENT_ITEM_IDS } from '../../shared/content/documents.ts';
import type { ProgressResponse } from '../../shared/api/progress.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { randomIp, signedInUser } from '../support/users.ts';

function get(tool: string, cookie?: string) {
  return getProgress(
    apiEvent({
      path: `/api/progress/${tool}`,
      pathParameters: { tool },
      cookies: cookie ? [cookie] : undefined,
    }),
  );
}

function put(tool: string, body: unknown, cookie?: string) {
  return putProgress(
    apiEvent({
      method: 'PUT',
      path: `/api/progress/${tool}`,
      pathParameters: { tool },
      body,
      cookies: cookie ? [cookie] : undefined,
      sourceIp: randomIp(),
    }),
  );
}

describe('/api/progress/{tool}', () => {
  it('needs a signed-in user', async () => {
    expect((await get('checklist')).statusCode).toBe(401);
    expect((await put('checklist', { completed: [] })).statusCode).toBe(401);
  });

  it('starts empty, saves a set, and reads it back per tool', async () => {
    const { cookie } = await signedInUser();
    const empty = await get('checklist', cookie);
    expect(empty.statusCode).toBe(200);
    expect(jsonBody<ProgressResponse>(empty)).toEqual({
      tool: 'checklist',
      completed: [],
      updatedAt: null,
    });

    const ids = CHECKLIST_ITEM_IDS.slice(0, 3);
    const saved = await put('checklist', { completed: [...ids, ids[0]] }, cookie);
    expect(saved.statusCode).toBe(200);
    expect(jsonBody<ProgressResponse>(saved).completed).toEqual(ids); // duplicates dropped

    const read = jsonBody<ProgressResponse>(await get('checklist', cookie));
    expect(read.completed).toEqual(ids);
    expect(read.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Another tool is untouched.
    expect(jsonBody<ProgressResponse>(await get('documents', cookie)).completed).toEqual([]);

    // A PUT replaces the set (unticking works).
    await put('checklist', { completed: [ids[1]] }, cookie);
    expect(jsonBody<ProgressResponse>(await get('checklist', cookie)).completed).toEqual([ids[1]]);
  });

  it('keeps each user to their own progress', async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    await put('documents', { completed: [DOCUMENT_ITEM_IDS[0]] }, a.cookie);
    expect(jsonBody<ProgressResponse>(await get('documents', b.cookie)).completed).toEqual([]);
    expect(jsonBody<ProgressResponse>(await get('documents', a.cookie)).completed).toEqual([
      DOCUMENT_ITEM_IDS[0],
    ]);
  });

  it('refuses unknown tools, unknown item ids, wrong shapes and oversized sets', async () => {
    const { cookie } = await signedInUser();
    expect((await get('pro-tools', cookie)).statusCode).toBe(404);
    const unknownItem = await put('checklist', { completed: [DOCUMENT_ITEM_IDS[0]] }, cookie);
    expect(unknownItem.statusCode).toBe(400);
    expect(jsonBody(unknownItem).message).toBe('Elemento desconocido en el progreso');
    expect((await put('checklist', { completed: 'todo' }, cookie)).statusCode).toBe(400);
    expect((await put('checklist', {}, cookie)).statusCode).toBe(400);
    const tooMany = Array.from(
      { length: CHECKLIST_ITEM_IDS.length + 1 },
      () => CHECKLIST_ITEM_IDS[0],
    );
    expect((await put('checklist', { completed: tooMany }, cookie)).statusCode).toBe(400);
    // Nothing was stored by the refused requests.
    expect(jsonBody<ProgressResponse>(await get('checklist', cookie)).completed).toEqual([]);
  });
});
