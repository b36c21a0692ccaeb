/**
 * The peer of `ariadne extract --json <files…>` in the start-up bench: @mozilla/readability on
 * linkedom doing the same work in its own process — read each file, decode it as Ariadne does
 * (the built charset module), parse, extract, print one JSON line per page.
 *
 * Plain JavaScript, like the built CLI it is compared with: a .ts file would add Node's type
 * stripping to the peer's start-up.
 *
 * node bench/readability-peer.mjs <file>...
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { decodePage } from '../dist/worlds/web/charset.js';

for (const source of process.argv.slice(2)) {
  const url = pathToFileURL(source).href;
  const { text: html } = decodePage(readFileSync(source));
  const { document } = parseHTML(html);
  let article = null;
  try {
    article = new Readability(document).parse();
  } catch {
    article = null;
  }
  const line = JSON.stringify({
    source,
    url,
    title: article?.title ?? '',
    byline: article?.byline ?? null,
    published: article?.publishedTime ?? null,
    lang: article?.lang ?? null,
    siteName: article?.siteName ?? null,
    excerpt: article?.excerpt ?? '',
    text: article?.textContent ?? '',
    content: article?.content ?? '',
  });
  process.stdout.write(`${line}\n`);
}
