import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { dynamo, tableName } from '../../commons/db.ts';
import { route } from '../../commons/http.ts';

/** GET /api/health — { ok: true } only when the table answers. */
export const handler = route('GET /api/health', async () => {
  try {
    const table = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    const ok = table.Table?.TableStatus === 'ACTIVE';
    return { status: ok ? 200 : 503, body: { ok } };
  } catch {
    return { status: 503, body: { ok: false } };
  }
});
