import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';

/**
 * The addresses a phone on the same network can open: every IPv4 address of the machine's own
 * network cards (not loopback, not link-local 169.254.x.y, which a phone cannot reach). Listening
 * on one address only (HOST), that address alone.
 */
export function lanUrls(
  port: number,
  host: string,
  cards: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  if (host !== '0.0.0.0' && host !== '::') {
    const loopback = host === 'localhost' || host.startsWith('127.') || host === '::1';
    return loopback ? [] : [`http://${host}:${port}`];
  }
  const found = new Set<string>();
  for (const list of Object.values(cards))
    for (const card of list ?? [])
      if (card.family === 'IPv4' && !card.internal && !card.address.startsWith('169.254.'))
        found.add(`http://${card.address}:${port}`);
  return [...found];
}
