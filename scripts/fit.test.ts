import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_FEATURES } from '../src/brains/heuristic/judge-features.ts';
import { SHARED_DATA_REQUIRED, sharedData } from '../src/test-support/shared-data.ts';
import { claimThreshold, figuresAt, fitFolders, type Outcome } from './fit/fit-judge.ts';
import { ADOPT_FITTED_LINK_WEIGHTS, START } from './fit/fit-links.ts';
import { DEFAULT_SETS, fitArgs, fitJudgeFromSites, fitLinksFromSites } from './fit.ts';

/** A page of a fixture site: a title and paragraphs, with links to other pages. */
function page(
  title: string,
  paragraphs: readonly string[],
  links: ReadonlyArray<[string, string]> = [],
): string {
  const nav = links.map(([href, label]) => `<li><a href="/${href}">${label}</a></li>`).join('');
  return `<!doctype html><html><head><title>${title}</title></head><body><nav><ul>${nav}</ul></nav><main><h1>${title}</h1>${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}</main></body></html>`;
}

interface FixtureSite {
  pages: Record<string, [string, string[]]>;
  questions: Array<{ q: string; gold: string; says: string }>;
}

/** Three small sites of our own wording, each a home page listing its topic pages. */
const SITES: Record<string, FixtureSite> = {
  garden: {
    pages: {
      'roses.html': [
        'Growing roses',
        [
          'Roses like a sunny bed with rich soil.',
          'Prune roses in early spring, just as the buds swell, cutting above an outward bud.',
          'Feed them with compost twice a year.',
        ],
      ],
      'tomatoes.html': [
        'Growing tomatoes',
        [
          'Tomatoes need a warm spot and steady water.',
          'Plant seedlings 60 cm apart so air moves between them.',
          'Pinch out side shoots every week.',
        ],
      ],
      'lawn.html': [
        'Caring for a lawn',
        [
          'Mow the lawn weekly in summer.',
          'Set the mower blade to 4 cm in dry weeks.',
          'Rake moss out in autumn.',
        ],
      ],
    },
    questions: [
      { q: 'When should I prune my roses?', gold: 'roses.html', says: 'early spring' },
      { q: 'How far apart do tomato seedlings go?', gold: 'tomatoes.html', says: '60 cm' },
      { q: 'How high should the mower blade be set when it is dry?', gold: 'lawn.html', says: '4 cm' },
    ],
  },
  bakery: {
    pages: {
      'bread.html': [
        'Baking bread',
        [
          'Knead the dough for ten minutes until it springs back.',
          'Let it rise for two hours in a warm kitchen.',
          'Bake at 220 degrees for thirty minutes.',
        ],
      ],
      'cake.html': [
        'Baking a sponge cake',
        [
          'Beat the eggs with sugar until pale.',
          'Fold the flour in gently to keep the air.',
          'Bake at 180 degrees for twenty five minutes.',
        ],
      ],
      'storage.html': [
        'Keeping baked goods',
        [
          'Bread keeps three days in a cloth bag.',
          'Cakes keep a week in a tin.',
          'Freeze slices for longer.',
        ],
      ],
    },
    questions: [
      { q: 'How long should bread dough rise?', gold: 'bread.html', says: 'two hours' },
      { q: 'At what temperature is a sponge cake baked?', gold: 'cake.html', says: '180 degrees' },
      { q: 'How long does bread keep in a cloth bag?', gold: 'storage.html', says: 'three days' },
    ],
  },
  bicycle: {
    pages: {
      'tyres.html': [
        'Tyres',
        [
          'Check the tyres before each ride.',
          'Road tyres run at 6 bar, mountain tyres lower.',
          'Replace a tyre when the tread is worn flat.',
        ],
      ],
      'chain.html': [
        'The chain',
        [
          'Clean the chain with a rag.',
          'Oil the chain every 300 km or after rain.',
          'A stretched chain wears the gears.',
        ],
      ],
      'brakes.html': [
        'Brakes',
        [
          'Squeeze both levers before riding.',
          'Brake pads are replaced when the grooves are gone.',
          'Cables stretch and need tightening.',
        ],
      ],
    },
    questions: [
      { q: 'What pressure do road tyres need?', gold: 'tyres.html', says: '6 bar' },
      { q: 'How often should the chain be oiled?', gold: 'chain.html', says: '300 km' },
      { q: 'When are brake pads replaced?', gold: 'brakes.html', says: 'grooves are gone' },
    ],
  },
};

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ariadne-fit-'));
  for (const [name, site] of Object.entries(SITES)) {
    const root = join(dir, name, 'site');
    mkdirSync(root, { recursive: true });
    const links = Object.entries(site.pages).map(([href, [title]]): [string, string] => [href, title]);
    writeFileSync(join(root, 'index.html'), page(`The ${name} handbook`, ['Pick a topic.'], links));
    for (const [file, [title, paragraphs]] of Object.entries(site.pages)) {
      writeFileSync(join(root, file), page(title, paragraphs, links));
    }
    const questions = site.questions.map((q, i) =>
      JSON.stringify({ id: `${name}-${i}`, q: q.q, start: 'index.html', gold: [q.gold], says: q.says }),
    );
    writeFileSync(join(dir, name, 'questions.jsonl'), `${questions.join('\n')}\n`);
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run fit', () => {
  it('fits the judge from site folders, the same weights on every run, with a leave-one-site-out line per site', async () => {
    const first = await fitJudgeFromSites({ sites: dir }, () => {});
    const second = await fitJudgeFromSites({ sites: dir }, () => {});
    expect(second.module).toBe(first.module);
    for (const feature of JUDGE_FEATURES) expect(first.module).toContain(`'${feature}',`);
    expect(first.module).toMatch(/claim: 0\.\d+|claim: 1,/);
    expect(first.report.split('\n')).toHaveLength(3);
    for (const name of Object.keys(SITES))
      expect(first.report).toMatch(new RegExp(`^${name} \\(3 questions\\): left out`, 'm'));
  }, 60_000);

  it('fits the link weights from site folders, the same on every run, with a leave-one-site-out line per site', async () => {
    const first = await fitLinksFromSites({ sites: dir }, () => {});
    const second = await fitLinksFromSites({ sites: dir }, () => {});
    expect(second.module).toBe(first.module);
    expect(first.module).toContain('export const LINK_WEIGHTS: LinkWeights = {');
    expect(first.report.split('\n')).toHaveLength(3);
    // Until a fit is adopted the file keeps the hand-set weights and shows what the fit proposed.
    const kept = /export const LINK_WEIGHTS: LinkWeights = (\{[^;]*\});/.exec(first.module)?.[1] ?? '';
    const asJson = kept.replace(/([a-zA-Z]+):/g, '"$1":').replace(/,(\s*[}\]])/g, '$1');
    expect(JSON.parse(asJson)).toEqual(ADOPT_FITTED_LINK_WEIGHTS ? expect.any(Object) : START);
    expect(first.module.includes('The fit proposed')).toBe(!ADOPT_FITTED_LINK_WEIGHTS);
    // Each home page lists every topic by its title: the right link comes first or nearly.
    for (const name of Object.keys(SITES)) {
      const line = new RegExp(`^${name} \\(3 questions\\): left out (\\d\\.\\d+)`, 'm').exec(first.report);
      expect(Number(line?.[1])).toBeGreaterThanOrEqual(0.9);
    }
  }, 60_000);

  it('refuses fewer than two site folders: nothing would be left out', async () => {
    const lone = mkdtempSync(join(tmpdir(), 'ariadne-fit-lone-'));
    try {
      await expect(fitJudgeFromSites({ sites: lone }, () => {})).rejects.toThrow(/at least two sites/);
    } finally {
      rmSync(lone, { recursive: true, force: true });
    }
  });

  it('fits on the development sets of our own too, never on a held-out one', async () => {
    const sets = mkdtempSync(join(tmpdir(), 'ariadne-fit-sets-'));
    try {
      // Two sets asking the fixture's first site anew: one to develop on, one held out.
      const [first] = Object.keys(SITES) as [string];
      for (const [name, role] of [
        ['mine', 'development'],
        ['kept-apart', 'held-out'],
      ] as const) {
        mkdirSync(join(sets, name));
        writeFileSync(join(sets, name, 'site.json'), JSON.stringify({ shared: `data/${first}/site`, role }));
        copyFileSync(join(dir, first, 'questions.jsonl'), join(sets, name, 'questions.jsonl'));
      }
      // A set's `shared` root is read beside the sites folder.
      const sites = join(sets, 'data');
      mkdirSync(sites);
      for (const name of Object.keys(SITES)) symlinkSync(join(dir, name), join(sites, name));
      const { report } = await fitJudgeFromSites({ sites, sets }, () => {});
      expect(report).toMatch(/^mine \(3 questions\): left out/m);
      expect(report).not.toContain('kept-apart');
    } finally {
      rmSync(sets, { recursive: true, force: true });
    }
  });

  it('stops when a development set is not on this machine, naming the package that installs it', async () => {
    const sets = mkdtempSync(join(tmpdir(), 'ariadne-fit-missing-'));
    try {
      mkdirSync(join(sets, 'docs'));
      writeFileSync(
        join(sets, 'docs', 'site.json'),
        JSON.stringify({ root: join(sets, 'not-installed'), package: 'some-doc', role: 'development' }),
      );
      writeFileSync(join(sets, 'docs', 'questions.jsonl'), '');
      await expect(fitJudgeFromSites({ sites: dir, sets }, () => {})).rejects.toThrow(
        /docs: .*not-installed is missing \(apt-get install -y some-doc\)/,
      );
    } finally {
      rmSync(sets, { recursive: true, force: true });
    }
  });

  it('reads its command line and refuses what it does not know', () => {
    expect(fitArgs(['--check', '--sites', '/x'])).toMatchObject({ check: true, sites: '/x' });
    expect(fitArgs(['--sets', '/y'])).toMatchObject({ sets: '/y' });
    expect(fitArgs(['--no-sets'])).toMatchObject({ sets: '' });
    expect(fitArgs(['--links-out', '/z'])).toMatchObject({ linksOut: '/z' });
    expect(() => fitArgs(['--bogus'])).toThrow(/unknown argument/);
    expect(() => fitArgs(['--out'])).toThrow(/needs a value/);
  });
});

