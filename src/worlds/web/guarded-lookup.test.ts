import type { LookupAddress } from 'node:dns';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockedAddressError } from '../../core/errors/blocked-address-error.ts';
import { createAddressGuard } from './address-guard.ts';
import type { AddressGuardOptions } from './address-rules.ts';
import { fetchPage } from './fetch-page.ts';
import { createGuardedDispatcher, type Dispatcher } from './guarded-dispatcher.ts';
import { createGuardedLookup } from './guarded-lookup.ts';
import { pages, startServer, type TestServer } from './test-support/server.ts';

/** What a socket's lookup answers: the addresses, or the error it fails the connection with. */
function lookUp(
  hostname: string,
  options: AddressGuardOptions,
  lookupOptions: { all?: boolean; family?: number } = { all: true },
): Promise<LookupAddress[] | { address: string; family: number | undefined }> {
  const lookup = createGuardedLookup(options);
  return new Promise((resolve, reject) => {
    lookup(hostname, lookupOptions, (error, address, family) => {
      if (error) reject(error);
      else resolve(typeof address === 'string' ? { address, family } : address);
    });
  });
}

/** A resolver that answers each name from a script of answers, one per lookup, the last one repeated. */
function rebinding(script: Record<string, string[][]>): {
  lookup: (hostname: string) => Promise<string[]>;
  asked: string[];
} {
  const asked: string[] = [];
  return {
    asked,
    lookup: async (hostname) => {
      const answers = script[hostname];
      if (!answers)
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      const n = asked.filter((h) => h === hostname).length;
      asked.push(hostname);
      return answers[Math.min(n, answers.length - 1)] ?? [];
    },
  };
}

describe('createGuardedLookup', () => {
  const dns = async (hostname: string): Promise<string[]> =>
    ({
      'public.test': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
      'loop.test': ['127.0.0.1'],
      'mixed.test': ['93.184.215.14', '10.1.2.3'],
      'metadata.test': ['169.254.169.254'],
    })[hostname] ?? [];

  it('answers a socket with every address, or the first one, as node:net asks', async () => {
    expect(await lookUp('public.test', { lookup: dns })).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
    ]);
    expect(await lookUp('public.test', { lookup: dns }, {})).toEqual({ address: '93.184.215.14', family: 4 });
    expect(await lookUp('public.test', { lookup: dns }, { all: true, family: 6 })).toEqual([
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
    ]);
    await expect(lookUp('nowhere.test', { lookup: dns })).rejects.toThrow(/ENOTFOUND nowhere\.test/);
  });

  it('refuses what the address guard refuses, with the same error', async () => {
    for (const [host, reason] of [
      ['loop.test', 'a loopback address'],
      ['mixed.test', 'a private address'],
      ['metadata.test', 'a cloud metadata address'],
      ['metadata.google.internal', 'a cloud metadata host'],
    ] as const) {
      const error = await lookUp(host, { lookup: dns }).catch((e: unknown) => e);
      expect(BlockedAddressError.isInstance(error), host).toBe(true);
      expect((error as BlockedAddressError).reason, host).toBe(reason);
      // The same host refused before the request says the same.
      const before = await createAddressGuard({ lookup: dns })(
        new URL(`http://${host}/`),
        new AbortController().signal,
      ).catch((e: unknown) => e);
      expect((before as BlockedAddressError).reason, host).toBe(reason);
    }
    expect((await lookUp('loop.test', { lookup: dns }).catch((e: Error) => e.message)) as string).toBe(
      'Refused loop.test: loop.test resolves to 127.0.0.1, a loopback address',
    );
  });

  it('keeps the allow-list and allowPrivate as the address guard reads them', async () => {
    expect(await lookUp('loop.test', { lookup: dns, allowHosts: ['loop.test'] })).toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
    expect(await lookUp('loop.test', { lookup: dns, allowPrivate: true })).toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
    // An allowed address lets that address through by name, not every name that resolves to it.
    await expect(lookUp('loop.test', { lookup: dns, allowHosts: ['127.0.0.1'] })).rejects.toThrow(/loopback/);
    await expect(lookUp('metadata.test', { lookup: dns, allowPrivate: true })).rejects.toThrow(
      /cloud metadata/,
    );
  });
});

