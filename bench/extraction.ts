/**
 * Extraction benchmark: our extractor against @mozilla/readability (on linkedom), both measured
 * in the same run, on the 130 Readability test pages (token F1 against expected.html, metadata
 * fields) and on the trafilatura evaluation set (with/without strings).
 *
 * `node bench/extraction.ts` prints the Markdown section.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { extractArticle } from '../src/extract/index.ts';
import {
  addCounts,
  htmlText,
  type StringCounts,
  scoreStrings,
  stringScores,
  tokenF1,
} from '../src/extract/score.ts';

const DATA = fileURLToPath(new URL('../../shared/data/', import.meta.url));
const PAGE_URL = 'http://fakehost/test/page.html';
const FIELDS = ['title', 'byline', 'siteName', 'publishedTime', 'lang', 'excerpt'] as const;
type Field = (typeof FIELDS)[number];
/** Timed passes over the whole set per extractor; the median is reported. */
const RUNS = 5;

interface Page {
  name: string;
  html: string;
  expected: string;
  meta: Partial<Record<Field, string | null>>;
}

interface Result {
  text: string;
  meta: Record<Field, string | null>;
}

type Extractor = (html: string, url: string) => Result;

const ours: Extractor = (html, url) => {
  const a = extractArticle(html, url);
  return {
    text: a.text,
    meta: {
      title: a.title,
      byline: a.byline,
      siteName: a.siteName,
      publishedTime: a.published,
      lang: a.lang,
      excerpt: a.excerpt,
    },
  };
};

const readability: Extractor = (html, url) => {
  const { document } = parseHTML(html);
  // linkedom has no URL of its own; Readability resolves links against documentURI/baseURI.
  try {
    Object.defineProperty(document, 'documentURI', { value: url });
    Object.defineProperty(document, 'baseURI', { value: url });
  } catch {
    // read-only in some versions: relative links then stay relative, text is unaffected
  }
  let r: ReturnType<Readability<string>['parse']> = null;
  try {
    r = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0]).parse();
  } catch {
    r = null;
  }
  return {
    text: r?.textContent ?? '',
    meta: {
      title: r?.title ?? null,
      byline: r?.byline ?? null,
      siteName: r?.siteName ?? null,
      publishedTime: r?.publishedTime ?? null,
      lang: r?.lang ?? null,
      excerpt: r?.excerpt ?? null,
    },
  };
};

function loadReadabilityPages(): Page[] {
  const dir = join(DATA, 'readability', 'pages');
  return readdirSync(dir)
    .sort()
    .map((name) => ({
      name,
      html: readFileSync(join(dir, name, 'source.html'), 'utf8'),
      expected: htmlText(readFileSync(join(dir, name, 'expected.html'), 'utf8')),
      meta: JSON.parse(readFileSync(join(dir, name, 'expected-metadata.json'), 'utf8')),
    }));
}

interface TrafPage {
  url: string;
  html: string;
  with: string[];
  without: string[];
}

/** Pages are mostly UTF-8; the rest declare (or imply) a legacy charset. */
function decodePage(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    const head = buf.subarray(0, 4096).toString('latin1');
    const charset = /charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? 'windows-1252';
    try {
      return new TextDecoder(charset).decode(buf);
    } catch {
      return new TextDecoder('windows-1252').decode(buf);
    }
  }
}

function loadTrafilatura(): TrafPage[] {
  const dir = join(DATA, 'trafilatura');
  const eval_ = JSON.parse(readFileSync(join(dir, 'evaldata.json'), 'utf8')) as Record<
    string,
    { file: string; with?: string[]; without?: string[] }
  >;
  const pages: TrafPage[] = [];
  for (const [url, e] of Object.entries(eval_)) {
    let html: string;
    try {
      html = decodePage(readFileSync(join(dir, 'pages', e.file)));
    } catch {
      continue;
    }
    pages.push({ url, html, with: e.with ?? [], without: e.without ?? [] });
  }
  return pages;
}

const foldWs = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

interface Quality {
  meanF1: number;
  medianF1: number;
  below05: number;
  fields: Record<Field, number>;
  /** Misses where the expected value is empty and the extractor found one. */
  extra: Record<Field, number>;
}

function quality(pages: Page[], extract: Extractor): Quality {
  const f1s: number[] = [];
  const hits = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
  const totals = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
  const extra = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
  for (const p of pages) {
    const r = extract(p.html, PAGE_URL);
    f1s.push(tokenF1(r.text, p.expected).f1);
    for (const f of FIELDS) {
      if (!(f in p.meta)) continue;
      totals[f]++;
      if (foldWs(r.meta[f]) === foldWs(p.meta[f])) hits[f]++;
      else if (!foldWs(p.meta[f])) extra[f]++;
    }
  }
  const fields = Object.fromEntries(FIELDS.map((f) => [f, totals[f] ? hits[f] / totals[f] : 0])) as Record<
    Field,
    number
  >;
  return {
    meanF1: f1s.reduce((a, b) => a + b, 0) / f1s.length,
    medianF1: median(f1s),
    below05: f1s.filter((x) => x < 0.5).length,
    fields,
    extra,
  };
}