describe('claim threshold', () => {
  const outcome = (confidence: number, correct: boolean): Outcome => ({
    question: String(confidence),
    correct,
    confidence,
    handSure: false,
  });

  it('is the lowest confidence at which no more than the allowed share is claimed wrong', () => {
    const results = [
      outcome(0.9, true),
      outcome(0.8, true),
      outcome(0.7, false),
      outcome(0.6, true),
      outcome(0.5, false),
      outcome(0.4, true),
    ];
    // No wrong claim allowed: claim only above the first wrong one.
    expect(claimThreshold(results, 0)).toBe(0.8);
    expect(figuresAt(results, 0.8)).toEqual({ questions: 6, success: 4, claimed: 2, wrong: 0 });
    // One wrong claim in six allowed: down to just above the second wrong one.
    expect(claimThreshold(results, 1 / 6)).toBe(0.6);
    expect(figuresAt(results, 0.6)).toMatchObject({ claimed: 3, wrong: 1 });
  });

  it('never splits two answers of the same confidence', () => {
    const results = [outcome(0.9, true), outcome(0.7, true), outcome(0.7, false)];
    expect(claimThreshold(results, 0)).toBe(0.9);
  });

  it('claims nothing when the surest answer is wrong and none may be', () => {
    expect(claimThreshold([outcome(0.9, false), outcome(0.5, true)], 0)).toBe(1);
  });
});

