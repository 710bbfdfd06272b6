import { describe, expect, it } from 'vitest';
import { tooManyRequestsMessage } from './messages.ts';

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
