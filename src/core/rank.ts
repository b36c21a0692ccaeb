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
export function bm25(question: string | readonly string[], docs: readonly RankDoc[]): number[] {
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
    const norm = K1 * (1 - B + (B * bag.length) / avgLen);
    for (const q of query) {
      const tf = bag.tf.get(q);
      if (!tf) continue;
      score += (idf.get(q) ?? 0) * ((tf * (K1 + 1)) / (tf + norm));
    }
    return score;
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

/** Words of a URL's path and query that say what it is ("/engine/oil-pressure.html" → engine oil pressure). */
export function urlWords(url: string): string {
  try {
    const u = new URL(url);
    return decodeURIComponent(`${u.pathname} ${u.search}`)
      .replace(/\.(html?|php|aspx?|jsp)\b/gi, ' ')
      .replace(/\bindex\b/gi, ' ')
      .replace(/[/_\-+=?&\s]+/g, ' ')
      .trim();
  } catch {
    return '';
  }
}
