import { describe, expect, it } from 'vitest';
import {
  healthOf,
  isTrackingParam,
  normalizeUrl,
  noteFolderLoad,
  relativePath,
  resolveUrl,
  sameSite,
  visitKey,
} from './url.ts';

describe('resolveUrl', () => {
  const base = 'https://example.com/manual/engine/oil.html?x=1#top';

  it('resolves relative paths, ../ and ./', () => {
    expect(resolveUrl('pressure.html', base)).toBe('https://example.com/manual/engine/pressure.html');
    expect(resolveUrl('../brakes/', base)).toBe('https://example.com/manual/brakes/');
    expect(resolveUrl('./a/../b.html', base)).toBe('https://example.com/manual/engine/b.html');
    expect(resolveUrl('../../../../x', base)).toBe('https://example.com/x');
    expect(resolveUrl('/root.html', base)).toBe('https://example.com/root.html');
  });

  it('resolves query-only and fragment-only hrefs against the base page', () => {
    expect(resolveUrl('?page=2', base)).toBe('https://example.com/manual/engine/oil.html?page=2');
    expect(resolveUrl('#section', base)).toBe('https://example.com/manual/engine/oil.html?x=1#section');
    expect(resolveUrl('', base)).toBe('https://example.com/manual/engine/oil.html?x=1');
  });

  it('resolves protocol-relative hrefs with the base scheme', () => {
    expect(resolveUrl('//cdn.example.org/a', base)).toBe('https://cdn.example.org/a');
    expect(resolveUrl('//cdn.example.org/a', 'http://example.com/')).toBe('http://cdn.example.org/a');
  });

  it('trims whitespace and strips tabs and newlines like a browser', () => {
    expect(resolveUrl('  pressure.html\n', base)).toBe('https://example.com/manual/engine/pressure.html');
    expect(resolveUrl('pres\tsure.html', base)).toBe('https://example.com/manual/engine/pressure.html');
  });

  it('returns null for non-navigable schemes', () => {
    expect(resolveUrl('javascript:void(0)', base)).toBeNull();
    expect(resolveUrl('JavaScript:alert(1)', base)).toBeNull();
    expect(resolveUrl(' javascript:alert(1)', base)).toBeNull();
    expect(resolveUrl('mailto:a@b.c', base)).toBeNull();
    expect(resolveUrl('tel:+123', base)).toBeNull();
    expect(resolveUrl('data:text/html,hi', base)).toBeNull();
    expect(resolveUrl('ftp://example.com/file', base)).toBeNull();
  });

  it('returns null for unparsable input', () => {
    expect(resolveUrl('http://exa mple.com/', base)).toBeNull();
    expect(resolveUrl('http://[::1', base)).toBeNull();
    expect(resolveUrl('relative.html')).toBeNull();
  });

  it('keeps absolute http(s) and file URLs', () => {
    expect(resolveUrl('HTTP://Example.COM/A', base)).toBe('http://example.com/A');
    expect(resolveUrl('file:///tmp/site/index.html')).toBe('file:///tmp/site/index.html');
    expect(resolveUrl('b.html', 'file:///tmp/site/a.html')).toBe('file:///tmp/site/b.html');
  });

  it('punycodes international domain names and percent-encodes paths', () => {
    expect(resolveUrl('https://bücher.example/straße')).toBe('https://xn--bcher-kva.example/stra%C3%9Fe');
    expect(resolveUrl('über uns.html', 'https://example.com/')).toBe(
      'https://example.com/%C3%BCber%20uns.html',
    );
  });
});

