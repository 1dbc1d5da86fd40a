import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../plugins/error-handler';
import { clientKeyOf, connectionsPerClientPlugin, trustedProxyCheck } from './connections-per-client';

describe('the client a connection is counted under', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['1::2:3:4:1.2.3.4', '1:0:0:2::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKeyOf(address)).toBe(key);
  });

  it('takes the peer as a trusted proxy as Fastify does with TRUST_PROXY', () => {
    expect(trustedProxyCheck(false)('10.0.0.1')).toBe(false);
    expect(trustedProxyCheck(1)('198.51.100.1')).toBe(true);
    const isProxy = trustedProxyCheck(['10.0.0.0/8', '2001:db8::1']);
    expect([isProxy('10.1.2.3'), isProxy('::ffff:10.1.2.3'), isProxy('2001:db8::1'), isProxy('11.0.0.1'), isProxy('2001:db8::2')]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(() => trustedProxyCheck(['abc'])).toThrow('TRUST_PROXY: abc is not an IP address');
  });
});

describe('requests under way per client behind a trusted proxy', () => {
  it('answers 429 to a client over the cap while its other requests run; other clients go on', async () => {
    const app = Fastify({ logger: false, trustProxy: true });
    await app.register(errorHandlerPlugin);
    await app.register(connectionsPerClientPlugin, { max: 2, trustProxy: 1 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async () => {
      await held;
      return { ok: true };
    });
    // Before ready, inject queues each request until the one before it is answered.
    await app.ready();
    const from = (client: string) => app.inject({ method: 'GET', url: '/slow', headers: { 'x-forwarded-for': client } });
    try {
      const sameClient = [from('203.0.113.7'), from('203.0.113.7'), from('203.0.113.7')];
      // Two are held in the route; the third is answered at once.
      const over = await Promise.race(sameClient);
      expect(over.statusCode).toBe(429);
      expect(over.json().detail).toBe('Too many requests at once from this address (at most 2). Try again when one has been answered.');
      const otherClient = from('198.51.100.1');
      release();
      expect((await Promise.all(sameClient)).map((response) => response.statusCode).sort()).toEqual([200, 200, 429]);
      expect((await otherClient).statusCode).toBe(200);
      expect((await from('203.0.113.7')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
