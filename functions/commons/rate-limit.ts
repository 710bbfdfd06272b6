import { db, epochSeconds, tableName } from './db.ts';
import { tooManyRequests } from './errors.ts';
import { tooManyRequestsMessage } from '../../shared/messages.ts';
import { keys } from './keys.ts';
import { ConditionsFailed, retryConflicts, type TransactItem } from './transactions.ts';

/**
 * Fixed-window counters in the table: RATE#<scope>#<key>#<window> with ADD and a TTL, so
 * concurrent requests count atomically.
 */
function counterKey(scope: string, key: string, windowSeconds: number, now: Date) {
  const window = Math.floor(epochSeconds(now) / windowSeconds);
  return {
    key: keys.rate(scope, key, window),
    windowEnd: (window + 1) * windowSeconds,
  };
}

/** 429 with Retry-After (the seconds left in the window) and the Spanish message saying so. */
export function windowExceeded(windowEnd: number, now: Date = new Date()) {
  const retryAfter = Math.max(1, windowEnd - epochSeconds(now));
  return tooManyRequests(tooManyRequestsMessage(retryAfter), retryAfter);
}

/** The update that adds `delta` to a window's count; the item expires a minute after its window. */
function addTo(counter: ReturnType<typeof counterKey>, delta: number) {
  return {
    TableName: tableName,
    Key: counter.key,
    UpdateExpression: 'ADD #count :delta SET #ttl = if_not_exists(#ttl, :ttl)',
    ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':delta': delta, ':ttl': counter.windowEnd + 60 },
  };
}

/**
 * Add `delta` to a counter of the current window; returns the new count and the window's end
 * (epoch seconds). Retried while a save carrying the same count in its transaction holds the item.
 */
export async function addToCount(
  scope: string,
  key: string,
  windowSeconds: number,
  delta = 1,
  now: Date = new Date(),
): Promise<{ count: number; windowEnd: number }> {
  const counter = counterKey(scope, key, windowSeconds, now);
  const result = await retryConflicts(() =>
    db.update({ ...addTo(counter, delta), ReturnValues: 'UPDATED_NEW' }),
  );
  return { count: Number(result.Attributes?.count ?? 0), windowEnd: counter.windowEnd };
}

/** A counter's value in the current window, without changing it (0 when there is none). */
export async function readCount(
  scope: string,
  key: string,
  windowSeconds: number,
  now: Date = new Date(),
): Promise<number> {
  const counter = counterKey(scope, key, windowSeconds, now);
  const result = await db.get({ TableName: tableName, Key: counter.key });
  return Number(result.Item?.count ?? 0);
}

/** Count one request; throws 429 (with Retry-After) past `limit` in the window. */
export async function consumeRateLimit(
  scope: string,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date = new Date(),
): Promise<void> {
  const { count, windowEnd } = await addToCount(scope, key, windowSeconds, 1, now);
  if (count > limit) throw windowExceeded(windowEnd, now);
}

/**
 * One request's count in its route's window (routes.ts `rateLimit`). Counted at once with
 * `consume()`, or, on a route whose answer is one write (`rateLimit.inWrite`), carried by that
 * write: `item()` is a transaction item that counts the request and fails its condition past the
 * limit, so the write and its count are one table call, and a refused request writes nothing.
 * `settle()` after the route turns that refusal into the 429, and counts on its own a request
 * that never reached its write (refused input, a visitor), so every request still counts.
 */
export class RequestCount {
  readonly #counter: ReturnType<typeof counterKey>;
  /** The item handed to the route's write, once it asked for it. */
  #carried: TransactItem | undefined;

  constructor(
    private readonly scope: string,
    private readonly key: string,
    private readonly limit: number,
    private readonly windowSeconds: number,
    private readonly now: Date = new Date(),
  ) {
    this.#counter = counterKey(scope, key, windowSeconds, now);
  }

  /** Count the request now; throws 429 (with Retry-After) past the limit. */
  consume(): Promise<void> {
    return consumeRateLimit(this.scope, this.key, this.limit, this.windowSeconds, this.now);
  }

  /** The transaction item that counts the request in the route's write (its count from then on). */
  item(): TransactItem {
    this.#carried ??= this.#underLimit();
    return this.#carried;
  }

  #underLimit(): TransactItem {
    const update = addTo(this.#counter, 1);
    return {
      Update: {
        ...update,
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':limit': this.limit },
      },
    };
  }

  /**
   * After the route answered, or threw `error`: 429 when its write was refused for this count;
   * otherwise a request whose count no write carried (it never reached its write, or its write was
   * refused for something else and, being one transaction, wrote nothing) is counted now.
   */
  async settle(error?: unknown): Promise<void> {
    if (this.#carried && error === undefined) return;
    if (error instanceof ConditionsFailed && error.refused(this.#carried)) {
      throw windowExceeded(this.#counter.windowEnd, this.now);
    }
    await this.consume();
  }
}
