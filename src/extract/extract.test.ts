import { readFileSync } from 'node:fs';
import { getOuterHTML } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../test-support/shared-data.ts';
import { extractArticle } from './index.ts';

const URL_ = 'https://news.example.com/world/2024/story.html';

const para = (n: number) =>
  `<p>Paragraph ${n} of the story goes on, with enough words, commas, and detail to read as real content for a person who came here to read it.</p>`;

const NEWS = `<!doctype html>
<html lang="en"><head>
  <title>The Long Story of the Town | Example News</title>
  <meta name="description" content="A story, told at length.">
  <style>p { color: red }</style>
</head><body>
  <nav class="menu"><ul><li><a href="/">Home</a></li><li><a href="/world">World</a></li></ul></nav>
  <header class="site-header"><a href="/">Example News masthead</a></header>
  <div id="main">
    <article>
      <h1>The Long Story of the Town</h1>
      <p class="byline">By Jane Roe</p>
      ${para(1)}${para(2)}${para(3)}
      <h2>Background</h2>
      ${para(4)}
      <ul><li>First point of the list, which is long enough</li><li>Second point</li></ul>
      <h3>Details</h3>
      ${para(5)}
      <div class="share-bar"><a href="https://twitter.com/share">Share on Twitter</a></div>
      <p style="display:none">Hidden teaser text</p>
      <p hidden>Another hidden text</p>
      <form><input name="email"><button>Subscribe now</button></form>
    </article>
  </div>
  <aside class="sidebar"><h3>Related</h3><a href="/x">Other story one</a><a href="/y">Other story two</a></aside>
  <div id="comments"><p>First comment, I disagree with everything said here, strongly and at length.</p></div>
  <footer><p>Copyright 2024 Example News. All rights reserved.</p></footer>
  <script>var tracking = "ScriptText";</script>
</body></html>`;

describe('extractArticle: content', () => {
  const a = extractArticle(NEWS, URL_);

  it('keeps the article text', () => {
    for (let n = 1; n <= 5; n++) expect(a.text).toContain(`Paragraph ${n} of the story`);
    expect(a.text).toContain('Background');
    expect(a.text).toContain('Second point');
  });

  it('drops navigation, sidebars, comments, footers, share bars, forms, hidden and script text', () => {
    for (const junk of [
      'Home',
      'masthead',
      'Other story',
      'First comment',
      'Copyright',
      'Share on Twitter',
      'Hidden teaser',
      'Another hidden',
      'Subscribe now',
      'ScriptText',
      'color: red',
    ]) {
      expect(a.text).not.toContain(junk);
      expect(a.markdown).not.toContain(junk);
    }
  });

  it('takes the byline out of the text and into the metadata', () => {
    expect(a.byline).toBe('By Jane Roe');
    expect(a.text).not.toContain('Jane Roe');
  });

  it('finds an author marked up with rel=author even in a header that is dropped', () => {
    const html = NEWS.replace('<p class="byline">By Jane Roe</p>', '').replace(
      '<header class="site-header">',
      '<header class="site-header"><a rel="author" href="/u/ann">Ann Author</a>',
    );
    const b = extractArticle(html, URL_);
    expect(b.byline).toBe('Ann Author');
    expect(b.text).not.toContain('Ann Author');
  });

  it('drops the heading that repeats the title', () => {
    expect(a.title).toBe('The Long Story of the Town');
    expect(a.text.startsWith('Paragraph 1')).toBe(true);
  });

  it('separates blocks with blank lines and list items with single newlines', () => {
    expect(a.text).toContain('\n\nBackground\n\n');
    expect(a.text).toContain('- First point of the list, which is long enough\n- Second point');
  });

  it('gives passages with the headings above them', () => {
    const find = (s: string) => a.passages.find((p) => p.text.includes(s));
    expect(find('Paragraph 1')).toEqual(expect.objectContaining({ kind: 'paragraph', headings: [] }));
    expect(find('Paragraph 4')?.headings).toEqual(['Background']);
    expect(find('Second point')).toEqual({
      kind: 'list-item',
      text: 'Second point',
      headings: ['Background'],
    });
    expect(find('Details')).toEqual({ kind: 'heading', text: 'Details', headings: ['Background'] });
    expect(find('Paragraph 5')?.headings).toEqual(['Background', 'Details']);
  });

  it('reads metadata', () => {
    expect(a.lang).toBe('en');
    expect(a.excerpt).toBe('A story, told at length.');
    expect(a.siteName).toBeNull();
    expect(a.published).toBeNull();
  });

  it('uses the first paragraph as excerpt when the page has no description', () => {
    const b = extractArticle(NEWS.replace(/<meta name="description"[^>]*>/, ''), URL_);
    expect(b.excerpt).toMatch(/^Paragraph 1 of the story/);
  });
});

