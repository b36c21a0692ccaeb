import { keyTerms, terms } from './text.ts';

/** A thing to rank against a question: its fields, each with a weight. */
export interface RankDoc {
  fields: ReadonlyArray<{ text: string; weight: number }>;
}

const K1 = 1.2;
const B = 0.5;

/**
 * BM25F-style relevance of each document to the question, with IDF taken over the documents
 * given — a term every option shares (the site name, the make on a make's page) separates
 * nothing and weighs little.
 */
export function bm25(
  question: string | readonly string[],
  docs: readonly RankDoc[],
  /** Per-term weight of the query (1 when absent). */
  weights?: ReadonlyMap<string, number>,
  /**
   * Multiply each score by the weight of the distinct query terms it matched, so a label that
   * names three of the question's words beats one that names a single rare word.
   */
  coordinate = false,
): number[] {
  const query = typeof question === 'string' ? keyTerms(question) : question;
  if (query.length === 0 || docs.length === 0) return docs.map(() => 0);
  const bags = docs.map(bagOf);
  const avgLen = bags.reduce((sum, b) => sum + b.length, 0) / bags.length || 1;
  const n = docs.length;
  const idf = new Map<string, number>();
  for (const q of query) {
    let df = 0;
    for (const bag of bags) if (bag.tf.has(q)) df++;
    // +1 inside the log keeps IDF positive, so a term every document shares still counts a little.
    idf.set(q, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  }
  return bags.map((bag) => {
    let score = 0;
    let matched = 0;
    const norm = K1 * (1 - B + (B * bag.length) / avgLen);
    for (const q of query) {
      const tf = bag.tf.get(q);
      if (!tf) continue;
      const w = weights?.get(q) ?? 1;
      matched += w;
      score += w * (idf.get(q) ?? 0) * ((tf * (K1 + 1)) / (tf + norm));
    }
    return coordinate ? score * matched : score;
  });
}

interface Bag {
  tf: Map<string, number>;
  length: number;
}

function bagOf(doc: RankDoc): Bag {
  const tf = new Map<string, number>();
  let length = 0;
  for (const field of doc.fields) {
    for (const t of terms(field.text)) {
      tf.set(t, (tf.get(t) ?? 0) + field.weight);
      length += field.weight;
    }
  }
  return { tf, length };
}

/** Share of the question's key terms that occur in the text, 0..1 (1 when the question has none). */
export function coverage(question: string | readonly string[], text: string): number {
  const query = typeof question === 'string' ? keyTerms(question) : question;
  if (query.length === 0) return 1;
  const present = new Set(terms(text));
  let hits = 0;
  for (const q of query) if (present.has(q)) hits++;
  return hits / query.length;
}

/** The key terms of the question that do not occur in the text. */
export function missingTerms(question: string | readonly string[], text: string): string[] {
  const query = typeof question === 'string' ? keyTerms(question) : question;
  const present = new Set(terms(text));
  return query.filter((q) => !present.has(q));
}

/**
 * Words of a URL's path and query that say what it is ("/engine/oil-pressure.html" → engine oil
 * pressure). With `from`, the folders both URLs share are left out: on
 * /honda/2004/accord/index.html, a link to /honda/2004/accord/diagrams/ says only "diagrams".
 */
export function urlWords(url: string, from?: string): string {
  try {
    const u = new URL(url);
    let path = u.pathname;
    const base = from ? URL.parse(from) : null;
    if (base && base.host === u.host) {
      const a = path.split('/');
      const b = base.pathname.split('/');
      let i = 0;
      while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i++;
      path = a.slice(i).join('/');
    }
    return decodeURIComponent(`${path} ${u.search}`)
      .replace(/\.(html?|php|aspx?|jsp)\b/gi, ' ')
      .replace(/\bindex\b/gi, ' ')
      .replace(/[/_\-+=?&\s]+/g, ' ')
      .trim();
  } catch {
    return '';
  }
}
