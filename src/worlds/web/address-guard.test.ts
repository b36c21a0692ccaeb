import { describe, expect, it } from 'vitest';
import { BlockedAddressError } from '../../core/errors/blocked-address-error.ts';
import { FetchError } from '../../core/errors/fetch-error.ts';
import { type AddressGuardOptions, createAddressGuard } from './address-guard.ts';

const signal = new AbortController().signal;

/** A resolver from a fixed table; names not in it fail as DNS would. */
function table(entries: Record<string, string[]>): (hostname: string) => Promise<string[]> {
  return async (hostname) => {
    const found = entries[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  };
}

const PUBLIC_DNS = table({
  'example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'localtest.me': ['127.0.0.1'],
  'mixed.test': ['93.184.215.14', '10.1.2.3'],
  'metadata.test': ['169.254.169.254'],
  'six.test': ['fd00:ec2::254'],
  'lan.test': ['192.168.1.20'],
  'weird.test': ['not-an-address'],
  'none.test': [],
});

async function outcome(url: string, options: AddressGuardOptions = {}): Promise<string> {
  const guard = createAddressGuard({ lookup: PUBLIC_DNS, ...options });
  try {
    await guard(new URL(url), signal);
    return 'allowed';
  } catch (error) {
    if (BlockedAddressError.isInstance(error)) return error.reason;
    if (FetchError.isInstance(error)) return `fetch error: ${error.message}`;
    throw error;
  }
}

describe('createAddressGuard', () => {
  it('refuses every non-public range, by IP literal', async () => {
    const cases: Array<[string, string]> = [
      ['http://127.0.0.1/', 'a loopback address'],
      ['http://127.255.0.9:8080/', 'a loopback address'],
      ['http://[::1]/', 'a loopback address'],
      ['http://10.0.0.1/', 'a private address'],
      ['http://172.16.0.1/', 'a private address'],
      ['http://172.31.255.255/', 'a private address'],
      ['http://192.168.0.1/', 'a private address'],
      ['http://[fc00::1]/', 'a private address'],
      ['http://[fdab:1234::1]/', 'a private address'],
      ['http://169.254.1.1/', 'a link-local address'],
      ['http://[fe80::1]/', 'a link-local address'],
      ['http://169.254.169.254/latest/meta-data/', 'a cloud metadata address'],
      ['http://[fd00:ec2::254]/', 'a cloud metadata address'],
      ['http://metadata.google.internal/computeMetadata/v1/', 'a cloud metadata host'],
      ['http://100.64.0.1/', 'a shared (carrier-grade NAT) address'],
      ['http://100.127.255.254/', 'a shared (carrier-grade NAT) address'],
      ['http://0.0.0.0/', 'an unspecified address'],
      ['http://0.1.2.3/', 'an unspecified address'],
      ['http://[::]/', 'an unspecified address'],
      ['http://224.0.0.1/', 'a multicast address'],
      ['http://[ff02::1]/', 'a multicast address'],
      ['http://240.0.0.1/', 'a reserved address'],
      ['http://255.255.255.255/', 'a reserved address'],
      ['http://192.0.2.1/', 'a reserved address'],
      ['http://198.18.0.1/', 'a reserved address'],
      ['http://[2001:db8::1]/', 'a reserved address'],
      ['http://[100::1]/', 'a reserved address'],
    ];
    for (const [url, reason] of cases) expect(await outcome(url), url).toBe(reason);
  });

  it('lets public addresses through, and the edges of private ranges', async () => {
    for (const url of [
      'http://93.184.215.14/',
      'https://[2606:4700:4700::1111]/',
      'http://172.15.255.255/',
      'http://172.32.0.1/',
      'http://100.63.255.255/',
      'http://100.128.0.1/',
      'http://192.169.0.1/',
      'http://[::ffff:8.8.8.8]/',
      'https://example.com/docs',
    ]) {
      expect(await outcome(url), url).toBe('allowed');
    }
  });

  it('reads IPv4-mapped IPv6 and odd IPv4 spellings as the address they reach', async () => {
    const cases: Array<[string, string]> = [
      ['http://[::ffff:127.0.0.1]/', 'a loopback address'],
      ['http://[::ffff:7f00:1]/', 'a loopback address'],
      ['http://[0:0:0:0:0:ffff:a00:1]/', 'a private address'],
      ['http://[::ffff:169.254.169.254]/', 'a cloud metadata address'],
      ['http://[64:ff9b::7f00:1]/', 'a loopback address'],
      ['http://[2002:a9fe:a9fe::]/', 'a cloud metadata address'],
      ['http://[::127.0.0.1]/', 'a reserved address'],
      ['http://2130706433/', 'a loopback address'],
      ['http://0x7f.1/', 'a loopback address'],
      ['http://0x7f000001/', 'a loopback address'],
      ['http://0177.0.0.1/', 'a loopback address'],
      ['http://127.1/', 'a loopback address'],
      ['http://169.254.43518/', 'a cloud metadata address'],
      ['http://0/', 'an unspecified address'],
      ['http://LOCALTEST.ME./', 'a loopback address'],
    ];
    for (const [url, reason] of cases) expect(await outcome(url), url).toBe(reason);
  });

  it('checks every address a name resolves to', async () => {
    expect(await outcome('http://localtest.me/')).toBe('a loopback address');
    expect(await outcome('http://mixed.test/')).toBe('a private address');
    expect(await outcome('http://metadata.test/')).toBe('a cloud metadata address');
    expect(await outcome('http://six.test/')).toBe('a cloud metadata address');
    expect(await outcome('http://weird.test/')).toBe('a reserved address');
    expect(await outcome('http://nowhere.test/')).toMatch(
      /^fetch error: cannot reach nowhere\.test \(no such host\)/,
    );
    expect(await outcome('http://none.test/')).toMatch(/none\.test has no address/);
  });

  it('refuses other schemes than http and https', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/',
      'data:text/html,hi',
      'javascript:alert(1)',
    ]) {
      expect(await outcome(url), url).toBe('not http or https');
    }
  });

  it('says in one line what was refused and why', async () => {
    const guard = createAddressGuard({ lookup: PUBLIC_DNS });
    const error = await guard(new URL('http://localtest.me:8080/admin'), signal).catch((e: unknown) => e);
    expect(BlockedAddressError.isInstance(error)).toBe(true);
    const blocked = error as BlockedAddressError;
    expect(blocked.url).toBe('http://localtest.me:8080/admin');
    expect(blocked.address).toBe('127.0.0.1');
    expect(blocked.message).toBe(
      'Refused http://localtest.me:8080/admin: localtest.me resolves to 127.0.0.1, a loopback address',
    );
    const literal = await guard(new URL('http://[::ffff:127.0.0.1]/'), signal).catch((e: unknown) => e);
    expect((literal as Error).message).toBe(
      'Refused http://[::ffff:7f00:1]/: ::ffff:7f00:1 is a loopback address',
    );
    const file = await guard(new URL('file:///etc/passwd'), signal).catch((e: unknown) => e);
    expect((file as Error).message).toBe('Refused file:///etc/passwd: file: is not http or https');
  });

  it('lets allowed hosts through exactly as named, and nothing more', async () => {
    const allowHosts = ['127.0.0.1', 'LocalHost', '::1', 'lan.test'];
    const noLookup = async (): Promise<string[]> => {
      throw new Error('looked up an allowed host');
    };
    for (const url of ['http://127.0.0.1:4000/', 'http://localhost/', 'http://[::1]/', 'http://[0::1]:81/']) {
      expect(await outcome(url, { allowHosts, lookup: noLookup }), url).toBe('allowed');
    }
    expect(await outcome('http://lan.test/', { allowHosts })).toBe('allowed');
    expect(await outcome('http://127.0.0.2/', { allowHosts })).toBe('a loopback address');
    expect(await outcome('http://localtest.me/', { allowHosts })).toBe('a loopback address');
    expect(await outcome('http://10.0.0.1/', { allowHosts })).toBe('a private address');
    expect(await outcome('file:///etc/passwd', { allowHosts: ['', '/etc/passwd'] })).toBe(
      'not http or https',
    );
  });

  it('with allowPrivate, lets local networks through but never cloud metadata', async () => {
    const allowPrivate = true;
    for (const url of [
      'http://127.0.0.1/',
      'http://[::1]/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://[fe80::1]/',
      'http://[fc00::1]/',
      'http://100.64.0.1/',
      'http://localtest.me/',
      'http://lan.test/',
    ]) {
      expect(await outcome(url, { allowPrivate }), url).toBe('allowed');
    }
    for (const url of [
      'http://169.254.169.254/',
      'http://[fd00:ec2::254]/',
      'http://[::ffff:169.254.169.254]/',
      'http://metadata.google.internal/',
      'http://metadata.test/',
      'http://six.test/',
    ]) {
      expect(await outcome(url, { allowPrivate }), url).toMatch(/cloud metadata/);
    }
    expect(await outcome('http://224.0.0.1/', { allowPrivate })).toBe('a multicast address');
    expect(await outcome('file:///etc/passwd', { allowPrivate })).toBe('not http or https');
  });

  it('stops waiting for a lookup when aborted', async () => {
    const guard = createAddressGuard({ lookup: () => new Promise(() => {}) });
    const controller = new AbortController();
    const pending = guard(new URL('http://slow.test/'), controller.signal);
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
  });
});
