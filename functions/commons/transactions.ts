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
}

const MAX_ATTEMPTS = 6;

/**
 * TransactWriteItems that retries only on transaction conflicts (another transaction holding the
 * same items, e.g. two registrations of one username at once), with jittered backoff, and turns a
 * failed condition into ConditionsFailed with the indexes of the items whose condition failed.
 */
export async function writeTransaction(items: TransactItems): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transactWrite({ TransactItems: items });
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      const failed = codes.flatMap((code, i) => (code === 'ConditionalCheckFailed' ? [i] : []));
      if (failed.length > 0) throw new ConditionsFailed(failed, items);
      const conflict = codes.includes('TransactionConflict') || codes.length === 0;
      if (!conflict || attempt >= MAX_ATTEMPTS) throw error;
      await sleep(Math.random() * 25 * 2 ** attempt);
    }
  }
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
