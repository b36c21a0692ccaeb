import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_FEATURES } from '../src/brains/heuristic/judge-features.ts';
import { sharedData } from '../src/test-support/shared-data.ts';
import { claimThreshold, figuresAt, type Outcome } from './fit/fit-judge.ts';
import { fitArgs, fitJudgeFromSites } from './fit.ts';

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
    const first = await fitJudgeFromSites(dir, () => {});
    const second = await fitJudgeFromSites(dir, () => {});
    expect(second.module).toBe(first.module);
    for (const feature of JUDGE_FEATURES) expect(first.module).toContain(`'${feature}',`);
    expect(first.module).toMatch(/claim: 0\.\d+|claim: 1,/);
    expect(first.report.split('\n')).toHaveLength(3);
    for (const name of Object.keys(SITES))
      expect(first.report).toMatch(new RegExp(`^${name} \\(3 questions\\): left out`, 'm'));
  }, 60_000);

  it('refuses fewer than two site folders: nothing would be left out', async () => {
    const lone = mkdtempSync(join(tmpdir(), 'ariadne-fit-lone-'));
    try {
      await expect(fitJudgeFromSites(lone, () => {})).rejects.toThrow(/at least two site folders/);
    } finally {
      rmSync(lone, { recursive: true, force: true });
    }
  });

  it('reads its command line and refuses what it does not know', () => {
    expect(fitArgs(['--check', '--sites', '/x'])).toMatchObject({ check: true, sites: '/x' });
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

describe.skipIf(!SITES_DIR)('the bundled judge weights', () => {
  it('are what npm run fit gives from the shared sites today (not stale)', async () => {
    const { module } = await fitJudgeFromSites(SITES_DIR as string, () => {});
    expect(
      readFileSync(
        fileURLToPath(new URL('../src/brains/heuristic/judge-weights.ts', import.meta.url)),
        'utf8',
      ),
    ).toBe(module);
  }, 180_000);
});
