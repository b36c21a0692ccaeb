import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { seededRandom } from '../../core/seeded-random.ts';

const TOPICS = [
  'refund',
  'warranty',
  'shipping',
  'battery',
  'filter',
  'invoice',
  'password',
  'engine',
  'claim',
  'deductible',
  'premium',
  'delivery',
  'subscription',
  'coverage',
  'storage',
  'firmware',
  'license',
  'travel',
  'luggage',
  'dental',
  'roof',
  'flood',
  'theft',
  'rental',
];
const WORDS =
  'account customer policy service device payment order request support period limit notice'.split(' ');
const SHELVES = ['car', 'home', 'health', 'travel', 'billing'];

/** Deterministic documents (Markdown, some text and HTML) spread over shelves and sub-folders. */
export function writeCorpus(dir: string, count: number, seed = 1): string[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const shelf = pick(SHELVES);
    const sub = next() < 0.5 ? `${pick(TOPICS)}/` : '';
    const ext = i % 10 === 0 ? 'txt' : i % 10 === 1 ? 'html' : 'md';
    const file = `${shelf}/${sub}doc-${String(i).padStart(5, '0')}.${ext}`;
    const topic = pick(TOPICS);
    const other = pick(TOPICS);
    const title = `${cap(topic)} Guide ${i}`;
    const sections = [1, 2, 3].map((n) => ({
      heading: `${cap(n === 2 ? other : topic)} Rules ${n}`,
      text: `The ${topic} ${pick(WORDS)} allows up to ${n * 10} days for a ${other} ${pick(WORDS)}. Fees of $${n * 25} apply unless the ${pick(WORDS)} is closed.`,
    }));
    files.push(file);
    const path = join(dir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, render(ext, title, sections));
  }
  return files;
}

function render(ext: string, title: string, sections: { heading: string; text: string }[]): string {
  if (ext === 'txt') return [title, '', ...sections.flatMap((s) => [s.heading, '', s.text, ''])].join('\n');
  if (ext === 'html') {
    return [
      '<!doctype html><html><head><title>x</title></head><body><article>',
      `<h1>${title}</h1>`,
      ...sections.flatMap((s) => [`<h2>${s.heading}</h2>`, `<p>${s.text}</p>`]),
      '</article></body></html>',
    ].join('\n');
  }
  return [`# ${title}`, '', ...sections.flatMap((s) => [`## ${s.heading}`, '', s.text, ''])].join('\n');
}

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
