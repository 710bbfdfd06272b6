import { Logger } from '@aws-lambda-powertools/logger';
import { config } from './config.ts';

/** Structured JSON logs (CloudWatch in AWS, stdout locally). */
export const logger = new Logger({ serviceName: 'inversor-listo', logLevel: config.LOG_LEVEL });
