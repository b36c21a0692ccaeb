import type { Peek, Place } from '../../core/place.ts';
import { flatQuery, type Query } from '../../core/query.ts';
import { bestPassages } from '../../core/render-view.ts';
import { clip, squash } from '../../core/text.ts';

/** How much of a peeked page is kept: its headings, its own links' labels, its passages nearest the question. */
const ABOUT_HEADINGS = 12;
const MAX_LABELS = 200;
const TEXT_PASSAGES = 3;
const TEXT_CHARS = 700;

/** What a person sees at a glance under a link: title, headings, the labels of its links, the passages nearest the question. */
export function summarizePeek(url: string, place: Place, query: Query): Peek {
  const headings = place.passages
    .filter((p) => p.kind === 'heading')
    .slice(0, ABOUT_HEADINGS)
    .map((p) => squash(p.text));
  const about = [place.description ?? '', ...headings].filter(Boolean).join(' · ');
  const labels = place.options
    .filter((o) => o.group !== 'external' && !o.boilerplate)
    .slice(0, MAX_LABELS)
    .map((o) => o.label);
  const menuLabels: string[] = [];
  const walk = (items: NonNullable<Place['menu']>): void => {
    for (const item of items) {
      if (labels.length + menuLabels.length >= MAX_LABELS) return;
      menuLabels.push(item.label);
      if (item.children) walk(item.children);
    }
  };
  walk(place.menu ?? []);
  const passages = place.passages.filter((p) => p.kind !== 'heading' && p.text.trim());
  const best = bestPassages(flatQuery(query), passages, TEXT_PASSAGES);
  const text = clip(best.map((b) => squash(b.passage.text)).join(' … '), TEXT_CHARS);
  return {
    url,
    location: place.location,
    ok: true,
    title: place.title,
    about,
    labels: [...labels, ...menuLabels].join(' · '),
    text,
  };
}

export function failedPeek(url: string, error: string): Peek {
  return { url, location: url, ok: false, error, title: '', about: '', labels: '', text: '' };
}

/** Runs `work` over `items`, at most `concurrency` at a time, keeping their order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (;;) {
      const i = next++;
      if (i >= items.length) return;
      out[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return out;
}
