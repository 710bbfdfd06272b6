import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/commons/db.ts';
import { keys } from '../../functions/commons/keys.ts';
import {
  asTableWriter,
  checkTableWrite,
  TableWriteDenied,
  tableWriteGrants,
} from '../../functions/commons/table-writes.ts';
import { AREAS } from '../../functions/routes.ts';

/**
 * The local stand-in for the roles' dynamodb:LeadingKeys conditions: a write outside what the
 * running function declares is refused the way AWS refuses it, before anything is sent.
 */
describe('table writes: each function only under its declared partition keys', () => {
  const put = (pk: string) => ({ Item: { pk, sk: 'X' } });

  it('refuses, through the real table client, a write the area does not declare', async () => {
    // Refused in the client's middleware: no request reaches the table (none runs here).
    await expect(
      asTableWriter('platform', AREAS.platform.writes, () =>
        db.put({ TableName: tableName, Item: keys.profile('u1') }),
      ),
    ).rejects.toThrow(TableWriteDenied);
    await expect(
      asTableWriter('pro', AREAS.pro.writes, () =>
        db.put({ TableName: tableName, Item: { ...keys.staff('u1') } }),
      ),
    ).rejects.toThrow(/"pro" may not dynamodb:PutItem an item whose pk is "STAFF"/);
  });

  it('lets every function update the rate counters and sessions, and nothing else by default', () => {
    asTableWriter('platform', [], () => {
      expect(() =>
        checkTableWrite('UpdateItemCommand', { Key: keys.rate('s', 'k', 1) }),
      ).not.toThrow();
      expect(() => checkTableWrite('UpdateItemCommand', { Key: keys.session('h') })).not.toThrow();
      expect(() => checkTableWrite('PutItemCommand', { Item: keys.session('h') })).toThrow(
        TableWriteDenied,
      );
      expect(() => checkTableWrite('DeleteItemCommand', { Key: keys.rate('s', 'k', 1) })).toThrow(
        TableWriteDenied,
      );
    });
  });

  it('checks each item of a transaction as its own action, and skips condition checks', () => {
    asTableWriter('staff', AREAS.staff.writes, () => {
      expect(() =>
        checkTableWrite('TransactWriteItemsCommand', {
          TransactItems: [
            { Update: { Key: keys.profile('u1') } },
            { Put: { Item: keys.openTicket('2026-01-01T00:00:00.000Z', 'IL-1') } },
            { Delete: { Key: keys.ticketLocator('IL-1') } },
          ],
        }),
      ).not.toThrow();
      expect(() =>
        checkTableWrite('TransactWriteItemsCommand', {
          TransactItems: [
            { Put: { Item: keys.openTicket('2026-01-01T00:00:00.000Z', 'IL-1') } },
            { Put: { Item: keys.networkReport('a', 'b') } },
          ],
        }),
      ).toThrow(/NETWORK#REPORTS/);
    });
  });

  it('needs every key of a batch under the grant (ForAllValues)', () => {
    asTableWriter('vault', AREAS.vault.writes, () => {
      const batch = (pks: string[]) => ({
        RequestItems: { t: pks.map((pk) => ({ DeleteRequest: { Key: { pk, sk: 'X' } } })) },
      });
      expect(() =>
        checkTableWrite('BatchWriteItemCommand', batch(['USER#a', 'REVIEWQ'])),
      ).not.toThrow();
      expect(() => checkTableWrite('BatchWriteItemCommand', batch(['USER#a', 'STAFF']))).toThrow(
        /STAFF/,
      );
    });
  });

  it('checks nothing outside a function (ops scripts, test set-up) and reads never', () => {
    expect(() => checkTableWrite('PutItemCommand', put('STAFF'))).not.toThrow();
    asTableWriter('platform', [], () => {
      expect(() => checkTableWrite('GetItemCommand', { Key: keys.staff('u1') })).not.toThrow();
      expect(() => checkTableWrite('QueryCommand', {})).not.toThrow();
    });
  });

  it('matches literal partitions exactly and families by their prefix', () => {
    const grants = tableWriteGrants(['networkReports', 'ticketLocator']);
    expect(grants.at(-1)!.leadingKeys).toEqual(['NETWORK#REPORTS', 'TICKET#*']);
    asTableWriter('t', ['networkReports', 'ticketLocator'], () => {
      expect(() => checkTableWrite('PutItemCommand', put('NETWORK#REPORTS'))).not.toThrow();
      expect(() => checkTableWrite('PutItemCommand', put('NETWORK#REPORTS#x'))).toThrow();
      expect(() => checkTableWrite('PutItemCommand', put('NETWORK#MEMBER#x'))).toThrow();
      expect(() => checkTableWrite('PutItemCommand', put('TICKET#IL-1'))).not.toThrow();
      expect(() => checkTableWrite('PutItemCommand', put('TICKETS#OPEN'))).toThrow();
    });
  });
});
