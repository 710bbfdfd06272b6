import { db, tableName } from './db.ts';
import {
  ConditionsFailed,
  writeTransaction,
  type TransactItem,
  type TransactItems,
} from './transactions.ts';

/** The key of a counter item that keeps the size of one owner's collection (pk, sk). */
export interface CounterKey {
  pk: string;
  sk: string;
}

/**
 * Per-owner limits that hold under concurrent requests. Counting the collection and then writing
 * lets two requests both see 199 of 200 and both write; instead each create runs in one
 * transaction with `incrementUnder` on a counter item beside the collection, and each delete with
 * `decrement` (`writeCounted`).
 */
export function incrementUnder(key: CounterKey, limit: number, also?: Measure): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `SET #count = #count + :one${also ? ', #also = #also + :amount' : ''}`,
      ConditionExpression: `#count < :limit${also ? ' AND #also <= :room' : ''}`,
      ExpressionAttributeNames: { '#count': 'count', ...(also ? { '#also': also.name } : {}) },
      ExpressionAttributeValues: {
        ':one': 1,
        ':limit': limit,
        ...(also ? { ':amount': also.amount, ':room': also.max - also.amount } : {}),
      },
    },
  };
}

/**
 * A second total kept on the same counter item (e.g. a member's bytes in the vault beside the
 * number of files): each change adds `amount`, and a create must keep it at or under `max`.
 */
export interface Measure {
  name: string;
  amount: number;
  /** Only for incrementUnder: the most the total may reach. */
  max: number;
}

/** Transaction item: one fewer in the collection (never below zero), less `also.amount`. */
export function decrement(key: CounterKey, also?: Omit<Measure, 'max'>): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `SET #count = #count - :one${also ? ', #also = #also - :amount' : ''}`,
      ConditionExpression: '#count > :zero',
      ExpressionAttributeNames: { '#count': 'count', ...(also ? { '#also': also.name } : {}) },
      ExpressionAttributeValues: {
        ':one': 1,
        ':zero': 0,
        ...(also ? { ':amount': also.amount } : {}),
      },
    },
  };
}

/**
 * Write a transaction that holds `incrementUnder(counter)` or `decrement(counter)`; failed
 * conditions come out as ConditionsFailed, as from writeTransaction.
 *
 * An owner whose collection predates its counter has none yet, and the counter's condition fails.
 * When that is the only failure, the counter is made from the collection's real size (`size` must
 * read consistently) if it is still missing, and the transaction runs once more. Only the first
 * seed is written (a conditional put), and no counted change can succeed before a counter exists,
 * so the size it was seeded from is still true. A change refused for its own item (a missing one
 * to delete) writes nothing, not even the seed. A counter with a second total (`Measure`) is seeded
 * from `{ count, <name>: total }`.
 */
export async function writeCounted(
  counter: CounterKey,
  size: () => Promise<number | ({ count: number } & Record<string, number>)>,
  items: TransactItems,
): Promise<void> {
  const at = items.findIndex(
    (item) => item.Update?.Key?.pk === counter.pk && item.Update.Key.sk === counter.sk,
  );
  if (at < 0) throw new Error(`no update of the counter ${counter.pk} ${counter.sk}`);
  try {
    await writeTransaction(items);
  } catch (error) {
    if (!(error instanceof ConditionsFailed) || error.failed.join() !== String(at)) throw error;
    const existing = await db.get({ TableName: tableName, Key: counter, ConsistentRead: true });
    if (!existing.Item) {
      try {
        const seed = await size();
        await db.put({
          TableName: tableName,
          Item: { ...counter, ...(typeof seed === 'number' ? { count: seed } : seed) },
          ConditionExpression: 'attribute_not_exists(pk)',
        });
      } catch (seedError) {
        // Another request seeded it first: theirs stands.
        if ((seedError as Error).name !== 'ConditionalCheckFailedException') throw seedError;
      }
    }
    // Again, whoever seeded it: the counter may have been missing only when this one ran (the
    // retry then answers for the change itself), or it is a real refusal (at the limit, at zero).
    await writeTransaction(items);
  }
}
