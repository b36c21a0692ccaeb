/**
 * A logistic model over named features: how likely a candidate (a passage, a link) is what is
 * looked for. Weights are fitted from labelled examples by a deterministic script, never set by
 * hand, and kept with the names of the features they weigh so that a model fitted for another
 * feature list is refused rather than misread.
 */
export interface LogisticModel {
  /** Feature names, in the order of `weights`. */
  features: readonly string[];
  weights: readonly number[];
  bias: number;
}

export interface Example {
  x: readonly number[];
  /** 1 for what is looked for, 0 for the rest. */
  y: 0 | 1;
  /** How much the example counts (1 when absent): each question may spread one unit over its candidates. */
  weight?: number;
}

export interface FitOptions {
  /** L2 penalty on the weights (not the bias). */
  l2?: number;
  /** Newton steps at most. */
  iterations?: number;
}

const sigmoid = (z: number): number => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

/** The model's probability for a feature vector in its own order. */
export function probability(model: LogisticModel, x: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < model.weights.length; i++) z += (model.weights[i] ?? 0) * (x[i] ?? 0);
  return sigmoid(z);
}

/** A feature record read in the model's order; a feature the record lacks counts 0. */
export function vectorOf(
  model: Pick<LogisticModel, 'features'>,
  record: Readonly<Record<string, number>>,
): number[] {
  return model.features.map((name) => record[name] ?? 0);
}

/**
 * Fits by Newton's method (iteratively reweighted least squares) from zero weights, with an L2
 * penalty that keeps the system solvable when a feature never varies: the same examples give the
 * same model on every machine.
 */
export function fitLogistic(
  features: readonly string[],
  examples: readonly Example[],
  options: FitOptions = {},
): LogisticModel {
  const l2 = options.l2 ?? 1e-3;
  const iterations = options.iterations ?? 50;
  // Parameters: the weights, then the bias (the last column, a constant 1).
  const d = features.length + 1;
  const beta = new Array<number>(d).fill(0);
  const total = examples.reduce((a, e) => a + (e.weight ?? 1), 0) || 1;
  const row = (e: Example, i: number) => (i < d - 1 ? (e.x[i] ?? 0) : 1);
  for (let it = 0; it < iterations; it++) {
    const grad = new Array<number>(d).fill(0);
    const hess = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    for (const e of examples) {
      let z = 0;
      for (let i = 0; i < d; i++) z += (beta[i] ?? 0) * row(e, i);
      const p = sigmoid(z);
      const w = (e.weight ?? 1) / total;
      const err = (p - e.y) * w;
      const curve = p * (1 - p) * w;
      for (let i = 0; i < d; i++) {
        const xi = row(e, i);
        if (xi === 0) continue;
        grad[i] = (grad[i] ?? 0) + err * xi;
        const h = hess[i] as number[];
        for (let j = 0; j < d; j++) h[j] = (h[j] ?? 0) + curve * xi * row(e, j);
      }
    }
    const step = penalizedStep(grad, hess, beta, l2, d - 1);
    if (!step) break;
    let moved = 0;
    for (let i = 0; i < d; i++) {
      beta[i] = (beta[i] ?? 0) - (step[i] ?? 0);
      moved = Math.max(moved, Math.abs(step[i] ?? 0));
    }
    if (moved < 1e-9) break;
  }
  return { features: [...features], weights: beta.slice(0, d - 1).map(round), bias: round(beta[d - 1] ?? 0) };
}

/** The Newton step with the L2 penalty on the first `penalized` parameters (not the bias). */
function penalizedStep(
  grad: number[],
  hess: number[][],
  params: readonly number[],
  l2: number,
  penalized: number,
): number[] | undefined {
  for (let i = 0; i < penalized; i++) {
    grad[i] = (grad[i] ?? 0) + l2 * (params[i] ?? 0);
    (hess[i] as number[])[i] = ((hess[i] as number[])[i] ?? 0) + l2;
  }
  return solve(hess, grad);
}

/** Solves A x = b by Gaussian elimination with partial pivoting; undefined when A is singular. */
function solve(a: readonly (readonly number[])[], b: readonly number[]): number[] | undefined {
  const n = b.length;
  const m = a.map((r, i) => [...r, b[i] ?? 0]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]?.[c] ?? 0) > Math.abs(m[pivot]?.[c] ?? 0)) pivot = r;
    const top = m[pivot] as number[];
    if (Math.abs(top[c] ?? 0) < 1e-12) return undefined;
    [m[c], m[pivot]] = [top, m[c] as number[]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const row = m[r] as number[];
      const f = (row[c] ?? 0) / (top[c] ?? 1);
      if (f === 0) continue;
      for (let k = c; k <= n; k++) row[k] = (row[k] ?? 0) - f * (top[k] ?? 0);
    }
  }
  return m.map((r, i) => (r[n] ?? 0) / (r[i] ?? 1));
}

