import { describe, expect, it } from 'vitest';
import { decidingRule, robotsAllow, robotsGroup, robotsRules } from './robots-txt.ts';

/** Which of `paths` the file lets `agent` fetch. */
function allowed(text: string, paths: string[], agent?: string): Record<string, boolean> {
  const rules = robotsRules(text, agent);
  return Object.fromEntries(paths.map((p) => [p, robotsAllow(rules, p)]));
}

describe('robotsRules', () => {
  it('takes the group naming Ariadne, else the * group, else nothing', () => {
    const file = `# comments are ignored
User-agent: *
Disallow: /private/

User-agent: ariadne
Disallow: /drafts/
`;
    expect(allowed(file, ['/private/a', '/drafts/b', '/c'])).toEqual({
      '/private/a': true,
      '/drafts/b': false,
      '/c': true,
    });
    expect(allowed(file, ['/private/a', '/drafts/b'], 'OtherBot')).toEqual({
      '/private/a': false,
      '/drafts/b': true,
    });
    expect(robotsRules('User-agent: googlebot\nDisallow: /\n')).toEqual([]);
  });

  it('matches the product token without case, with or without a version', () => {
    for (const ua of ['ARIADNE', 'Ariadne/0.1', 'ariadne  # our reader']) {
      expect(allowed(`User-agent: ${ua}\nDisallow: /x\n`, ['/x']), ua).toEqual({ '/x': false });
    }
    // Another token that merely starts with ours is another crawler.
    expect(allowed('User-agent: ariadnebot\nDisallow: /x\n', ['/x'])).toEqual({ '/x': true });
  });

  it('merges every group naming the agent; a named group without rules still replaces *', () => {
    const merged =
      'User-agent: ariadne\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n\nUser-agent: Ariadne\nDisallow: /c\n';
    expect(allowed(merged, ['/a', '/b', '/c'])).toEqual({ '/a': false, '/b': true, '/c': false });
    const empty = 'User-agent: *\nDisallow: /\n\nUser-agent: ariadne\n';
    expect(allowed(empty, ['/', '/x'])).toEqual({ '/': true, '/x': true });
  });

  it('reads consecutive User-agent lines as one group, and a User-agent after rules as a new one', () => {
    const file =
      'User-agent: other\nUser-agent: ariadne\n\nDisallow: /shared\nUser-agent: *\nDisallow: /all\n';
    expect(allowed(file, ['/shared', '/all'])).toEqual({ '/shared': false, '/all': true });
  });

  it('ignores rules outside a group, empty rules, unknown lines and a byte order mark', () => {
    const file =
      '\uFEFFDisallow: /before\nUser-agent: *\nCrawl-delay: 10\nSitemap: https://x/s.xml\nDisallow:\nDisallow: /after\n';
    expect(allowed(file, ['/before', '/after', '/other'])).toEqual({
      '/before': true,
      '/after': false,
      '/other': true,
    });
    expect(robotsRules(file).map((r) => r.text)).toEqual(['Disallow: /after']);
  });

  it('reads CRLF and CR line ends', () => {
    expect(allowed('User-agent: *\r\nDisallow: /a\rDisallow: /b\r\n', ['/a', '/b', '/c'])).toEqual({
      '/a': false,
      '/b': false,
      '/c': true,
    });
  });
});

describe('robotsGroup: Crawl-delay', () => {
  it("takes the delay of the groups that apply: the agent's own, else *'s, the longest of several", () => {
    const file = [
      'User-agent: *',
      'Crawl-delay: 2',
      'Disallow: /tmp/',
      '',
      'User-agent: SlowBot',
      'Crawl-delay: 30',
    ].join('\n');
    expect(robotsGroup(file).crawlDelay).toBe(2);
    expect(robotsGroup(file, 'SlowBot').crawlDelay).toBe(30);
    expect(robotsGroup(`${file}\nUser-agent: *\nCrawl-delay: 4.5`).crawlDelay).toBe(4.5);
    // A group naming the agent without a delay asks for none, as its rules replace the * ones.
    expect(
      robotsGroup('User-agent: *\nCrawl-delay: 5\n\nUser-agent: Ariadne\nDisallow: /x').crawlDelay,
    ).toBeUndefined();
  });

  it('ignores a delay outside a group or not a number of seconds, and a delay ends a group as a rule does', () => {
    expect(robotsGroup('Crawl-delay: 3\nUser-agent: *\nDisallow: /a').crawlDelay).toBeUndefined();
    expect(robotsGroup('User-agent: *\nCrawl-delay: soon').crawlDelay).toBeUndefined();
    expect(robotsGroup('User-agent: *\nCrawl-delay: -1').crawlDelay).toBeUndefined();
    const group = robotsGroup('User-agent: Ariadne\nCrawl-delay: 1\nUser-agent: *\nDisallow: /b');
    expect(group.crawlDelay).toBe(1);
    expect(group.rules).toEqual([]);
  });
});

describe('decidingRule', () => {
  const file = `User-agent: *
Disallow: /docs/
Allow: /docs/public/
Disallow: /docs/public/drafts
Allow: /page
Disallow: /page
Disallow: /*.pdf$
Disallow: /search*q=
Disallow: /exact$
Allow: /fish*.php
Disallow: /%7Euser/
Disallow: /caf%c3%a9
`;
  const rules = robotsRules(file);
  const decide = (path: string): string | null => decidingRule(rules, path)?.text ?? null;

  it('lets the longest matching rule decide, Allow winning a tie', () => {
    expect(decide('/docs/guide')).toBe('Disallow: /docs/');
    expect(decide('/docs/public/intro')).toBe('Allow: /docs/public/');
    expect(decide('/docs/public/drafts/1')).toBe('Disallow: /docs/public/drafts');
    expect(decide('/page')).toBe('Allow: /page');
    expect(decide('/elsewhere')).toBeNull();
  });

  it('reads * as any run of characters and a final $ as the end of the path', () => {
    expect(decide('/files/report.pdf')).toBe('Disallow: /*.pdf$');
    expect(decide('/files/report.pdf?download=1')).toBeNull();
    expect(decide('/search?lang=en&q=oil')).toBe('Disallow: /search*q=');
    expect(decide('/exact')).toBe('Disallow: /exact$');
    expect(decide('/exact/more')).toBeNull();
    expect(decide('/fish/salmon.php')).toBe('Allow: /fish*.php');
  });

  it('compares percent-escapes alike, and escapes what is not ASCII', () => {
    expect(decide('/~user/home')).toBe('Disallow: /%7Euser/');
    expect(decide('/%7euser/home')).toBe('Disallow: /%7Euser/');
    expect(decide('/café')).toBe('Disallow: /caf%c3%a9');
    expect(decide('/caf%C3%A9/menu')).toBe('Disallow: /caf%c3%a9');
  });

  it('always allows /robots.txt', () => {
    expect(decidingRule(robotsRules('User-agent: *\nDisallow: /\n'), '/robots.txt')).toBeNull();
    expect(decidingRule(robotsRules('User-agent: *\nDisallow: /\n'), '/index.html')?.text).toBe(
      'Disallow: /',
    );
  });

  it('matches a pattern full of stars against a long path without blowing up', () => {
    const stars = robotsRules(`User-agent: *\nDisallow: /${'*a'.repeat(30)}b\n`);
    expect(robotsAllow(stars, `/${'a'.repeat(4000)}`)).toBe(true);
    expect(robotsAllow(stars, `/${'a'.repeat(4000)}b`)).toBe(false);
  });
});
