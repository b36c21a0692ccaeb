import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { renderView } from '../src/core/render-view.ts';
import { createWebWorld } from '../src/worlds/web/index.ts';
import { READABILITY_PAGES } from './shared-data.ts';

export interface ViewsResult {
  pages: number;
  numbered: { median: number; p95: number; max: number };
  links: { median: number; p95: number; max: number };
  overBudget: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

/** Tokens per view on the 130 shared Readability pages, in both renderings, at the default budget. */
export async function benchViews(budget = 1300): Promise<ViewsResult> {
  const dirs = (await readdir(READABILITY_PAGES)).sort();
  const world = createWebWorld();
  const signal = new AbortController().signal;
  const numbered: number[] = [];
  const links: number[] = [];
  for (const dir of dirs) {
    const place = await world.open(join(READABILITY_PAGES, dir, 'source.html'), signal);
    numbered.push(renderView(place, null, { question: '', form: 'numbered', maxTokens: budget }).tokens);
    links.push(renderView(place, null, { question: '', form: 'links', maxTokens: budget }).tokens);
  }
  await world.close?.();
  const stats = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return { median: percentile(s, 50), p95: percentile(s, 95), max: s[s.length - 1] ?? 0 };
  };
  return {
    pages: dirs.length,
    numbered: stats(numbered),
    links: stats(links),
    overBudget: [...numbered, ...links].filter((t) => t > budget).length,
  };
}

export function viewsMarkdown(r: ViewsResult): string {
  return [
    '## Views (tokens per view, o200k_base)',
    '',
    `${r.pages} pages of ../shared/data/readability, view budget 1,300 tokens, no hint.`,
    '',
    '| rendering | median | p95 | max |',
    '| --- | --- | --- | --- |',
    `| numbered (\`[3] Label\`) | ${r.numbered.median} | ${r.numbered.p95} | ${r.numbered.max} |`,
    `| links (\`For Label: /path\`) | ${r.links.median} | ${r.links.p95} | ${r.links.max} |`,
    '',
    `Views over budget: ${r.overBudget}.`,
    '',
  ].join('\n');
}