describe('extractArticle: notes marked up as alerts', () => {
  const doc = (alert: string) => `<!doctype html><html><head><title>File systems</title></head><body>
<main><h1>File systems</h1>
<p>The Hadoop compatible file system interface lets storage backends join the Hadoop ecosystem with ease. ${'Programs written for it read and write files as they always did, and nothing in them has to change. '.repeat(4)}</p>
${alert}
<p>To create a file system, choose a bucket where the file system will live, then run the commands below. ${'Every file and directory is then stored as a key in that bucket, under its full path. '.repeat(4)}</p>
</main></body></html>`;

  it("keeps a documentation page's note (role=alert holding a paragraph)", () => {
    const a = extractArticle(
      doc(`<div class="alert alert-warning" role="alert"><p>Two schemes are supported. The biggest difference
between them is that the first works on a single bucket, while the second works across all volumes.</p></div>`),
      'http://127.0.0.1:9/fs.html',
    );
    expect(a.text).toContain('works on a single bucket');
  });

  it('drops a one-line status alert', () => {
    const a = extractArticle(doc('<div role="alert">Saved.</div>'), 'http://127.0.0.1:9/fs.html');
    expect(a.text).not.toContain('Saved.');
    expect(a.text).toContain('choose a bucket');
  });
});

describe('extractArticle: lists beside the text', () => {
  // A real design note (read from ../shared/data, never copied): a summary box, then the note's
  // own text as headings and lists with no paragraph; a list of points, then a list of one link.
  const NOTE = sharedData('sites/ozone-hugo/site/docs/2.0.0/design/nfs.html', import.meta.url);

  it.skipIf(!NOTE)('keeps a list of plain items and its heading; drops a list of links', () => {
    const a = extractArticle(
      readFileSync(NOTE as string, 'utf8'),
      'http://127.0.0.1:9/docs/2.0.0/design/nfs.html',
    );
    expect(a.text).toContain('Adopt NFS gateway of HDFS');
    expect(a.text).toContain('Abstract');
    expect(a.text).toContain('Support unique ID for each Ozone object');
    expect(a.text).toContain('Support Random Write');
    expect(a.text).not.toContain('NFS%20Support%20for%20Ozone.pdf');
    expect(a.passages.some((p) => p.kind === 'list-item' && p.text.includes('Random Write'))).toBe(true);
  });
});

describe('extractArticle: the input tree', () => {
  it('is left exactly as it was, and gives the same result as the string', () => {
    const doc = parseDocument(NEWS);
    const before = getOuterHTML(doc);
    const fromDoc = extractArticle(doc, URL_);
    expect(getOuterHTML(doc)).toBe(before);
    expect(fromDoc).toEqual(extractArticle(NEWS, URL_));
    // A second run on the same tree sees the same page.
    expect(extractArticle(doc, URL_)).toEqual(fromDoc);
  });
});

const RICH = `<html><head><title>Guide to widgets</title><base href="/docs/"></head><body><div class="content">
  <h2>Install</h2>
  <p>Run the <code>install</code> command, then read the <a href="guide.html">full guide</a> and the <a href="https://other.org/x (1)">notes</a>. It is <em>really</em> <strong>simple</strong>, honestly, and it works.</p>
  <pre><code class="language-js">const a = 1;
if (a &lt; 2) { run(); }</code></pre>
  <ol><li>Open the box</li><li>Read the manual<ul><li>Part one</li><li>Part two</li></ul></li><li>Enjoy</li></ol>
  <blockquote><p>Widgets changed my life, and they will change yours, said a very happy customer.</p></blockquote>
  <table><thead><tr><th>Size</th><th>Price</th></tr></thead><tbody><tr><td>Small</td><td>$1 | cheap</td></tr><tr><td>Large</td><td>$2</td></tr></tbody></table>
  <figure><img data-src="img/widget.png" src="data:image/gif;base64,R0lGOD" alt="A widget"><figcaption>The widget, as sold in stores everywhere.</figcaption></figure>
  <p>Text with * stars * and [brackets] and snake_case_names stays literal, not formatted.</p>
</div></body></html>`;