/** Weights are kept to six decimals: enough for the model, short in the versioned file. */
function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/** Mean log-loss of a model on examples (lower is better). */
export function logLoss(model: LogisticModel, examples: readonly Example[]): number {
  let sum = 0;
  let total = 0;
  for (const e of examples) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, probability(model, e.x)));
    const w = e.weight ?? 1;
    sum -= w * (e.y === 1 ? Math.log(p) : Math.log(1 - p));
    total += w;
  }
  return sum / (total || 1);
}

/** The candidates of one choice (a question's passages): which of them are what is looked for. */
export interface ChoiceGroup {
  x: ReadonlyArray<readonly number[]>;
  /** 1 for the candidates that would be right to choose. */
  y: ReadonlyArray<0 | 1>;
}

/**
 * Fits a choice model (a conditional logit): the weights under which, in each group, the right
 * candidates take the largest share of a softmax over the group's scores. This is the task of a
 * judge choosing one passage among many, rather than judging each alone. Newton steps with the
 * softmax's covariance as curvature, halved until the loss falls: deterministic and monotone.
 * The model's bias is 0 (a softmax ignores it); calibrate the scores apart to read them as odds.
 */
export function fitChoice(
  features: readonly string[],
  groups: readonly ChoiceGroup[],
  options: FitOptions = {},
): LogisticModel {
  const l2 = options.l2 ?? 1e-3;
  const iterations = options.iterations ?? 60;
  const d = features.length;
  const usable = groups.filter((g) => g.y.some((y) => y === 1) && g.y.some((y) => y === 0));
  let w = new Array<number>(d).fill(0);
  let loss = choiceLoss(w, usable, l2);
  for (let it = 0; it < iterations; it++) {
    const grad = new Array<number>(d).fill(0);
    const hess = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    for (const g of usable) addChoiceTerms(w, g, grad, hess, usable.length);
    const step = penalizedStep(grad, hess, w, l2, d);
    if (!step) break;
    let scale = 1;
    let next = w;
    let nextLoss = loss;
    for (let tries = 0; tries < 30; tries++, scale /= 2) {
      next = w.map((v, i) => v - scale * (step[i] ?? 0));
      nextLoss = choiceLoss(next, usable, l2);
      if (nextLoss <= loss) break;
    }
    if (nextLoss > loss || loss - nextLoss < 1e-12) break;
    w = next;
    loss = nextLoss;
  }
  return { features: [...features], weights: w.map(round), bias: 0 };
}

function scoresOf(w: readonly number[], g: ChoiceGroup): number[] {
  return g.x.map((x) => w.reduce((a, v, i) => a + v * (x[i] ?? 0), 0));
}

function softmax(s: readonly number[]): number[] {
  const top = Math.max(...s);
  const e = s.map((v) => Math.exp(v - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

/** Mean over groups of minus the log of the share the right candidates take, with the penalty. */
function choiceLoss(w: readonly number[], groups: readonly ChoiceGroup[], l2: number): number {
  let sum = 0;
  for (const g of groups) {
    const p = softmax(scoresOf(w, g));
    const right = p.reduce((a, v, i) => a + (g.y[i] === 1 ? v : 0), 0);
    sum -= Math.log(Math.max(right, 1e-300));
  }
  return sum / Math.max(1, groups.length) + (l2 / 2) * w.reduce((a, v) => a + v * v, 0);
}

/** Adds a group's gradient (softmax mean minus the right candidates' mean) and curvature (softmax covariance). */
function addChoiceTerms(
  w: readonly number[],
  g: ChoiceGroup,
  grad: number[],
  hess: number[][],
  n: number,
): void {
  const d = w.length;
  const p = softmax(scoresOf(w, g));
  const right = p.reduce((a, v, i) => a + (g.y[i] === 1 ? v : 0), 0) || 1e-300;
  const mean = new Array<number>(d).fill(0);
  g.x.forEach((x, k) => {
    const pk = p[k] ?? 0;
    const qk = g.y[k] === 1 ? pk / right : 0;
    for (let i = 0; i < d; i++) {
      mean[i] = (mean[i] ?? 0) + pk * (x[i] ?? 0);
      grad[i] = (grad[i] ?? 0) + ((pk - qk) * (x[i] ?? 0)) / n;
    }
  });
  g.x.forEach((x, k) => {
    const pk = (p[k] ?? 0) / n;
    if (pk === 0) return;
    for (let i = 0; i < d; i++) {
      const di = (x[i] ?? 0) - (mean[i] ?? 0);
      if (di === 0) continue;
      const h = hess[i] as number[];
      for (let j = 0; j < d; j++) h[j] = (h[j] ?? 0) + pk * di * ((x[j] ?? 0) - (mean[j] ?? 0));
    }
  });
}
