import { describe, expect, it } from 'vitest';
import {
  ArchiveError,
  AriadneError,
  BlockedAddressError,
  FetchError,
  HttpStatusError,
  NotFoundError,
  NotHtmlError,
  OptionNotFoundError,
  RobotsDisallowedError,
  TooLargeError,
  TooManyRedirectsError,
  UnsupportedActionError,
} from './index.ts';

describe('errors', () => {
  const cause = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
  const all = [
    new FetchError({ url: 'http://x/', reason: 'network', cause }),
    new HttpStatusError({ url: 'http://x/', status: 404, statusText: 'Not Found' }),
    new NotHtmlError({ url: 'http://x/a.pdf', contentType: 'application/pdf' }),
    new TooLargeError({ url: 'http://x/', maxBytes: 10 }),
    new TooManyRedirectsError({ url: 'http://x/6', redirects: ['http://x/1'] }),
    new NotFoundError({ target: '/no/such' }),
    new UnsupportedActionError({ action: 'fill', world: 'web' }),
    new OptionNotFoundError({ option: 9, location: 'http://x/' }),
    new ArchiveError({
      path: '/data/archive.sqlite',
      problem: 'could not search',
      cause: new Error('disk I/O error'),
    }),
    new BlockedAddressError({
      url: 'http://x/',
      host: 'x',
      address: '10.0.0.1',
      reason: 'a private address',
    }),
    new RobotsDisallowedError({ url: 'http://x/private/a?b=1', site: 'x', rule: 'Disallow: /private/' }),
    new RobotsDisallowedError({ url: 'http://x:8080/a', site: 'x:8080', unreachable: 'HTTP 503' }),
  ];

  it('have stable names and are Errors and AriadneErrors', () => {
    expect(all.map((e) => e.name)).toEqual([
      'FetchError',
      'HttpStatusError',
      'NotHtmlError',
      'TooLargeError',
      'TooManyRedirectsError',
      'NotFoundError',
      'UnsupportedActionError',
      'OptionNotFoundError',
      'ArchiveError',
      'BlockedAddressError',
      'RobotsDisallowedError',
      'RobotsDisallowedError',
    ]);
    for (const e of all) {
      expect(e).toBeInstanceOf(Error);
      expect(AriadneError.isInstance(e)).toBe(true);
    }
  });

  it('recognise only their own kind', () => {
    const checks = [
      FetchError.isInstance,
      HttpStatusError.isInstance,
      NotHtmlError.isInstance,
      TooLargeError.isInstance,
      TooManyRedirectsError.isInstance,
      NotFoundError.isInstance,
      UnsupportedActionError.isInstance,
      OptionNotFoundError.isInstance,
      ArchiveError.isInstance,
      BlockedAddressError.isInstance,
      RobotsDisallowedError.isInstance,
    ];
    checks.forEach((check, i) => {
      // The last check's kind has two examples.
      expect(all.map((e) => check(e))).toEqual(all.map((_, j) => i === Math.min(j, checks.length - 1)));
    });
    for (const check of [AriadneError.isInstance, ...checks]) {
      expect(check(new Error('plain'))).toBe(false);
      expect(check(null)).toBe(false);
      expect(check('FetchError')).toBe(false);
      expect(check({ name: 'FetchError' })).toBe(false);
    }
  });

  it('tell a host that cannot be reached from other fetch failures, in one plain line', () => {
    const log = '\nCall log:\n\u001b[2m  - navigating to "http://x/", waiting until "load"\u001b[22m\n';
    const chromium = (code: string) => new Error(`page.goto: net::${code} at http://x:8080/a${log}`);
    const node = (code: string) =>
      new TypeError('fetch failed', { cause: Object.assign(new Error(`${code} x`), { code }) });
    const cases: Array<[unknown, string | undefined]> = [
      [chromium('ERR_CONNECTION_REFUSED'), 'connection refused'],
      [chromium('ERR_NAME_NOT_RESOLVED'), 'no such host'],
      [node('ECONNREFUSED'), 'connection refused'],
      [node('ENOTFOUND'), 'no such host'],
      [node('UND_ERR_CONNECT_TIMEOUT'), 'connection timed out'],
      // Reached, then failed: not the host's absence.
      [node('ECONNRESET'), undefined],
      [chromium('ERR_SSL_PROTOCOL_ERROR'), undefined],
    ];
    for (const [cause, why] of cases) {
      expect(new FetchError({ url: 'http://x:8080/a', reason: 'network', cause }).unreachable).toBe(why);
    }
    const refused = new FetchError({ url: 'http://x:8080/a', reason: 'network', cause: cases[0]?.[0] });
    expect(refused.message).toBe(
      'cannot reach x:8080 (connection refused); check the address, and that the site is up',
    );
    const other = new FetchError({ url: 'http://x:8080/a', reason: 'network', cause: cases[6]?.[0] });
    expect(other.message).toBe(
      'Could not fetch http://x:8080/a: page.goto: net::ERR_SSL_PROTOCOL_ERROR at http://x:8080/a',
    );
  });

  it('say what went wrong, with the useful part of the cause', () => {
    expect(all[0]?.message).toBe('Could not fetch http://x/: connect ECONNREFUSED 127.0.0.1:9');
    expect(all[0]?.cause).toBe(cause);
    expect(all[1]?.message).toBe('HTTP 404 Not Found for http://x/');
    expect(all[2]?.message).toBe('Not an HTML page (application/pdf): http://x/a.pdf');
    expect(all[5]?.message).toBe('No such file or folder: /no/such');
    expect(all[6]?.message).toBe("The web world cannot do 'fill'");
    expect(all[8]?.message).toBe('Archive /data/archive.sqlite: could not search (disk I/O error)');
    expect(all[9]?.message).toBe('Refused http://x/: x resolves to 10.0.0.1, a private address');
    expect(all[10]?.message).toBe(
      'Refused http://x/private/a?b=1: robots.txt of x disallows /private/a?b=1 (rule `Disallow: /private/`)',
    );
    expect(all[11]?.message).toBe(
      'Refused http://x:8080/a: robots.txt of x:8080 could not be read (HTTP 503), which disallows the whole site until it can be',
    );
  });
});