describe('normalizeUrl', () => {
  it('lowercases scheme and host but not the path', () => {
    expect(normalizeUrl('HTTPS://WWW.Example.COM/Manual/Engine.html')).toBe(
      'https://www.example.com/Manual/Engine.html',
    );
  });

  it('drops the fragment', () => {
    expect(normalizeUrl('https://example.com/a.html#part-2')).toBe('https://example.com/a.html');
    expect(normalizeUrl('https://example.com/a.html#')).toBe('https://example.com/a.html');
  });

  it('drops default ports and keeps others', () => {
    expect(normalizeUrl('http://example.com:80/a')).toBe('http://example.com/a');
    expect(normalizeUrl('https://example.com:443/a')).toBe('https://example.com/a');
    expect(normalizeUrl('http://example.com:8080/a')).toBe('http://example.com:8080/a');
    expect(normalizeUrl('https://example.com:80/a')).toBe('https://example.com:80/a');
  });

  it('strips tracking parameters mixed with real ones', () => {
    expect(
      normalizeUrl(
        'https://example.com/p?utm_source=x&id=7&fbclid=abc&UTM_Medium=y&gclid=1&ref=hn&msclkid=2&mc_cid=3&mc_eid=4&_ga=5&igshid=6&yclid=7&ref_src=twsrc',
      ),
    ).toBe('https://example.com/p?id=7');
    expect(normalizeUrl('https://example.com/p?utm_source=x')).toBe('https://example.com/p');
    expect(normalizeUrl('https://example.com/p?utm%5Fsource=x&q=1')).toBe('https://example.com/p?q=1');
  });

  it('does not strip parameters that merely contain a tracking word', () => {
    expect(normalizeUrl('https://example.com/p?reference=1&prefix=2')).toBe(
      'https://example.com/p?prefix=2&reference=1',
    );
  });

  it('sorts parameters by name, stably for repeated names', () => {
    expect(normalizeUrl('https://example.com/s?q=oil&b=2&a=1')).toBe('https://example.com/s?a=1&b=2&q=oil');
    expect(normalizeUrl('https://example.com/s?tag=z&x=1&tag=a')).toBe(
      'https://example.com/s?tag=z&tag=a&x=1',
    );
    expect(normalizeUrl('https://example.com/s?b=1&a=2')).toBe(normalizeUrl('https://example.com/s?a=2&b=1'));
  });

  it('keeps pagination parameters', () => {
    expect(normalizeUrl('https://example.com/blog?page=2&utm_campaign=x')).toBe(
      'https://example.com/blog?page=2',
    );
    expect(normalizeUrl('https://example.com/blog?p=3')).toBe('https://example.com/blog?p=3');
    expect(normalizeUrl('https://example.com/list?start=20&offset=10')).toBe(
      'https://example.com/list?offset=10&start=20',
    );
    expect(normalizeUrl('https://example.com/blog?page=2')).not.toBe(
      normalizeUrl('https://example.com/blog?page=3'),
    );
  });

  it('drops empty queries and empty parameters', () => {
    expect(normalizeUrl('https://example.com/a?')).toBe('https://example.com/a');
    expect(normalizeUrl('https://example.com/a?&&x=1&')).toBe('https://example.com/a?x=1');
  });

  it('removes a trailing index.html and trailing slash, and gives an empty path a slash', () => {
    expect(normalizeUrl('https://example.com')).toBe('https://example.com/');
    expect(normalizeUrl('https://example.com/index.html')).toBe('https://example.com/');
    expect(normalizeUrl('https://example.com/docs/index.htm')).toBe('https://example.com/docs');
    expect(normalizeUrl('https://example.com/docs/INDEX.HTML')).toBe('https://example.com/docs');
    expect(normalizeUrl('https://example.com/docs/')).toBe('https://example.com/docs');
    expect(normalizeUrl('https://example.com/docs')).toBe('https://example.com/docs');
    expect(normalizeUrl('https://example.com/docs/index.html?x=1')).toBe('https://example.com/docs?x=1');
    expect(normalizeUrl('https://example.com/docs/myindex.html')).toBe(
      'https://example.com/docs/myindex.html',
    );
  });

  it('decodes unnecessarily encoded unreserved characters and uppercases other escapes', () => {
    expect(normalizeUrl('https://example.com/%7Euser/%41bc%2dd')).toBe('https://example.com/~user/Abc-d');
    expect(normalizeUrl('https://example.com/a%2fb%3f')).toBe('https://example.com/a%2Fb%3F');
    expect(normalizeUrl('https://example.com/s?q=%61%20b')).toBe('https://example.com/s?q=a%20b');
    expect(normalizeUrl('https://example.com/caf%c3%a9')).toBe(normalizeUrl('https://example.com/café'));
  });

  it('normalizes international domain names to punycode', () => {
    expect(normalizeUrl('https://BÜCHER.example/')).toBe('https://xn--bcher-kva.example/');
  });

  it('handles file URLs', () => {
    expect(normalizeUrl('file:///tmp/site/index.html#x')).toBe('file:///tmp/site');
    expect(normalizeUrl('file:///tmp/site/a.html')).toBe('file:///tmp/site/a.html');
  });

  it('returns unparsable input trimmed', () => {
    expect(normalizeUrl('  not a url ')).toBe('not a url');
  });

  it('treats equivalent spellings as one page', () => {
    const variants = [
      'https://Example.com:443/docs/index.html?b=2&a=1&utm_source=news#intro',
      'https://example.com/docs/?a=1&b=2',
      'HTTPS://EXAMPLE.COM/docs?a=1&fbclid=zz&b=2',
    ];
    expect(new Set(variants.map(normalizeUrl)).size).toBe(1);
  });
});

describe('isTrackingParam', () => {
  it('knows the usual trackers', () => {
    for (const p of ['utm_source', 'utm_anything', 'fbclid', 'gclid', 'ref', '_ga', 'mc_eid']) {
      expect(isTrackingParam(p)).toBe(true);
    }
    for (const p of ['page', 'offset', 'start', 'p', 'q', 'id', 'refresh'])
      expect(isTrackingParam(p)).toBe(false);
  });
});

