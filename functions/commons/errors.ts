import { MESSAGES } from '../../shared/messages.ts';

/** The one error hierarchy; `errorResult` in http.ts maps it to JSON { message } in Spanish. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string = MESSAGES.invalidInput) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES.unauthenticated) =>
  new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });
export const unavailable = () => new HttpError(503, MESSAGES.unavailable);
