import type { CollectedItem, CollectSummary, SummaryLine } from '../../core/collected.ts';

/** Most authors and subjects named in the summary's sentences. */
const TOP = 5;

/**
 * What the items add up to: how many per month and per author, which were discussed most — every
 * sentence tied to the items it counts, by URL.
 */
export function summarize(items: readonly CollectedItem[]): CollectSummary {
  const months = new Map<string, string[]>();
  const authors = new Map<string, string[]>();
  for (const item of items) {
    const month = item.published?.slice(0, 7) ?? 'undated';
    months.set(month, [...(months.get(month) ?? []), item.url]);
    const author = item.author ?? 'unknown';
    authors.set(author, [...(authors.get(author) ?? []), item.url]);
  }
  const byMonth = [...months]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, urls]) => ({ month, items: urls.length, urls }));
  const byAuthor = [...authors]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([author, urls]) => ({ author, items: urls.length, urls }));
  const mostDiscussed = items
    .map((i) => ({ title: i.title, url: i.url, posts: 1 + (i.posts?.length ?? 0) }))
    .filter((i) => i.posts > 1)
    .sort((a, b) => b.posts - a.posts || a.title.localeCompare(b.title))
    .slice(0, TOP);

  const lines: SummaryLine[] = [];
  if (items.length === 0) {
    lines.push({ text: 'No item matched the request.', urls: [] });
    return { byMonth, byAuthor, mostDiscussed, lines };
  }
  const dated = byMonth.filter((m) => m.month !== 'undated');
  const first = dated[0];
  const last = dated.at(-1);
  lines.push({
    text:
      first && last
        ? `${count(items.length)} from ${first.month} to ${last.month}.`
        : `${count(items.length)}, ${items.length === 1 ? 'not' : 'none'} dated.`,
    urls: items.map((i) => i.url),
  });
  const busiest = [...dated].sort((a, b) => b.items - a.items)[0];
  if (busiest && dated.length > 1)
    lines.push({
      text: `The busiest month was ${busiest.month}, with ${busiest.items}.`,
      urls: busiest.urls,
    });
  const named = byAuthor.filter((a) => a.author !== 'unknown').slice(0, TOP);
  if (named.length > 0) {
    lines.push({
      text: `Most items came from ${named.map((a) => `${a.author} (${a.items})`).join(', ')}.`,
      urls: named.flatMap((a) => a.urls),
    });
  }
  if (mostDiscussed.length > 0) {
    lines.push({
      text: `Most discussed: ${mostDiscussed.map((d) => `"${d.title}" (${d.posts} posts)`).join(', ')}.`,
      urls: mostDiscussed.map((d) => d.url),
    });
  }
  return { byMonth, byAuthor, mostDiscussed, lines };
}

function count(n: number): string {
  return `${n} ${n === 1 ? 'item' : 'items'}`;
}
