import { BlockList, isIP, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';
import { TooManyAttemptsError } from '../errors/http-errors';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const plainAddress = (address: string) => MAPPED_IPV4.exec(address)?.[1] ?? address.split('%')[0]!;

/**
 * The key a client is counted under: an IPv4 address as it is (also when mapped into IPv6), an
 * IPv6 address by its /64, the block one subscriber is usually given whole.
 */
export function clientKeyOf(address: string): string {
  const plain = plainAddress(address);
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail] = plain.toLowerCase().split('::');
  const groupsOf = (part: string | undefined) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['v4', 'v4'] : [group])) : []);
  const [headGroups, tailGroups] = [groupsOf(head), groupsOf(tail)];
  const groups = [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Whether a connection's peer is a proxy trusted to name the client (TRUST_PROXY, as app.ts gives it to Fastify). */
export function trustedProxyCheck(trustProxy: Config['TRUST_PROXY']): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  // A number of hops: the nearest peer is always the first of them.
  if (typeof trustProxy === 'number') return () => true;
  const proxies = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUST_PROXY: ${entry} is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    return isIP(plain) !== 0 && proxies.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Counts per client key; a key leaves the map at zero, so the map holds only clients with something open. */
function createCounter() {
  const counts = new Map<string, number>();
  return {
    add: (key: string) => {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count;
    },
    remove: (key: string) => {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    },
  };
}

/**
 * At most MAX_CONNECTIONS_PER_CLIENT connections at once from one client: one over it is closed
 * before a byte of it is read. Behind a trusted proxy every connection comes from the proxy and
 * carries many clients' requests, so there the cap counts requests under way per forwarded
 * client address instead (429), and the proxy limits the connections.
 */
export const connectionsPerClientPlugin = fp(async (app: FastifyInstance, { max, trustProxy }: { max: number; trustProxy: Config['TRUST_PROXY'] }) => {
  if (max === 0) return;
  const isTrustedProxy = trustedProxyCheck(trustProxy);
  let refusedSinceLog = 0;
  let lastLogAt = 0;
  const noteRefusal = (key: string) => {
    refusedSinceLog += 1;
    // One line a minute at most: a flood of refusals must not become a flood of log lines.
    if (Date.now() - lastLogAt < 60_000) return;
    app.log.warn({ client: key, refused: refusedSinceLog, max }, 'connections over the per-client limit refused');
    refusedSinceLog = 0;
    lastLogAt = Date.now();
  };

  const connections = createCounter();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isTrustedProxy(address)) return;
    const key = clientKeyOf(address);
    if (connections.add(key) > max) {
      connections.remove(key);
      socket.destroy();
      noteRefusal(key);
      return;
    }
    socket.once('close', () => connections.remove(key));
  });

  if (trustProxy === false) return;
  const requestsUnderWay = createCounter();
  app.addHook('onRequest', async (request, reply) => {
    const peer = request.raw.socket.remoteAddress;
    if (peer === undefined || !isTrustedProxy(peer)) return;
    const key = clientKeyOf(request.ip);
    const count = requestsUnderWay.add(key);
    reply.raw.once('close', () => requestsUnderWay.remove(key));
    if (count > max) {
      noteRefusal(key);
      throw new TooManyAttemptsError(`Too many requests at once from this address (at most ${max}). Try again when one has been answered.`, 1);
    }
  });
});
