import { describe, expect, it } from 'vitest';
import { folderLabels, isIndexPage, labelTitle, titlesLabel } from './labels.ts';

describe('titlesLabel', () => {
  it('names a group by its first titles and how many more', () => {
    expect(titlesLabel(['Installing', 'Upgrading', 'Backups', 'Logs', 'Limits'])).toBe(
      'Installing, Upgrading and 3 more',
    );
    expect(titlesLabel(['Installing', 'Upgrading'])).toBe('Installing and Upgrading');
    expect(titlesLabel(['Installing', 'Installing'])).toBe('Installing');
  });

  it('uses the common leading words of the titles when they say something', () => {
    expect(titlesLabel(['Chapter 17: Tuples', 'Chapter 17: Lists', 'Chapter 17: Sets'])).toBe('Chapter 17 …');
    // "The" alone says nothing: the titles themselves instead.
    expect(titlesLabel(['The Claim', 'The Refund'])).toBe('The Claim and The Refund');
  });

  it("drops the site's name every title ends with", () => {
    expect(titlesLabel(['§ 1. Definitions | Law Library', '§ 2. Penalties | Law Library'])).toBe(
      '§ 1. Definitions and § 2. Penalties',
    );
  });
});

describe('folderLabels', () => {
  it("names a folder by its index page's title, unless siblings share it", () => {
    const label = folderLabels([
      { file: 'index.html', title: 'Acme' },
      { file: 'security/index.html', title: 'Security' },
      { file: 'blog/index.html', title: 'Acme' },
      { file: 'v1/index.html', title: 'Documentation' },
      { file: 'v2/index.html', title: 'Documentation' },
      { file: 'getting-started/intro.md', title: 'Intro' },
    ]);
    expect(label('security')).toBe('Security');
    expect(label('blog')).toBe('Blog');
    expect(label('v1')).toBe('V1');
    expect(label('getting-started')).toBe('Getting started');
  });

  it('knows index pages by name, whatever the extension', () => {
    expect(isIndexPage('a/index.html')).toBe(true);
    expect(isIndexPage('a/_index.md')).toBe(true);
    expect(isIndexPage('README.md')).toBe(true);
    expect(isIndexPage('a/indexes.html')).toBe(false);
  });
});

describe('labelTitle', () => {
  it('says a part the title repeats once, and leaves other titles as they are', () => {
    expect(labelTitle('D.C. Law Library | D.C. Law Library')).toBe('D.C. Law Library');
    expect(labelTitle('Security - Security – Apache Ozone')).toBe('Security – Apache Ozone');
    expect(labelTitle('Ozone - Apache Ozone')).toBe('Ozone - Apache Ozone');
    expect(labelTitle('  Installing  ')).toBe('Installing');
  });
});
