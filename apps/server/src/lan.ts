import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';

/**
 * Bridges a container or virtual-machine host makes for its guests (Docker's docker0 and
 * br-..., their veth pairs, libvirt's virbr, Podman's cni/podman): their addresses live only
 * inside this machine.
 */
const GUEST_BRIDGES = /^(docker\d*|br-[0-9a-f]+|veth|virbr|cni|podman|lxcbr|lxdbr)/;

/**
 * The addresses a phone on the same network can reach: every IPv4 address of the machine's own
 * network cards (not loopback, not link-local 169.254.x.y, not the bridges of containers and
 * virtual machines, which a phone cannot reach). Listening on one address only (HOST), that
 * address alone.
 */
export function lanAddresses(
  host: string,
  cards: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  if (host !== '0.0.0.0' && host !== '::') {
    const loopback = host === 'localhost' || host.startsWith('127.') || host === '::1';
    return loopback ? [] : [host];
  }
  const found = new Set<string>();
  for (const [name, list] of Object.entries(cards)) {
    if (GUEST_BRIDGES.test(name)) continue;
    for (const card of list ?? [])
      if (card.family === 'IPv4' && !card.internal && !card.address.startsWith('169.254.'))
        found.add(card.address);
  }
  return [...found];
}

/** The URLs a phone on the same network can open, over `scheme` (https when we serve it). */
export function lanUrls(
  port: number,
  host: string,
  cards: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
  scheme: 'http' | 'https' = 'http',
): string[] {
  return lanAddresses(host, cards).map((address) => `${scheme}://${address}:${port}`);
}
