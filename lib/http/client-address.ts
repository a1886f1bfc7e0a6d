import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';
import type { IncomingMessage } from 'node:http';
import { SOCKET_ADDRESS_HEADER } from './socket-address';
import { processEnv } from '@/lib/env/process-env.mjs';

/** Which peers' X-Forwarded-For is believed, and how far along the chain. */
export type ProxyTrust = {
  /** TRUSTED_PROXY_HOPS: at most this many proxies are believed (0: no limit with a list). */
  hops: number;
  /** TRUSTED_PROXIES as written, empty when unset. */
  proxies: string[];
  trusts: (address: string, index: number) => boolean;
};

/**
 * Without TRUSTED_PROXIES, TRUSTED_PROXY_HOPS believes proxies at private and loopback
 * addresses only: a header sent by a client that reached the app port from the internet is
 * never believed, whatever the hop count.
 */
const PRIVATE_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUSTED_PROXY_HOPS: how many proxies in front of the app append to X-Forwarded-For. */
export function trustedProxyHops(env: Record<string, string | undefined> = processEnv()): number {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return 0;
  if (!/^\d+$/.test(raw))
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number (0 or more), got "${raw}"`);
  return Number(raw);
}

function compile(ranges: string[], name: string): (address: string) => boolean {
  try {
    const trusts = proxyAddr.compile(ranges);
    return (address) => trusts(address, 0);
  } catch (error) {
    throw new Error(
      `${name} must be comma-separated addresses or ranges (10.0.0.0/8,127.0.0.1): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * TRUSTED_PROXIES (e.g. `10.0.0.0/8,127.0.0.1`): the peers whose X-Forwarded-For is believed.
 * TRUSTED_PROXY_HOPS alone believes that many proxies at private addresses. Neither: nobody.
 */
export function readProxyTrust(env: Record<string, string | undefined> = processEnv()): ProxyTrust {
  const hops = trustedProxyHops(env);
  const proxies = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (proxies.length > 0) {
    const listed = compile(proxies, 'TRUSTED_PROXIES');
    return {
      hops,
      proxies,
      trusts: (address, index) => (hops === 0 || index < hops) && listed(address),
    };
  }
  const isPrivate = compile(PRIVATE_RANGES, 'the private ranges');
  return { hops, proxies, trusts: (address, index) => index < hops && isPrivate(address) };
}

let cached: { key: string; trust: ProxyTrust } | undefined;

/** readProxyTrust for the running server, compiled once per setting. */
export function serverProxyTrust(
  env: Record<string, string | undefined> = processEnv(),
): ProxyTrust {
  const key = `${env.TRUSTED_PROXIES ?? ''}|${env.TRUSTED_PROXY_HOPS ?? ''}`;
  if (cached?.key !== key) cached = { key, trust: readProxyTrust(env) };
  return cached.trust;
}

const trustFor = (trust: ProxyTrust | number): ProxyTrust =>
  typeof trust === 'number' ? readProxyTrust({ TRUSTED_PROXY_HOPS: String(trust) }) : trust;

/**
 * The client's address: the TCP peer, or, when the peer is a trusted proxy, the rightmost
 * X-Forwarded-For entry that is not itself a trusted proxy (proxy-addr). Entries left of that
 * are whatever the client sent and are never believed.
 */
export function clientAddress(headers: Headers, trust: ProxyTrust | number): string {
  const peer = headers.get(SOCKET_ADDRESS_HEADER)?.trim() || 'unknown';
  const { trusts } = trustFor(trust);
  if (!ipaddr.isValid(peer)) return peer;
  const forwardedFor = headers.get('x-forwarded-for');
  const request = {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    connection: { remoteAddress: peer },
    socket: { remoteAddress: peer },
  } as unknown as IncomingMessage;
  try {
    return proxyAddr(request, trusts);
  } catch {
    // A malformed entry: fall back to what the socket says.
    return peer;
  }
}

/**
 * The key one client is counted under: an IPv4 address as is, an IPv6 address by its /64
 * (one household or server gets a whole /64 and can rotate through it), an IPv4-mapped IPv6
 * address as the IPv4 it carries.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${prefix.toString()}/64`;
}

const isPrivatePeer = compile([...PRIVATE_RANGES], 'the private ranges');
let warned = false;

/**
 * Once per process: requests arrive from a private address (a proxy or load balancer in front)
 * while no proxy is trusted, so every visitor shares that proxy's rate-limit quota.
 */
export function warnOnUntrustedPrivatePeer(
  headers: Headers,
  trust: ProxyTrust,
  warn: (peer: string) => void,
): void {
  if (warned || trust.hops > 0 || trust.proxies.length > 0) return;
  const peer = headers.get(SOCKET_ADDRESS_HEADER)?.trim() ?? '';
  if (!ipaddr.isValid(peer) || !isPrivatePeer(peer) || !headers.has('x-forwarded-for')) return;
  warned = true;
  warn(peer);
}

/** For tests: the warning may be given again. */
export function resetProxyWarning(): void {
  warned = false;
}
