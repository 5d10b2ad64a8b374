import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanUrls } from '../src/lan';

const card = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

describe('the addresses npm start prints for phones', () => {
  const cards = {
    lo: [card('127.0.0.1', 'IPv4', true), card('::1', 'IPv6', true)],
    eth0: [card('192.168.1.20', 'IPv4'), card('fe80::1', 'IPv6')],
    wlan0: [card('10.0.0.7', 'IPv4'), card('169.254.3.4', 'IPv4')],
    // Containers' and virtual machines' bridges: only this machine reaches them.
    docker0: [card('172.17.0.1', 'IPv4')],
    'br-3f2a9c1d0e4b': [card('172.18.0.1', 'IPv4')],
    virbr0: [card('192.168.122.1', 'IPv4')],
  };

  it('lists each network card a phone can reach, not loopback, link-local or a container bridge', () => {
    expect(lanUrls(3000, '0.0.0.0', cards)).toEqual([
      'http://192.168.1.20:3000',
      'http://10.0.0.7:3000',
    ]);
  });

  it('listening on one address gives that one; on loopback none', () => {
    expect(lanUrls(3000, '192.168.1.20', cards)).toEqual(['http://192.168.1.20:3000']);
    expect(lanUrls(3000, '127.0.0.1', cards)).toEqual([]);
    expect(lanUrls(3000, 'localhost', cards)).toEqual([]);
  });

  it('over https when the server speaks it (HTTPS=1): the same addresses', () => {
    expect(lanUrls(3000, '0.0.0.0', cards, 'https')).toEqual([
      'https://192.168.1.20:3000',
      'https://10.0.0.7:3000',
    ]);
  });
});
