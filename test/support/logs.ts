import { logger } from '../../functions/commons/logger.ts';

export interface LogLine {
  level: string;
  message: string;
  [key: string]: unknown;
}

/**
 * The structured log lines the functions' powertools logger prints while `work` runs (the tests
 * run with LOG_LEVEL=SILENT: the level is raised to INFO meanwhile, and the lines kept, not shown).
 */
export async function captureLogs<T>(
  work: () => Promise<T>,
): Promise<{ result: T; logs: LogLine[] }> {
  const logs: LogLine[] = [];
  const previous = logger.getLevelName();
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((stream) => stream.write);
  for (const stream of streams) {
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
      const lines = text.split('\n').filter((line) => line.includes('"service":"inversor-listo"'));
      for (const line of lines) logs.push(JSON.parse(line) as LogLine);
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }) as typeof stream.write;
  }
  logger.setLogLevel('INFO');
  try {
    return { result: await work(), logs };
  } finally {
    logger.setLogLevel(previous);
    streams.forEach((stream, i) => (stream.write = writes[i]!));
  }
}