describe('DNS rebinding, with the guarded dispatcher', () => {
  let site: TestServer | undefined;
  let dispatcher: Dispatcher | undefined;
  afterEach(async () => {
    await dispatcher?.close();
    await site?.close();
    dispatcher = undefined;
    site = undefined;
  });

  /** Server mode's fetch: the address guard before each request, the guarded dispatcher under it. */
  async function serverFetch(url: string, options: AddressGuardOptions) {
    dispatcher = createGuardedDispatcher(options);
    return fetchPage(url, { checkUrl: createAddressGuard(options), dispatcher });
  }

  it('refuses at connect time a name that answered a public address to the check and loopback after', async () => {
    site = await startServer(pages({ '/secret': '<p>internal</p>' }));
    const port = new URL(site.url).port;
    const resolver = rebinding({ 'rebind.test': [['93.184.215.14'], ['127.0.0.1']] });
    const error = await serverFetch(`http://rebind.test:${port}/secret`, {
      lookup: resolver.lookup,
    }).catch((e: unknown) => e);
    expect(BlockedAddressError.isInstance(error)).toBe(true);
    expect((error as BlockedAddressError).message).toBe(
      `Refused http://rebind.test:${port}/secret: rebind.test resolves to 127.0.0.1, a loopback address`,
    );
    // Asked twice: once by the check (public), once by the connection (loopback, refused).
    expect(resolver.asked).toEqual(['rebind.test', 'rebind.test']);
    expect(site.requests).toEqual([]);
  });

  it('refuses a private answer at connect time too, and a redirect to such a name', async () => {
    site = await startServer((req, res) => {
      if (req.url === '/go') res.writeHead(302, { location: `http://lan.test:${port}/secret` }).end();
      else res.writeHead(200, { 'content-type': 'text/html' }).end('<p>internal</p>');
    });
    const port = new URL(site.url).port;
    const resolver = rebinding({ 'lan.test': [['93.184.215.14'], ['192.168.1.20']] });
    const error = await serverFetch(`${site.url}go`, {
      lookup: resolver.lookup,
      allowHosts: ['127.0.0.1'],
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      `Refused http://lan.test:${port}/secret: lan.test resolves to 192.168.1.20, a private address`,
    );
    expect(site.requests).toEqual(['/go']);
  });

  it('still connects to an allowed IP, an allowed name, and a private name with allowPrivate', async () => {
    site = await startServer(pages({ '/': '<p>home</p>' }));
    const port = new URL(site.url).port;
    // A direct IP needs no lookup; the allow-list lets it through.
    expect((await serverFetch(site.url, { allowHosts: ['127.0.0.1'] })).body).toBe('<p>home</p>');
    await dispatcher?.close();
    // An allowed name connects to what it resolves to, loopback included.
    const named = rebinding({ 'dev.test': [['127.0.0.1']] });
    const page = await serverFetch(`http://dev.test:${port}/`, {
      lookup: named.lookup,
      allowHosts: ['dev.test'],
    });
    expect(page.body).toBe('<p>home</p>');
    expect(named.asked).toEqual(['dev.test']);
    await dispatcher?.close();
    const local = rebinding({ 'box.test': [['127.0.0.1']] });
    expect(
      (await serverFetch(`http://box.test:${port}/`, { lookup: local.lookup, allowPrivate: true })).body,
    ).toBe('<p>home</p>');
    expect(local.asked).toEqual(['box.test', 'box.test']);
    expect(site.requests).toEqual(['/', '/', '/']);
  });
});
