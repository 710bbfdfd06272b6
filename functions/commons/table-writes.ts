import { AsyncLocalStorage } from 'node:async_hooks';
import { LEADING_KEYS, type LeadingKey } from './keys.ts';

/**
 * Least privilege in the single table: each function writes only the partition-key families it
 * declares (AREAS `writes`, JOBS_QUEUE.workerWrites). The role in the template grants exactly
 * `tableWriteGrants(writes)` as `dynamodb:LeadingKeys` conditions (infra/constructs/app-function.ts
 * bindTable), and the table client (commons/db.ts) checks every write against the same grants while
 * a function's work runs (`asTableWriter`: each route, each job), so a write outside them fails
 * with the AccessDenied AWS would answer in the local runtime and in every test, not first in AWS.
 * Ops scripts and test set-up run as no function: unchecked, as ops' own credentials are.
 */

/** Actions that change items; a transaction's items are authorized as these, one by one. */
const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;
type WriteAction = (typeof WRITE_ACTIONS)[number];

/**
 * What every function may update whatever it declares: the rate-limit counters
 * (commons/rate-limit.ts) and the sessions' lastSeenAt (commons/sessions.ts touchSession).
 */
const EVERY_FUNCTION_UPDATES: readonly LeadingKey[] = ['rate', 'session'];

/** One IAM statement's worth: these actions on the items whose partition key is in `leadingKeys`. */
interface TableWriteGrant {
  actions: readonly WriteAction[];
  /** `dynamodb:LeadingKeys` patterns (StringLike). */
  leadingKeys: readonly string[];
}

/** The table writes a function declaring `writes` is granted, in AWS and in the local check alike. */
export function tableWriteGrants(writes: readonly LeadingKey[]): TableWriteGrant[] {
  const grants: TableWriteGrant[] = [
    {
      actions: ['dynamodb:UpdateItem'],
      leadingKeys: EVERY_FUNCTION_UPDATES.map((family) => LEADING_KEYS[family]),
    },
  ];
  if (writes.length > 0) {
    grants.push({
      actions: WRITE_ACTIONS,
      leadingKeys: [...new Set(writes)].map((family) => LEADING_KEYS[family]),
    });
  }
  return grants;
}

/** IAM's StringLike: `*` any run of characters, `?` one, the rest literal. */
function stringLike(pattern: string, value: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`, 's').test(value);
}

/** The families of LEADING_KEYS a partition key belongs to (exactly one for each of our keys). */
export function familiesOf(pk: string): LeadingKey[] {
  return (Object.keys(LEADING_KEYS) as LeadingKey[]).filter((family) =>
    stringLike(LEADING_KEYS[family], pk),
  );
}

interface Writer {
  name: string;
  grants: readonly TableWriteGrant[];
}

const current = new AsyncLocalStorage<Writer>();

/** Run `work` as the function `name` that declares `writes`: its table writes are checked. */
export function asTableWriter<T>(name: string, writes: readonly LeadingKey[], work: () => T): T {
  return current.run({ name, grants: tableWriteGrants(writes) }, work);
}

/** What AWS answers a write the role does not allow (never retried, a 500 through the route). */
export class TableWriteDenied extends Error {
  constructor(writer: string, action: string, pk: string, grants: readonly TableWriteGrant[]) {
    const allowed = grants
      .map(
        (g) =>
          `${g.actions.map((a) => a.slice('dynamodb:'.length)).join('/')} on ${g.leadingKeys.join(', ')}`,
      )
      .join('; ');
    super(
      `AccessDenied: "${writer}" may not ${action} an item whose pk is "${pk}" (dynamodb:LeadingKeys). It may: ${allowed}. Add the family to its writes (functions/commons/keys.ts LEADING_KEYS) if the write is meant.`,
    );
    this.name = 'AccessDeniedException';
  }
}

type Row = Record<string, unknown> | undefined;
interface WriteInput {
  Item?: Row;
  Key?: Row;
  TransactItems?: { Put?: { Item?: Row }; Update?: { Key?: Row }; Delete?: { Key?: Row } }[];
  RequestItems?: Record<string, { PutRequest?: { Item?: Row }; DeleteRequest?: { Key?: Row } }[]>;
}

/** An item's or key's partition key, marshalled ({ S: … }) or not. */
function partitionKeyOf(item: Row): string {
  const pk = item?.pk;
  return pk !== null && typeof pk === 'object' && 'S' in pk ? String(pk.S) : String(pk);
}

/** One authorization IAM makes: an action on items of these partition keys. */
interface AskedWrite {
  action: WriteAction;
  pks: string[];
}

const COMMAND_ACTIONS: Readonly<Record<string, WriteAction>> = {
  PutItemCommand: 'dynamodb:PutItem',
  UpdateItemCommand: 'dynamodb:UpdateItem',
  DeleteItemCommand: 'dynamodb:DeleteItem',
};

/**
 * The writes a command asks IAM for, one per authorization: a single write its item's, a
 * transaction each Put/Update/Delete as that action (a ConditionCheck reads), a batch all its
 * keys under BatchWriteItem at once (`ForAllValues`: every key must match the same statement).
 */
function writesOf(commandName: string, input: WriteInput): AskedWrite[] {
  const single = COMMAND_ACTIONS[commandName];
  if (single) return [{ action: single, pks: [partitionKeyOf(input.Item ?? input.Key)] }];
  if (commandName === 'TransactWriteItemsCommand') {
    return (input.TransactItems ?? []).flatMap((t): AskedWrite[] =>
      t.Put
        ? [{ action: 'dynamodb:PutItem', pks: [partitionKeyOf(t.Put.Item)] }]
        : t.Update
          ? [{ action: 'dynamodb:UpdateItem', pks: [partitionKeyOf(t.Update.Key)] }]
          : t.Delete
            ? [{ action: 'dynamodb:DeleteItem', pks: [partitionKeyOf(t.Delete.Key)] }]
            : [],
    );
  }
  if (commandName === 'BatchWriteItemCommand') {
    const pks = Object.values(input.RequestItems ?? {}).flatMap((requests) =>
      requests.map((r) => partitionKeyOf(r.PutRequest?.Item ?? r.DeleteRequest?.Key)),
    );
    return [{ action: 'dynamodb:BatchWriteItem', pks }];
  }
  return [];
}

/**
 * Throws TableWriteDenied when the function running now may not make this call. The offline
 * billing simulator's items pass: they stand in for Stripe's API, which in AWS is not this table.
 */
export function checkTableWrite(commandName: string, input: WriteInput): void {
  const writer = current.getStore();
  if (!writer) return;
  for (const { action, pks } of writesOf(commandName, input)) {
    const own = pks.filter((pk) => !stringLike(LEADING_KEYS.billingSimulator, pk));
    if (own.length === 0) continue;
    const allowed = writer.grants.some(
      (grant) =>
        grant.actions.includes(action) &&
        own.every((pk) => grant.leadingKeys.some((pattern) => stringLike(pattern, pk))),
    );
    if (!allowed) {
      const denied =
        own.find(
          (pk) => !writer.grants.some((g) => g.leadingKeys.some((p) => stringLike(p, pk))),
        ) ?? own[0]!;
      throw new TableWriteDenied(writer.name, action, denied, writer.grants);
    }
  }
}
