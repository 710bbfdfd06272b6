import { describe, expect, it } from 'vitest';
import { rateLimitKey, viewerAddress } from '../../functions/commons/client-ip.ts';

describe('rate-limit keys: who a per-IP limit counts', () => {
  it('counts an IPv4 viewer by its address', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4 address seen through an IPv6 socket as that IPv4', () => {
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(viewerAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 viewer by its /64, however the address is written', () => {
    const key = rateLimitKey('2001:db8:77:1a66::1');
    expect(key).toBe('2001:db8:77:1a66::/64');
    for (const sibling of [
      '2001:db8:77:1a66::2',
      '2001:0db8:0077:1a66:ffff:ffff:ffff:ffff',
      '2001:DB8:77:1A66:1:2:3:4',
    ]) {
      expect(rateLimitKey(sibling), sibling).toBe(key);
    }
    expect(rateLimitKey('2001:db8:77:1a67::1')).not.toBe(key);
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('is undefined for anything that is not a full address', () => {
    for (const text of [
      '',
      'unknown',
      '127.1',
      '0x7f.0.0.1',
      '1.2.3',
      '10.0.0.256',
      'evil, 1.2.3.4',
    ]) {
      expect(rateLimitKey(text), text).toBeUndefined();
    }
    expect(viewerAddress(undefined)).toBeUndefined();
  });
});
