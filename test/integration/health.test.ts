import { describe, expect, it } from 'vitest';
import { handler } from '../../functions/platform/handlers/health.ts';
import { apiEvent, jsonBody } from '../support/events.ts';

describe('GET /api/health', () => {
  it('answers ok when the table answers', async () => {
    const result = await handler(apiEvent({ path: '/api/health' }));
    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ ok: true });
  });
});

describe('GET /api/health without the table', () => {
  it('answers 503 { ok: false } when the table does not answer', async () => {
    const { vi } = await import('vitest');
    vi.resetModules();
    const previous = process.env.TABLE_NAME;
    process.env.TABLE_NAME = 'table-that-does-not-exist';
    try {
      const fresh = await import('../../functions/platform/handlers/health.ts');
      const result = await fresh.handler(apiEvent({ path: '/api/health' }));
      expect(result.statusCode).toBe(503);
      expect(jsonBody(result)).toEqual({ ok: false });
    } finally {
      process.env.TABLE_NAME = previous;
      vi.resetModules();
    }
  });
});
