import { HttpResponse } from 'msw';
import type { ZodError } from 'zod';
import { MESSAGES } from '@shared/messages';

/**
 * Error answers shaped as functions/commons/http.ts sends them: JSON `{ message }` in Spanish; a
 * schema refusal is a 400 with the first issue's message.
 */
export function message(status: number, text: string) {
  return HttpResponse.json({ message: text }, { status });
}

export function invalid(error: ZodError) {
  return message(400, error.issues[0]?.message ?? MESSAGES.invalidInput);
}
