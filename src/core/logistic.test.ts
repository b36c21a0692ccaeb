import { describe, expect, it } from 'vitest';
import {
  type ChoiceGroup,
  type Example,
  fitChoice,
  fitLogistic,
  logLoss,
  probability,
  vectorOf,
} from './logistic.ts';
import { seededRandom } from './seeded-random.ts';

/** Examples whose label follows the first feature (with noise); the second feature is noise alone. */
function noisyExamples(seed: number, n: number): Example[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => {
    const signal = random();
    const noise = random();
    const y: 0 | 1 = signal + 0.3 * (random() - 0.5) > 0.5 ? 1 : 0;
    return { x: [signal, noise], y };
  });
}

/** Groups of five candidates where the right one is the one with the largest first feature. */
function choiceGroups(seed: number, n: number): ChoiceGroup[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => {
    const x = Array.from({ length: 5 }, () => [random(), random()]);
    const top = Math.max(...x.map((v) => v[0] ?? 0));
    return { x, y: x.map((v) => (v[0] === top ? 1 : 0)) };
  });
}

describe('logistic model', () => {
  it('learns which feature tells the label, and gives the same weights on every fit', () => {
    const examples = noisyExamples(7, 400);
    const model = fitLogistic(['signal', 'noise'], examples);
    expect(model.weights[0]).toBeGreaterThan(3);
    expect(Math.abs(model.weights[1] ?? 0)).toBeLessThan(1);
    expect(probability(model, [0.9, 0.5])).toBeGreaterThan(0.8);
    expect(probability(model, [0.1, 0.5])).toBeLessThan(0.2);
    expect(fitLogistic(['signal', 'noise'], examples)).toEqual(model);
  });

  it('fits better than knowing nothing, on examples it did not see', () => {
    const model = fitLogistic(['signal', 'noise'], noisyExamples(7, 400));
    const blank = { features: ['signal', 'noise'], weights: [0, 0], bias: 0 };
    const unseen = noisyExamples(8, 400);
    expect(logLoss(model, unseen)).toBeLessThan(logLoss(blank, unseen) / 2);
  });

  it('counts an example by its weight', () => {
    // The same point labelled both ways: the heavier label wins.
    const examples: Example[] = [
      { x: [1], y: 1, weight: 3 },
      { x: [1], y: 0, weight: 1 },
    ];
    const model = fitLogistic(['x'], examples, { l2: 1 });
    expect(probability(model, [1])).toBeGreaterThan(0.6);
  });

  it('reads a feature record in its own order, a missing feature as 0', () => {
    expect(vectorOf({ features: ['b', 'a', 'c'] }, { a: 1, b: 2 })).toEqual([2, 1, 0]);
  });
});

describe('choice model', () => {
  it('learns to pick the right candidate of each group, deterministically', () => {
    const model = fitChoice(['signal', 'noise'], choiceGroups(3, 200));
    expect(model.weights[0]).toBeGreaterThan(5);
    expect(Math.abs(model.weights[1] ?? 0)).toBeLessThan((model.weights[0] ?? 0) / 5);
    expect(fitChoice(['signal', 'noise'], choiceGroups(3, 200))).toEqual(model);
    // On groups it never saw, the highest score is the right one.
    const unseen = choiceGroups(4, 100);
    const right = unseen.filter((g) => {
      const scores = g.x.map(
        (x) => (model.weights[0] ?? 0) * (x[0] ?? 0) + (model.weights[1] ?? 0) * (x[1] ?? 0),
      );
      return g.y[scores.indexOf(Math.max(...scores))] === 1;
    });
    expect(right.length).toBeGreaterThanOrEqual(97);
  });

  it('ignores groups with no right candidate or no wrong one: they teach no choice', () => {
    const groups: ChoiceGroup[] = [
      { x: [[1], [0]], y: [1, 0] },
      { x: [[0], [1]], y: [0, 0] },
      { x: [[0], [1]], y: [1, 1] },
    ];
    const model = fitChoice(['x'], groups);
    const alone = fitChoice(['x'], groups.slice(0, 1));
    expect(model).toEqual(alone);
    expect(model.weights[0]).toBeGreaterThan(0);
  });
});