describe('extractArticle: markdown', () => {
  const a = extractArticle(RICH, 'https://widgets.example/en/index.html');
  const md = a.markdown;

  it('renders headings, emphasis, inline code and links resolved against the base URL', () => {
    expect(md).toContain('## Install');
    expect(md).toContain('Run the `install` command');
    expect(md).toContain('[full guide](https://widgets.example/docs/guide.html)');
    expect(md).toContain('[notes](https://other.org/x%20%281%29)');
    expect(md).toContain('It is *really* **simple**, honestly');
  });

  it('renders code blocks fenced with their language', () => {
    expect(md).toContain('```js\nconst a = 1;\nif (a < 2) { run(); }\n```');
    expect(a.text).toContain('if (a < 2) { run(); }');
  });

  it('renders nested lists', () => {
    expect(md).toContain('1. Open the box\n2. Read the manual\n   - Part one\n   - Part two\n3. Enjoy');
  });

  it('renders blockquotes, tables and lazy images', () => {
    expect(md).toContain('> Widgets changed my life');
    expect(md).toContain('| Size | Price |\n| --- | --- |\n| Small | $1 \\| cheap |\n| Large | $2 |');
    expect(md).toContain('![A widget](https://widgets.example/docs/img/widget.png)');
  });

  it('escapes text that Markdown would read as syntax', () => {
    expect(md).toContain('Text with \\* stars \\* and \\[brackets\\] and snake_case_names stays literal');
  });

  it('gives table rows as passages, cells joined by " | "', () => {
    expect(a.passages).toContainEqual({
      kind: 'table-row',
      text: 'Small | $1 | cheap',
      headings: ['Install'],
    });
    expect(a.passages).toContainEqual({ kind: 'list-item', text: 'Part two', headings: ['Install'] });
  });
});

describe('extractArticle: structure', () => {
  const long = 'A sentence of the article, long enough and with commas, to count as content for sure.';

  it('turns runs of <br><br> into paragraphs, but keeps line breaks in preformatted text', () => {
    const a = extractArticle(
      `<body><div>${long} One<br><br>${long} Two<br><br>${long} Three<pre>line 1<br><br>line 3</pre></div></body>`,
      'x:',
    );
    expect(a.passages.filter((p) => p.kind === 'paragraph')).toHaveLength(3);
    expect(a.text).toContain('line 1\n\nline 3');
  });

  it('drops "Read also: <link>" lines and headings left with nothing under them', () => {
    const a = extractArticle(
      `<body><div class="article">${para(1)}${para(2)}<p>Read also: <a href="/other">Another story about things</a></p>${para(3)}${para(4)}${para(5)}<h2>Related stories</h2></div></body>`,
      'https://x.example/',
    );
    expect(a.text).not.toContain('Another story');
    expect(a.text).not.toContain('Related stories');
    expect(a.text).toContain('Paragraph 3');
  });

  it('reads a page whose head is never closed, and <noscript> text when there is nothing else', () => {
    const unclosed = `<html><head><title>T</title><div>${para(1)}${para(2)}</div></html>`;
    expect(extractArticle(unclosed, 'x:').text).toContain('Paragraph 2');
    const scripted = `<body><div id="app"></div><noscript><div>${para(1)}${para(2)}${para(3)}${para(4)}</div></noscript></body>`;
    expect(extractArticle(scripted, 'x:').text).toContain('Paragraph 4');
    const normal = `<body><div>${para(1)}${para(2)}${para(3)}${para(4)}</div><noscript>Enable JavaScript</noscript></body>`;
    expect(extractArticle(normal, 'x:').text).not.toContain('Enable JavaScript');
  });
});

describe('extractArticle: robustness', () => {
  it('gives an empty article for empty input', () => {
    const a = extractArticle('', 'https://x.example/');
    expect(a).toMatchObject({ title: '', text: '', markdown: '', passages: [], byline: null, excerpt: '' });
  });

  it('copes with malformed markup', () => {
    const inputs = [
      '<p>unclosed <b>bold <i>both</p><div><table><td>cell<tr>row</div></span></table>',
      '<<<>>> &bogus; <a href=">broken</a',
      '</html></body><p>after the end',
      '<html><body>Just some text in the body.</body></html>',
      '\u0000\uFFFF<p>\uD800 lone surrogate</p>',
    ];
    for (const html of inputs) {
      const a = extractArticle(html, 'not a url');
      expect(typeof a.text).toBe('string');
    }
    expect(extractArticle('<html><body>Just some text in the body.</body></html>', 'x:').text).toBe(
      'Just some text in the body.',
    );
  });

  it('survives very deep nesting', () => {
    const deep = `${'<div><span>'.repeat(5000)}deep text${'</span></div>'.repeat(5000)}`;
    expect(extractArticle(deep, 'https://x.example/').text).toContain('deep text');
  });

  it('reports the text direction', () => {
    const a = extractArticle(`<html dir="rtl"><body><div>${para(1)}${para(2)}</div></body></html>`, 'x:');
    expect(a.dir).toBe('rtl');
  });
});