describe('sameSite', () => {
  it('compares hosts ignoring www. and scheme', () => {
    expect(sameSite('https://www.example.com/a', 'http://example.com/b')).toBe(true);
    expect(sameSite('https://EXAMPLE.com/a', 'https://example.com/b')).toBe(true);
    expect(sameSite('https://docs.example.com/a', 'https://example.com/b')).toBe(false);
    expect(sameSite('https://example.org/', 'https://example.com/')).toBe(false);
  });

  it('treats different ports as different sites', () => {
    expect(sameSite('http://127.0.0.1:3000/a', 'http://127.0.0.1:3000/b')).toBe(true);
    expect(sameSite('http://127.0.0.1:3000/a', 'http://127.0.0.1:4000/a')).toBe(false);
    expect(sameSite('https://example.com:443/a', 'https://example.com/a')).toBe(true);
  });

  it('never mixes web and file URLs, and rejects garbage', () => {
    expect(sameSite('file:///tmp/a.html', 'https://example.com/')).toBe(false);
    expect(sameSite('not a url', 'https://example.com/')).toBe(false);
  });

  it('scopes file URLs to the start folder when a root is given', () => {
    const root = 'file:///tmp/site/';
    expect(sameSite('file:///tmp/site/a.html', 'file:///tmp/site/sub/b.html', root)).toBe(true);
    expect(sameSite('file:///tmp/site/a.html', 'file:///tmp/other/b.html', root)).toBe(false);
    expect(sameSite('file:///tmp/site/a.html', 'file:///tmp/site-2/b.html', root)).toBe(false);
    expect(sameSite('file:///tmp/site', 'file:///tmp/site/b.html', root)).toBe(true);
    expect(sameSite('file:///tmp/site/a.html', 'file:///tmp/site/b.html', '/tmp/site')).toBe(true);
    expect(sameSite('file:///tmp/site/a.html', 'file:///tmp/b.html', '/tmp/site/index.html')).toBe(false);
    expect(sameSite('file:///tmp/a.html', 'file:///var/b.html')).toBe(true);
  });
});

describe('relativePath', () => {
  it('gives same-site links as root-relative paths', () => {
    expect(relativePath('https://example.com/manual/engine.html?x=1', 'https://example.com/manual/')).toBe(
      '/manual/engine.html?x=1',
    );
    expect(relativePath('https://www.example.com/a#b', 'https://example.com/')).toBe('/a#b');
  });

  it('gives other sites and scheme changes as absolute URLs', () => {
    expect(relativePath('https://other.org/x', 'https://example.com/')).toBe('https://other.org/x');
    expect(relativePath('http://example.com/x', 'https://example.com/')).toBe('http://example.com/x');
  });

  it('leaves unparsable input alone', () => {
    expect(relativePath('nope', 'https://example.com/')).toBe('nope');
  });
});

describe('visitKey', () => {
  it('is the normalized URL without a folder', () => {
    expect(visitKey('https://Example.com/a/index.html#x')).toBe('https://example.com/a');
    expect(visitKey('https://example.com/a', [])).toBe('https://example.com/a');
  });

  it('adds the open folder path', () => {
    const a = visitKey('https://example.com/m', ['Engine', 'Oil']);
    expect(a).toBe('https://example.com/m > Engine > Oil');
    expect(a).not.toBe(visitKey('https://example.com/m', ['Engine']));
    expect(visitKey('https://example.com/m?utm_source=x', ['Engine'])).toBe(
      visitKey('https://example.com/m', ['Engine']),
    );
  });
});

describe('folder health', () => {
  const site = 'http://127.0.0.1:1/code/titles/';
  it('doubts the untried entries of a table of contents whose tried siblings mostly failed', () => {
    const loads = new Map<string, Map<string, boolean>>();
    for (const n of ['4', '7', '12']) noteFolderLoad(loads, `${site}${n}`, false);
    noteFolderLoad(loads, `${site}50/`, true);
    noteFolderLoad(loads, `${site}50/chapters/16/`, true);
    // Three of four siblings failed: an untried one keeps (1 + 1) / (4 + 1) of its promise.
    expect(healthOf(`${site}9`, loads)).toBeCloseTo(2 / 5);
    // A branch where something opened is not doubted, however deep.
    expect(healthOf(`${site}50/chapters/17/`, loads)).toBe(1);
    // Nor the rest of the site: the failures are among the titles only.
    expect(healthOf('http://127.0.0.1:1/about.html', loads)).toBe(1);
  });

  it('says nothing after a single failure', () => {
    const loads = new Map<string, Map<string, boolean>>();
    noteFolderLoad(loads, `${site}4`, false);
    expect(healthOf(`${site}9`, loads)).toBe(1);
  });
});
