import { describe, expect, it } from 'vitest';
import { mirrorName } from './mirror-name.ts';

describe('mirrorName', () => {
  it('names pages as a site build folder holds them', () => {
    expect(mirrorName('http://h/')).toBe('index.html');
    expect(mirrorName('http://h/guide/')).toBe('guide/index.html');
    expect(mirrorName('http://h/guide/start.html')).toBe('guide/start.html');
    expect(mirrorName('http://h/about')).toBe('about.html');
    expect(mirrorName('http://h/a%20b.htm')).toBe('a b.htm');
  });

  it('never climbs out of the mirror folder or hides a file', () => {
    expect(mirrorName('http://h/%2e%2e/x')).toBe('x.html');
    expect(mirrorName('http://h/a%2F..%2Fb')).toBe('a_.._b.html');
    expect(mirrorName('http://h/.secret')).toBe('_secret.html');
  });

  it('keeps pages with a query apart, and gives a clash another name', () => {
    const a = mirrorName('http://h/list?page=2');
    expect(a).toMatch(/^list-q[0-9a-f]{8}\.html$/);
    expect(a).not.toBe(mirrorName('http://h/list?page=3'));
    expect(mirrorName('http://h/about', new Set(['about.html']))).toBe('about-2.html');
  });
});
