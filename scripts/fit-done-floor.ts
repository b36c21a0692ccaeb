/**
 * `npm run fit:done-floor`: fits the floor of `act`'s accounting from the act-wordings bench and
 * writes it to src/brains/heuristic/act/done-floor.ts, printing the figures left out per app (fit
 * on the other two apps' runs, measured on this one's) beside the fitted-on-all ones.
 *
 *   node scripts/fit-done-floor.ts [--from DIR] [--check]
 *
 * Without --from it runs the whole bench (about 15 minutes: every row is a real `act` run in
 * Chromium on one of the example apps); --from reads the runs a bench kept (`node
 * bench/act-wordings.ts --strict-done --keep DIR`). Each run's ending is read from its trail: the follower's
 * "done" with the share accounted for, kept or turned to not done. --check writes nothing and
 * exits 1 when the file would change.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type AppName, judge, TABLE } from '../bench/act-wordings/table.ts';
import { benchActWordings } from '../bench/act-wordings.ts';
import { type FloorExample, fitFloor, floorModule, leaveOneAppOut } from './fit/done-floor.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'src', 'brains', 'heuristic', 'act', 'done-floor.ts');

interface KeptRun {
  row: { app: AppName; instruction: string };
  first?: unknown;
  last?: unknown;
  output?: { stop?: { code?: string; reason?: string } } | string;
}

/** What the follower's ending says of the accounting: the share, and whether values were left. */
export function claimOf(stop: {
  code?: string;
  reason?: string;
}): { share: number; valuesLeft: boolean } | null {
  const reason = stop.reason ?? '';
  const share = /\(share (\d+(?:\.\d+)?)\)/.exec(reason);
  if (!share) return null;
  const values = /(\d+) values? not accounted for/.exec(reason);
  return { share: Number(share[1]), valuesLeft: values ? Number(values[1]) > 0 : false };
}

/** The runs' examples: runs the follower called done with every value accounted for. */
export function examplesOf(runs: readonly KeptRun[]): FloorExample[] {
  const out: FloorExample[] = [];
  for (const run of runs) {
    const row = TABLE.find((r) => r.app === run.row.app && r.instruction === run.row.instruction);
    const stop = typeof run.output === 'object' ? run.output.stop : undefined;
    const claim = stop ? claimOf(stop) : null;
    if (!row || !claim || claim.valuesLeft || run.first === undefined || run.last === undefined) continue;
    const verdict = judge(row.app, row.expect as never, run.first as never, run.last as never);
    const unchanged = verdict.problems.length === 0;
    out.push({
      app: row.app,
      share: claim.share,
      rightIfDone: row.expect !== null && unchanged,
      rightIfNotDone: row.expect === null && unchanged,
    });
  }
  return out;
}

function readKept(dir: string): KeptRun[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as KeptRun);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, check: { type: 'boolean', default: false } },
  });
  let dir = values.from;
  let made: string | null = null;
  if (!dir) {
    made = await mkdtemp(join(tmpdir(), 'ariadne-fit-floor-'));
    dir = made;
    process.stderr.write('fit-done-floor: running the act-wordings bench (about 15 minutes)\n');
    await benchActWordings(TABLE, {
      jobs: 2,
      keep: dir,
      strictDone: true,
      onLine: (l) => process.stderr.write(`${l}\n`),
    });
  }
  const examples = examplesOf(readKept(dir));
  if (made) await rm(made, { recursive: true, force: true });
  if (examples.length === 0) throw new Error(`no run in ${dir} ended with the accounting's figures`);
  const floor = fitFloor(examples);
  const left = leaveOneAppOut(examples);
  const text = floorModule(floor, examples, left);
  process.stdout.write(
    `${text
      .split('\n')
      .slice(5, 10 + left.length)
      .join('\n')}\n`,
  );
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {}
  if (values.check) {
    if (current !== text) {
      process.stderr.write('fit-done-floor: the floor is stale (npm run fit:done-floor writes it)\n');
      process.exit(1);
    }
    return;
  }
  writeFileSync(OUT, text);
  process.stdout.write(`written: ${OUT}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
