import { createHash } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';
import { config } from './config.ts';

/**
 * Structured JSON logs (CloudWatch in AWS, stdout locally). Each API request's lines carry its
 * `requestId` and, once the caller is known, `user`: a hash of the member's id (commons/http.ts),
 * so one member's requests can be followed without the logs naming them.
 */
export const logger = new Logger({ serviceName: 'inversor-listo', logLevel: config.LOG_LEVEL });

/** The member's pseudonym in the logs: the first 16 hex digits of SHA-256 of their id. */
export function userHash(userId: string): string {
  return createHash('sha256').update(`inversor-listo:user:${userId}`).digest('hex').slice(0, 16);
}
