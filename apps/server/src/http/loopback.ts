import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 or ::1, also written as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  if (address === undefined || family === 0) return false;
  // BlockList reads an IPv4-mapped IPv6 address against the IPv4 rules.
  return LOOPBACK.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Headers a proxy adds: a request carrying one was forwarded from somewhere else. */
const FORWARDING = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Whether the request comes from this machine. The connection's own address decides, never
 * `request.ip`, which TRUST_PROXY takes from X-Forwarded-For, a header anyone can write. A
 * forwarding header on a loopback connection means a proxy on this machine passed the request
 * on from elsewhere, so that is refused too.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.raw.socket.remoteAddress) &&
    FORWARDING.every((name) => request.headers[name] === undefined)
  );
}
