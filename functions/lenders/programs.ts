import { db, queryAll, tableName } from '../commons/db.ts';
import { writeTransaction } from '../commons/transactions.ts';
import { lenderProgramSchema, type LenderProgram } from '../../shared/lenders/program.ts';
import { keys, PREFIX, PARTITION } from '../commons/keys.ts';

/**
 * Lender programs in the table (ops load them with scripts/lender-programs.ts). Two items per
 * program, written in one transaction:
 *   pk PROGRAM#<id>  sk PROGRAM       one program by id (a key lookup; connections in phase 2)
 *   pk PROGRAMS      sk PROGRAM#<id>  the listing partition: every program in one query, no scan
 * The program is kept as JSON text and validated again when read.
 */

function items(program: LenderProgram, updatedAt: string) {
  const data = { id: program.id, programJson: JSON.stringify(program), updatedAt };
  return [
    { ...keys.program(program.id), ...data },
    { ...keys.programListing(program.id), ...data },
  ];
}

function fromItem(item: Record<string, unknown>): LenderProgram {
  return lenderProgramSchema.parse(JSON.parse(String(item.programJson)));
}

/** Add or replace a program; says whether it is new. */
export async function putProgram(
  program: LenderProgram,
  now: Date = new Date(),
): Promise<{ created: boolean }> {
  const existing = await getProgram(program.id);
  await writeTransaction(
    items(program, now.toISOString()).map((Item) => ({ Put: { TableName: tableName, Item } })),
  );
  return { created: existing === null };
}

export async function getProgram(id: string): Promise<LenderProgram | null> {
  const result = await db.get({
    TableName: tableName,
    Key: keys.program(id),
  });
  return result.Item ? fromItem(result.Item) : null;
}

/** Every program, by id (the listing partition holds tens of items: one page). */
export async function listPrograms(): Promise<LenderProgram[]> {
  return (await queryAll({ pk: PARTITION.programs, prefix: PREFIX.program })).map(fromItem);
}

/** Take a program off the list; false when there was none. */
export async function removeProgram(id: string): Promise<boolean> {
  if (!(await getProgram(id))) return false;
  await writeTransaction([
    { Delete: { TableName: tableName, Key: keys.program(id) } },
    { Delete: { TableName: tableName, Key: keys.programListing(id) } },
  ]);
  return true;
}
