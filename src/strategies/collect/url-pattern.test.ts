import { describe, expect, it } from 'vitest';
import { urlPattern } from './url-pattern.ts';

describe('urlPattern', () => {
  it('blanks the numbers of a path', () => {
    expect(urlPattern('https://openenergymonitor.org/emon/node/626.html')).toBe(
      'openenergymonitor.org/emon/node/#.html',
    );
    expect(urlPattern('https://openenergymonitor.org/emon/node/626.html')).toBe(
      urlPattern('https://openenergymonitor.org/emon/node/2369.html'),
    );
  });

  it('blanks hashed names as numbers', () => {
    expect(urlPattern('https://x.org/forum/62679.html')).toBe('x.org/forum/#.html');
    expect(urlPattern('https://x.org/forum/62679.html')).toBe(urlPattern('https://x.org/forum/6c5ed.html'));
  });

  it('keeps words apart from numbered names', () => {
    const message = urlPattern('https://lists.x.org/pipermail/emon/2019-March/000123.html');
    const index = urlPattern('https://lists.x.org/pipermail/emon/2019-March/thread.html');
    expect(message).toBe('lists.x.org/pipermail/emon/#-#/#.html');
    expect(index).toBe('lists.x.org/pipermail/emon/#-#/thread.html');
    expect(message).not.toBe(index);
    expect(urlPattern('https://lists.x.org/pipermail/emon/2019-March/author.html')).not.toBe(index);
  });

  it('takes the month folders of an archive for one kind', () => {
    expect(urlPattern('https://lists.x.org/pipermail/emon/2019-April/000200.html')).toBe(
      urlPattern('https://lists.x.org/pipermail/emon/2019-March/000123.html'),
    );
    expect(urlPattern('https://lists.x.org/pipermail/emon/2018-December/thread.html')).toBe(
      urlPattern('https://lists.x.org/pipermail/emon/2019-March/thread.html'),
    );
    // Only whole month names: "Marching" is a word.
    expect(urlPattern('https://x.org/tag/marching-band')).not.toContain('#');
  });

  it('does not take a word of hex letters for a hash', () => {
    expect(urlPattern('https://x.org/forum/faced.html')).toBe('x.org/forum/faced.html');
    expect(urlPattern('https://x.org/forum/faced.html')).not.toBe(
      urlPattern('https://x.org/forum/6c5ed.html'),
    );
  });

  it('keeps the host apart, and leaves out query and fragment', () => {
    expect(urlPattern('https://a.org/node/1')).not.toBe(urlPattern('https://b.org/node/1'));
    expect(urlPattern('https://a.org/node/12?page=3#c4')).toBe('a.org/node/#');
  });

  it('gives back what is not a URL', () => {
    expect(urlPattern('not a url')).toBe('not a url');
  });

  it('takes the slugs of articles for one kind, and keeps single words apart', () => {
    expect(urlPattern('https://x.org/news/2023/05/02/heat-pump-grants/')).toBe('x.org/news/#/#/#/*/');
    expect(urlPattern('https://x.org/news/2023/06/21/community-solar-garden-opens/')).toBe(
      urlPattern('https://x.org/news/2023/05/02/heat-pump-grants/'),
    );
    expect(urlPattern('https://x.org/blog/why_radiators_matter.html')).toBe('x.org/blog/*.html');
    expect(urlPattern('https://x.org/news/about/')).toBe('x.org/news/about/');
  });
});
