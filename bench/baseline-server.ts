/**
 * The load measure's baselines (bench/measures/load.ts), in a process of their own as the runtime
 * is, so autocannon and the server under test never share an event loop:
 *
 * - a bare node:http server answering a small JSON;
 * - a bare node:http server whose handler does one DynamoDB GetItem (the caller's profile item,
 *   argv[2]) through the functions' own DocumentClient (functions/commons/db.ts, configured from
 *   DYNAMODB_ENDPOINT / TABLE_NAME as the runtime's handlers are) against the runtime's DynamoDB Local.
 *
 * Started with child_process.fork; sends { bare, getItem } (ports on loopback) once listening and
 * exits when its parent goes away.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const userId = process.argv[2];
if (!userId) throw new Error('usage: baseline-server.ts <userId>');
const { db, tableName } = await import('../functions/commons/db.ts');

const SMALL = JSON.stringify({ ok: true });

function listen(handler: http.RequestListener): Promise<number> {
  const server = http.createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

function sendJson(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}

const bare = await listen((_req, res) => sendJson(res, 200, SMALL));
const getItem = await listen((_req, res) => {
  db.get({ TableName: tableName, Key: { pk: `USER#${userId}`, sk: 'PROFILE' } }).then(
    (result) =>
      result.Item
        ? sendJson(res, 200, SMALL)
        : sendJson(res, 404, JSON.stringify({ ok: false, message: 'no such item' })),
    (error: unknown) => sendJson(res, 500, JSON.stringify({ ok: false, message: String(error) })),
  );
});

process.on('disconnect', () => process.exit(0));
process.send?.({ bare, getItem });
