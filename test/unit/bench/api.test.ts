import autocannon from 'autocannon';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddressPool,
  apiCall,
  fromAddresses,
  loopbackAddress,
  mergeLoad,
  missingIds,
  sessionCookie,
  summarizeLoad,
  type LoadRecord,
} from '../../../bench/api.ts';

describe('loopbackAddress', () => {
  it('numbers the hosts of 127.<block>.0.0/16, skipping .0 and .255', () => {
    expect(loopbackAddress(1, 0)).toBe('127.1.0.1');
    expect(loopbackAddress(1, 253)).toBe('127.1.0.254');
    expect(loopbackAddress(1, 254)).toBe('127.1.1.1');
    expect(loopbackAddress(254, 254 * 256 - 1)).toBe('127.254.255.254');
  });

  it('refuses blocks and indexes outside the range', () => {
    expect(() => loopbackAddress(0, 0)).toThrow(/block/);
    expect(() => loopbackAddress(255, 0)).toThrow(/block/);
    expect(() => loopbackAddress(1, -1)).toThrow(/index/);
    expect(() => loopbackAddress(1, 254 * 256)).toThrow(/index/);
    expect(() => loopbackAddress(1.5, 0)).toThrow(/block/);
  });
});

describe('AddressPool', () => {
  it('hands out the addresses of its block in order and counts them', () => {
    const pool = new AddressPool(7);
    expect([pool.next(), pool.next(), pool.next()]).toEqual([
      '127.7.0.1',
      '127.7.0.2',
      '127.7.0.3',
    ]);
    expect(pool.count).toBe(3);
  });
});

describe('sessionCookie', () => {
  it('keeps the name=value of the first Set-Cookie', () => {
    expect(sessionCookie({ 'set-cookie': ['sid=abc; Path=/; HttpOnly', 'x=1'] })).toBe('sid=abc');
    expect(sessionCookie({})).toBe('');
  });
});

describe('summarizeLoad', () => {
  const record = (over: Partial<LoadRecord>): LoadRecord => ({
    latencies: [],
    statuses: new Map(),
    errors: 0,
    sent: 0,
    seconds: 5,
    samples: {},
    ...over,
  });

  it('gives nearest-rank percentiles, throughput, 5xx and requests cut off at the end', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => i + 1);
    const summary = summarizeLoad(
      record({
        latencies,
        statuses: new Map([
          [503, 2],
          [200, 97],
          [500, 1],
        ]),
        errors: 3,
        sent: 110,
      }),
    );
    expect(summary).toMatchObject({ requests: 100, p50: 50, p95: 95, p99: 99 });
    expect(summary.requestsPerSecond).toBe(20);
    expect(summary.serverErrors).toBe(3);
    expect(summary.cutOff).toBe(7);
    expect(Object.keys(summary.statuses)).toEqual(['200', '500', '503']);
  });

  it('pools several rounds into one record', () => {
    const merged = mergeLoad([
      record({ latencies: [1, 2], statuses: new Map([[200, 2]]), sent: 3, errors: 1 }),
      record({
        latencies: [3],
        statuses: new Map([
          [200, 1],
          [503, 1],
        ]),
        sent: 2,
        samples: { '503 GET /x': 'down' },
      }),
    ]);
    expect(merged).toMatchObject({ latencies: [1, 2, 3], sent: 5, errors: 1, seconds: 10 });
    expect([...merged.statuses]).toEqual([
      [200, 3],
      [503, 1],
    ]);
    expect(merged.samples).toEqual({ '503 GET /x': 'down' });
  });

  it('has no percentiles when nothing answered', () => {
    const summary = summarizeLoad(record({}));
    expect(summary.requests).toBe(0);
    expect(summary.p95).toBeNaN();
    expect(summary.requestsPerSecond).toBe(0);
  });
});

describe('missingIds', () => {
  it('lists the expected ids that were not found, in order', () => {
    expect(missingIds(['a', 'b', 'c', 'd'], ['d', 'b', 'x'])).toEqual(['a', 'c']);
    expect(missingIds([], ['a'])).toEqual([]);
  });
});

describe('source addresses on loopback (Linux: all of 127.0.0.0/8)', () => {
  const seen: string[] = [];
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push((req.socket.remoteAddress ?? '').replace(/^::ffff:/, ''));
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('apiCall binds the address it is given', async () => {
    seen.length = 0;
    const answer = await apiCall(`http://localhost:${port}`, 'GET', '/', { from: '127.3.0.9' });
    expect(answer.status).toBe(200);
    expect(seen).toEqual(['127.3.0.9']);
  });

  it("fromAddresses gives each autocannon connection the pool's next address", async () => {
    seen.length = 0;
    const pool = new AddressPool(5);
    await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 3,
      amount: 9,
      setupClient: fromAddresses(() => pool.next()),
    });
    expect(seen).toHaveLength(9);
    expect(new Set(seen)).toEqual(new Set(['127.5.0.1', '127.5.0.2', '127.5.0.3']));
  });
});
