import { DescribeTableCommand, DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { TABLE } from '../../functions/commons/table.ts';
import { ensureTable, localClient } from '../../scripts/local/dynamo.ts';
import { TEST_DYNAMODB_ENDPOINT } from '../setup/ports.ts';

describe('the local table', () => {
  it('is created from the shared definition when missing, once', async () => {
    const name = `table-${Date.now()}`;
    expect(await ensureTable(TEST_DYNAMODB_ENDPOINT, name)).toBe('created');
    expect(await ensureTable(TEST_DYNAMODB_ENDPOINT, name)).toBe('exists');
    const client = localClient(TEST_DYNAMODB_ENDPOINT);
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    expect(Table?.KeySchema).toEqual([
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ]);
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: name }));
    expect(ttl.TimeToLiveDescription?.AttributeName).toBe(TABLE.ttlAttribute);
    expect(ttl.TimeToLiveDescription?.TimeToLiveStatus).toBe('ENABLED');
  });
});
