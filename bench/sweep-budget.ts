/**
 * Chooses one limit of the `find` budget from data rather than by hand: every candidate value is
 * run on the development question sets (bench/unseen, role `development`), the value with the most
 * successes there (fewer wrong claims, then fewer pages, break ties) is chosen, and only then are
 * the held-out sets and the shared sites asked with the default and the chosen value, to measure.
 *
 * `node bench/sweep-budget.ts peeks 0,1,2,3,4,6 [--measure]` (offline; about a minute per set and value).
 */
import { fileURLToPath } from 'node:url';
import { type Budget, DEFAULT_BUDGET } from '../src/core/budget.ts';
import { benchSite, SITE_NAMES, siteMissing, unseenSiteNames, unseenSource } from './sites.ts';

/** A limit of the budget that a sweep may set. */
type Limit = keyof Budget;

interface Tally {
  questions: number;
  success: number;
  wrong: number;
  pages: number;
}

const empty = (): Tally => ({ questions: 0, success: 0, wrong: 0, pages: 0 });

/** Success, wrong claims and pages of one budget over some sets, one line per set on stderr. */
async function tallyOf(sets: readonly string[], budget: Partial<Budget>, label: string): Promise<Tally> {
  const total = empty();
  for (const site of sets) {
    const r = await benchSite(site, { noCrawler: true, budget });
    const n = r.questions;
    const one: Tally = {
      questions: n,
      success: r.runs.filter((run) => run.success).length,
      wrong: r.runs.filter((run) => run.wrong).length,
      pages: r.runs.reduce((a, run) => a + run.pages, 0),
    };
    console.error(
      `${label} ${site}: ${one.success}/${n} ok, ${one.wrong} wrong, pages ${(one.pages / n).toFixed(1)}`,
    );
    total.questions += n;
    total.success += one.success;
    total.wrong += one.wrong;
    total.pages += one.pages;
  }
  return total;
}

/** Better first: more successes, then fewer wrong claims, then fewer pages. */
export function better(a: Tally, b: Tally): number {
  return b.success - a.success || a.wrong - b.wrong || a.pages - b.pages;
}

const row = (name: string, t: Tally) =>
  `| ${name} | ${t.success}/${t.questions} | ${t.wrong} | ${(t.pages / (t.questions || 1)).toFixed(1)} |`;

async function main(): Promise<void> {
  const [limit, list] = process.argv.slice(2) as [Limit | undefined, string | undefined];
  if (!limit || !list || !(limit in DEFAULT_BUDGET)) {
    console.error(
      `usage: node bench/sweep-budget.ts <${Object.keys(DEFAULT_BUDGET).join('|')}> v1,v2,… [--measure]`,
    );
    process.exit(2);
  }
  const values = list.split(',').map(Number);
  const present = (s: string) => !siteMissing(s);
  const role = (s: string) => unseenSource(s)?.role;
  const dev = unseenSiteNames().filter((s) => role(s) === 'development' && present(s));
  const heldOut = unseenSiteNames().filter((s) => role(s) === 'held-out' && present(s));
  const tallies = new Map<number, Tally>();
  for (const v of values) tallies.set(v, await tallyOf(dev, { [limit]: v }, `${limit}=${v}`));
  const ranked = [...tallies.entries()].sort((a, b) => better(a[1], b[1]));
  const chosen = ranked[0]?.[0] ?? DEFAULT_BUDGET[limit];
  const lines = [
    `Development sets (${dev.join(', ')}), ${limit} swept:`,
    '',
    `| ${limit} | success | wrong | pages |`,
    '| --- | --- | --- | --- |',
    ...values.map((v) => row(String(v), tallies.get(v) ?? empty())),
    '',
    `chosen: ${limit} = ${chosen} (default ${DEFAULT_BUDGET[limit]})`,
  ];
  console.log(lines.join('\n'));
  if (!process.argv.includes('--measure') || chosen === DEFAULT_BUDGET[limit]) return;
  const measured = [...heldOut, ...SITE_NAMES.filter(present)];
  const before = await tallyOf(measured, {}, `${limit}=${DEFAULT_BUDGET[limit]}`);
  const after = await tallyOf(measured, { [limit]: chosen }, `${limit}=${chosen}`);
  console.log(
    [
      '',
      `Measured only (${measured.join(', ')}):`,
      '',
      `| ${limit} | success | wrong | pages |`,
      '| --- | --- | --- | --- |',
      row(`${DEFAULT_BUDGET[limit]} (default)`, before),
      row(`${chosen} (chosen)`, after),
    ].join('\n'),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
