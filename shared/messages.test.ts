import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { spanishFallback, tooManyRequestsMessage } from './messages.ts';

describe('spanishFallback', () => {
  const schema = z.object({
    price: z.number({ error: 'Escribe el precio' }).positive(),
    state: z.string().refine((s) => s.length === 2, 'Elige el estado'),
    note: z.string().max(3),
  });
  const messages = (data: unknown) =>
    schema
      .safeParse(data, { error: spanishFallback('Revisa los datos.') })
      .error?.issues.map((issue) => issue.message);

  it("keeps the schema's own messages, on its type check and its other checks alike", () => {
    expect(messages({ price: 'x', state: 'TX', note: '' })).toEqual(['Escribe el precio']);
    expect(messages({ price: -1, state: 'TX', note: '' })).toEqual(['Escribe el precio']);
    expect(messages({ price: 1, state: 'Texas', note: '' })).toEqual(['Elige el estado']);
  });

  it('answers the fallback where zod would speak English', () => {
    expect(messages({ price: 1, state: 'TX', note: 'larga' })).toEqual(['Revisa los datos.']);
    expect(messages({ price: 1, state: 'TX' })).toEqual(['Revisa los datos.']);
  });
});

describe('tooManyRequestsMessage', () => {
  it('names the wait in whole minutes, rounded up, and in seconds under a minute', () => {
    expect(tooManyRequestsMessage(900)).toBe(
      'Demasiados intentos. Intenta nuevamente en 15 minutos.',
    );
    expect(tooManyRequestsMessage(61)).toBe(
      'Demasiados intentos. Intenta nuevamente en 2 minutos.',
    );
    expect(tooManyRequestsMessage(60)).toBe('Demasiados intentos. Intenta nuevamente en 1 minuto.');
    expect(tooManyRequestsMessage(23)).toBe(
      'Demasiados intentos. Intenta nuevamente en 23 segundos.',
    );
    expect(tooManyRequestsMessage(1)).toBe('Demasiados intentos. Intenta nuevamente en 1 segundo.');
  });
});
