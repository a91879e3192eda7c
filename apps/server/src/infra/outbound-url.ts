/**
 * The guard in front of every request the server makes to a URL a member gave it (a push
 * endpoint, later a link preview): https only, and never to an address inside the network the
 * server sits in (private, loopback, link-local, unique-local, CGNAT, multicast, unspecified, an
 * IPv4-mapped IPv6 form of those, documentation and other reserved ranges). The host is resolved
 * once and the request is sent to the checked address (`lookup` pins it), so a DNS answer that
 * changes between the check and the request (DNS rebinding) cannot reach inside.
 *
 * For development and tests, while PUBLIC_URL is itself http:// on a loopback address, http://
 * and loopback addresses are allowed too.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export type OutboundRefusal =
  /** Not a URL at all, or with user:password in it. */
  | 'not_url'
  /** Not https:// (nor the development exception). */
  | 'not_https'
  /** The host is, or resolves to, an address inside the network. */
  | 'private'
  /** The host has no address (or the lookup failed or took too long). */
  | 'unresolved';

export class OutboundUrlRefused extends Error {
  constructor(readonly reason: OutboundRefusal) {
    super(`outbound URL refused: ${reason}`);
  }
}

export interface OutboundRules {
  /** PUBLIC_URL is http:// on a loopback address: http:// and loopback are allowed. */
  allowLoopback: boolean;
}

export interface CheckedUrl {
  url: URL;
  /** The address the request must go to, checked. */
  address: string;
  family: 4 | 6;
}

/** How long resolving a host may take. */
const LOOKUP_TIMEOUT_MS = 5_000;

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

const isLoopbackAddress = (address: ipaddr.IPv4 | ipaddr.IPv6): boolean => {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    return isLoopbackAddress((address as ipaddr.IPv6).toIPv4Address());
  }
  return address.range() === 'loopback';
};

const isLoopbackHost = (hostname: string) => {
  const host = bareHost(hostname).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return ipaddr.isValid(host) && isLoopbackAddress(ipaddr.parse(host));
};

/** The rules that follow from the deployment's PUBLIC_URL. */
export const outboundRulesOf = (publicUrl: string): OutboundRules => {
  const url = new URL(publicUrl);
  return { allowLoopback: url.protocol === 'http:' && isLoopbackHost(url.hostname) };
};

/**
 * Whether the server may connect to this address: a public unicast address, or (under the
 * development exception) a loopback one.
 */
export const isAllowedAddress = (text: string, rules: OutboundRules): boolean => {
  if (!ipaddr.isValid(text)) return false;
  let address = ipaddr.parse(text);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  if (rules.allowLoopback && isLoopbackAddress(address)) return true;
  // Everything else ipaddr.js names (private, loopback, linkLocal, uniqueLocal, carrierGradeNat,
  // multicast, unspecified, broadcast, reserved, 6to4, teredo, rfc6052, …) stays out.
  return address.range() === 'unicast';
};

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('lookup timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/** Checks the URL's form only (scheme, credentials): what needs no network. */
export const checkUrlForm = (text: string, rules: OutboundRules): URL => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundUrlRefused('not_url');
  }
  if (url.username || url.password) throw new OutboundUrlRefused('not_url');
  const loopbackHttp = rules.allowLoopback && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !loopbackHttp) throw new OutboundUrlRefused('not_https');
  if (loopbackHttp && !isLoopbackHost(url.hostname)) throw new OutboundUrlRefused('not_https');
  return url;
};

/**
 * Checks the URL and resolves its host once: every address it resolves to must be allowed (a
 * host that also names an inside address is refused, whichever would be picked). Answers the
 * address to connect to.
 */
export const checkOutboundUrl = async (
  text: string,
  rules: OutboundRules,
  resolve: Resolve = systemResolve,
): Promise<CheckedUrl> => {
  const url = checkUrlForm(text, rules);
  const host = bareHost(url.hostname);
  if (ipaddr.isValid(host)) {
    if (!isAllowedAddress(host, rules)) throw new OutboundUrlRefused('private');
    return { url, address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 };
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = await withTimeout(resolve(host), LOOKUP_TIMEOUT_MS);
  } catch {
    throw new OutboundUrlRefused('unresolved');
  }
  const [first] = addresses;
  if (!first) throw new OutboundUrlRefused('unresolved');
  if (!addresses.every((entry) => isAllowedAddress(entry.address, rules))) {
    throw new OutboundUrlRefused('private');
  }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
};

/**
 * The `lookup` of a request to a checked URL: whatever host name it is asked for, it answers the
 * checked address, so the connection goes where the check looked (TLS still verifies the name).
 */
export const pinnedLookup =
  ({ address, family }: Pick<CheckedUrl, 'address' | 'family'>): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) {
      (
        callback as unknown as (
          error: null,
          addresses: { address: string; family: number }[],
        ) => void
      )(null, [{ address, family }]);
    } else {
      callback(null, address, family);
    }
  };