const SITES_DIR = sharedData('sites', import.meta.url);
/** The documentation the development sets ask, which Debian packages install (.ci/run installs them). */
const SETS_MISSING = SITES_DIR ? fitFolders({ sites: SITES_DIR, sets: DEFAULT_SETS }).missing : [];
if (SETS_MISSING.length > 0) {
  if (SHARED_DATA_REQUIRED)
    throw new Error(`the fit's question sets are missing:\n${SETS_MISSING.join('\n')}`);
  process.stderr.write(`skipped: scripts/fit.test.ts (bundled weights) needs ${SETS_MISSING.join('; ')}\n`);
}

describe.skipIf(!SITES_DIR || SETS_MISSING.length > 0)('the bundled judge weights', () => {
  it('are what npm run fit gives from the shared sites and our development sets today (not stale)', async () => {
    const sources = { sites: SITES_DIR as string, sets: DEFAULT_SETS };
    const { module } = await fitJudgeFromSites(sources, () => {});
    expect(
      readFileSync(
        fileURLToPath(new URL('../src/brains/heuristic/judge-weights.ts', import.meta.url)),
        'utf8',
      ),
    ).toBe(module);
  }, 1_800_000);
});

describe.skipIf(!SITES_DIR || SETS_MISSING.length > 0)('the bundled link weights', () => {
  it('are what npm run fit gives from the shared sites and our development sets today (not stale)', async () => {
    const sources = { sites: SITES_DIR as string, sets: DEFAULT_SETS };
    const { module } = await fitLinksFromSites(sources, () => {});
    expect(readFileSync(fileURLToPath(new URL('../src/core/link-weights.ts', import.meta.url)), 'utf8')).toBe(
      module,
    );
  }, 1_800_000);
});
