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
/** A card refused or missing (Stripe's and the simulator's answers). */
export const paymentRequired = (message: string) => new HttpError(402, message);
/** Existed once and is gone for good: a revoked or expired link. */
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
/** `Retry-After` only when the caller should wait (a rate window). */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    message,
    retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
  );
/** Throttled or down: a Spanish 503, never a 500; `Retry-After` when a wait is known. */
export const unavailable = (message: string = MESSAGES.unavailable, retryAfterSeconds?: number) =>
  new HttpError(
    503,
    message,
    retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
  );
