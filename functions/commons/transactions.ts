import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './db.ts';

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;
export type TransactItem = TransactItems[number];

/**
 * A transaction refused because a condition failed: `failed` lists the items' indexes, `items` the
 * transaction's items (so that whoever added one item can tell whether its own condition failed).
 */
export class ConditionsFailed extends Error {
  constructor(
    readonly failed: number[],
    readonly items: TransactItems = [],
  ) {
    super(`Transaction conditions failed at items ${failed.join(', ')}`);
    this.name = 'ConditionsFailed';
  }

  /** Whether `item` (the object given to the transaction) is one whose condition failed. */
  refused(item: TransactItem | undefined): boolean {
    return item !== undefined && this.failed.some((i) => this.items[i] === item);
  }
}

const MAX_ATTEMPTS = 6;

/**
 * TransactWriteItems that retries only on transaction conflicts (another transaction holding the
 * same items, e.g. two registrations of one username at once) and turns a failed condition into
 * ConditionsFailed with the indexes of the items whose condition failed.
 */
export async function writeTransaction(items: TransactItems): Promise<void> {
  try {
    await retryConflicts(() => db.transactWrite({ TransactItems: items }));
  } catch (error) {
    const codes = cancellationCodes(error) ?? [];
    const failed = codes.flatMap((code, i) => (code === 'ConditionalCheckFailed' ? [i] : []));
    if (failed.length > 0) throw new ConditionsFailed(failed, items);
    throw error;
  }
}

/**
 * Run a write again, with jittered backoff, while it is refused only because another transaction
 * holds its items: up to MAX_ATTEMPTS, then the conflict goes up (db.ts isUnavailableError: the
 * Spanish 503 with Retry-After). A plain write to an item a transaction is writing at that moment
 * is refused the same way (a rate-limit count beside a save that carries one, rate-limit.ts).
 */
export async function retryConflicts<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isConflict(error) || attempt >= MAX_ATTEMPTS) throw error;
      await sleep(Math.random() * 25 * 2 ** attempt);
    }
  }
}

function isConflict(error: unknown): boolean {
  const codes = cancellationCodes(error);
  if (!codes || codes.includes('ConditionalCheckFailed')) return false;
  return codes.includes('TransactionConflict') || codes.length === 0;
}

function cancellationCodes(error: unknown): string[] | undefined {
  if (
    error instanceof TransactionCanceledException ||
    isNamed(error, 'TransactionCanceledException')
  ) {
    const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
    return reasons.map((r) => r.Code ?? 'None');
  }
  if (isNamed(error, 'TransactionConflictException')) return ['TransactionConflict'];
  return undefined;
}

function isNamed(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
