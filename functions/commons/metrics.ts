import { config } from './config.ts';
import { logger } from './logger.ts';

/** The app's metrics, by name; each has an alarm or a dashboard widget. */
export const METRICS = {
  /** The vault's daily run was planned: the heartbeat whose absence alarms. */
  vaultDailyPlanned: 'VaultDailyPlanned',
  /** A job failed its last attempt (its message goes to the dead-letter queue next). */
  jobFailedForGood: 'JobFailedForGood',
} as const;

/**
 * Count one occurrence of a metric. In Lambda a CloudWatch embedded-metric-format line on stdout,
 * which CloudWatch Logs turns into the metric with no API call (and no IAM); elsewhere a log line.
 */
export function countMetric(name: (typeof METRICS)[keyof typeof METRICS], value = 1): void {
  if (!config.AWS_LAMBDA_FUNCTION_NAME) {
    logger.debug('metric', { metric: name, value });
    return;
  }
  process.stdout.write(
    `${JSON.stringify({
      _aws: {
        Timestamp: Date.now(),
        CloudWatchMetrics: [
          {
            Namespace: config.METRICS_NAMESPACE,
            Dimensions: [[]],
            Metrics: [{ Name: name, Unit: 'Count' }],
          },
        ],
      },
      [name]: value,
    })}\n`,
  );
}
