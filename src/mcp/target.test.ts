import { describe, expect, it } from 'vitest';
import type { Link } from './links.ts';
import { parseTarget } from './target.ts';

const HERE = 'https://shop.test/honda/2004/index.html';
const LINKS: Link[] = [
  {
    chain: ['Repair', 'Engine Oil Pressure', 'Specifications'],
    url: 'https://shop.test/a/spec.html',
    group: 'content',
    boilerplate: false,
    depth: 3,
  },
  {
    chain: ['Specifications'],
    url: 'https://shop.test/b/spec.html',
    group: 'content',
    boilerplate: false,
    depth: 0,
  },
];

describe('parseTarget', () => {
  it('reads back and forward', () => {
    expect(parseTarget(' Back ', HERE, [])).toEqual({ kind: 'back' });
    expect(parseTarget('go forward', HERE, [])).toEqual({ kind: 'forward' });
  });

  it('resolves paths against the current page and takes absolute http(s) URLs as they are', () => {
    expect(parseTarget('/honda/', HERE, [])).toEqual({ kind: 'url', url: 'https://shop.test/honda/' });
    expect(parseTarget('accord/x.html', HERE, [])).toEqual({
      kind: 'url',
      url: 'https://shop.test/honda/2004/accord/x.html',
    });
    expect(parseTarget('"http://other.test/a b"', HERE, [])).toEqual({
      kind: 'url',
      url: 'http://other.test/a%20b',
    });
  });

  it('accepts a copied "For label: path" line, or a label from the list', () => {
    expect(parseTarget('For Honda > 2004: /honda/2004/', HERE, [])).toEqual({
      kind: 'url',
      url: 'https://shop.test/honda/2004/',
    });
    expect(parseTarget('Repair > Engine Oil Pressure > Specifications', HERE, LINKS)).toEqual({
      kind: 'url',
      url: 'https://shop.test/a/spec.html',
    });
    // A leaf label names the best-ranked link that ends with it.
    expect(parseTarget('specifications', HERE, LINKS)).toEqual({
      kind: 'url',
      url: 'https://shop.test/a/spec.html',
    });
  });

  it('takes a bare host as https only when there is no page to be relative to', () => {
    expect(parseTarget('example.com/docs', null, [])).toEqual({
      kind: 'url',
      url: 'https://example.com/docs',
    });
    expect(parseTarget('example.com/docs', HERE, [])).toEqual({
      kind: 'url',
      url: 'https://shop.test/honda/2004/example.com/docs',
    });
  });

  it('refuses what is not a web page, with the reason', () => {
    expect(parseTarget('mailto:a@b.test', HERE, [])).toMatchObject({
      kind: 'invalid',
      problem: expect.stringContaining('not http or https'),
    });
    expect(parseTarget('file:///etc/passwd', HERE, [])).toMatchObject({
      kind: 'invalid',
      problem: expect.stringContaining('local files'),
    });
    expect(parseTarget('  ', HERE, [])).toMatchObject({ kind: 'invalid', problem: 'The target is empty.' });
    expect(parseTarget('/docs', null, [])).toMatchObject({
      kind: 'invalid',
      problem: expect.stringContaining('start with a full URL'),
    });
  });
});