/** Median pages per second over RUNS passes, the two extractors alternating pass by pass. */
function speeds(htmls: string[], extractors: Extractor[]): number[] {
  for (const ex of extractors) for (const h of htmls.slice(0, 20)) ex(h, PAGE_URL); // warm up
  const times: number[][] = extractors.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    extractors.forEach((ex, i) => {
      const t0 = performance.now();
      for (const h of htmls) ex(h, PAGE_URL);
      times[i]?.push(performance.now() - t0);
    });
  }
  return times.map((t) => htmls.length / (median(t) / 1000));
}

function strings(
  pages: TrafPage[],
  extract: Extractor,
): { scores: ReturnType<typeof stringScores>; ms: number } {
  let c: StringCounts = { tp: 0, fn: 0, fp: 0, tn: 0 };
  const t0 = performance.now();
  for (const p of pages) {
    const r = extract(p.html, p.url);
    c = addCounts(c, scoreStrings(r.text, p.with, p.without));
  }
  return { scores: stringScores(c), ms: (performance.now() - t0) / pages.length };
}

export async function benchExtraction(): Promise<{ markdown: string; figures: Record<string, number> }> {
  const pages = loadReadabilityPages();
  const q = { ours: quality(pages, ours), readability: quality(pages, readability) };
  const [oursSpeed = 0, readabilitySpeed = 0] = speeds(
    pages.map((p) => p.html),
    [ours, readability],
  );
  const traf = loadTrafilatura();
  const t = { ours: strings(traf, ours), readability: strings(traf, readability) };

  const figures: Record<string, number> = {
    'readability.ours.meanF1': q.ours.meanF1,
    'readability.ours.medianF1': q.ours.medianF1,
    'readability.ours.below05': q.ours.below05,
    'readability.ours.pagesPerSecond': oursSpeed,
    'readability.mozilla.meanF1': q.readability.meanF1,
    'readability.mozilla.medianF1': q.readability.medianF1,
    'readability.mozilla.below05': q.readability.below05,
    'readability.mozilla.pagesPerSecond': readabilitySpeed,
    'readability.speedRatio': oursSpeed / readabilitySpeed,
    'trafilatura.ours.precision': t.ours.scores.precision,
    'trafilatura.ours.recall': t.ours.scores.recall,
    'trafilatura.ours.f1': t.ours.scores.f1,
    'trafilatura.ours.msPerPage': t.ours.ms,
    'trafilatura.mozilla.precision': t.readability.scores.precision,
    'trafilatura.mozilla.recall': t.readability.scores.recall,
    'trafilatura.mozilla.f1': t.readability.scores.f1,
    'trafilatura.mozilla.msPerPage': t.readability.ms,
  };
  for (const f of FIELDS) {
    figures[`readability.ours.meta.${f}`] = q.ours.fields[f];
    figures[`readability.mozilla.meta.${f}`] = q.readability.fields[f];
  }

  const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
  const f3 = (x: number) => x.toFixed(3);
  const meta = (fs: Record<Field, number>) => FIELDS.map((f) => pct(fs[f])).join(' / ');
  const extras = FIELDS.filter((f) => q.ours.extra[f] > 0)
    .map((f) => `${q.ours.extra[f]} ${f}`)
    .join(', ');
  const markdown = [
    '## Extraction',
    '',
    '| | Ariadne (htmlparser2) | @mozilla/readability 0.6 (linkedom) |',
    '| --- | --- | --- |',
    `| Readability set (${pages.length} pages): mean token F1 | ${f3(q.ours.meanF1)} | ${f3(q.readability.meanF1)} |`,
    `| median token F1 | ${f3(q.ours.medianF1)} | ${f3(q.readability.medianF1)} |`,
    `| pages with F1 < 0.5 | ${q.ours.below05} | ${q.readability.below05} |`,
    `| metadata match: ${FIELDS.join(' / ')} | ${meta(q.ours.fields)} | ${meta(q.readability.fields)} |`,
    `| speed, pages/s (median of ${RUNS} warm runs, parsing included) | ${oursSpeed.toFixed(0)} | ${readabilitySpeed.toFixed(0)} |`,
    `| speed ratio | ${(oursSpeed / readabilitySpeed).toFixed(1)}× | 1× |`,
    `| trafilatura set (${traf.length} pages): precision / recall / F1 | ${f3(t.ours.scores.precision)} / ${f3(t.ours.scores.recall)} / ${f3(t.ours.scores.f1)} | ${f3(t.readability.scores.precision)} / ${f3(t.readability.scores.recall)} / ${f3(t.readability.scores.f1)} |`,
    `| trafilatura set: ms per page (one pass) | ${t.ours.ms.toFixed(1)} | ${t.readability.ms.toFixed(1)} |`,
    '',
    ...(extras
      ? [
          `Metadata misses that are values Ariadne found where the expected metadata is empty (pages with an author or date Readability does not report): ${extras}.`,
          '',
        ]
      : []),
    'Method: token F1 = multiset overlap of lowercased letter/digit tokens between the extracted text and the text of `expected.html`; metadata = exact match after whitespace folding, per field, over the pages whose expected-metadata.json has it; trafilatura = with/without strings found in the extracted text, summed over pages. Both extractors run in the same process on the same strings.',
    '',
  ].join('\n');
  return { markdown, figures };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { markdown } = await benchExtraction();
  console.log(markdown);
}
