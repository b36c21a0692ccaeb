import { z } from 'zod';

/**
 * The `ask --json` object (DESIGN.md): what scripts rely on, and what a saved run is read back
 * from (`ariadne report trail.json`). Fields may be added, never renamed; a reader ignores those it does not know.
 */
const CitationJson = z.object({
  url: z.string().optional(),
  node: z.string().optional(),
  title: z.string().optional(),
  file: z.string().optional(),
  lines: z.tuple([z.number(), z.number()]).optional(),
  copies: z.array(z.string()).optional(),
  path: z.array(z.string()),
  quote: z.string(),
  unconfirmed: z.boolean().optional(),
});

const PeekJson = z.object({
  url: z.string(),
  label: z.string(),
  ok: z.boolean(),
  detail: z.string(),
});

const StepJson = z.object({
  n: z.number().int(),
  at: z.string(),
  /** Breadcrumb of the place the step was taken from (a run saved before it was kept has none). */
  path: z.array(z.string()).default([]),
  action: z.string(),
  label: z.string().optional(),
  reason: z.string(),
  result: z.string(),
  detail: z.string().optional(),
  to: z.string().optional(),
  from: z.string().optional(),
  view: z.string().optional(),
  ms: z.number(),
  tokens: z.number().optional(),
  llmCalls: z.number().optional(),
  tokensIn: z.number().optional(),
  tokensOut: z.number().optional(),
  costUsd: z.number().optional(),
  by: z.string().optional(),
  peeks: z.array(PeekJson).optional(),
  warning: z.string().optional(),
});

const StatsJson = z.object({
  steps: z.number(),
  pages: z.number(),
  llmCalls: z.number(),
  tokensIn: z.number(),
  tokensOut: z.number(),
  ms: z.number(),
  costUsd: z.number().optional(),
  /** An exploration: the states of the app reached. */
  states: z.number().optional(),
  stepsByBrain: z.record(z.string(), z.number()).optional(),
});

const ClosestJson = z.object({
  url: z.string(),
  title: z.string(),
  path: z.array(z.string()),
  passage: z.string(),
});

const CollectedItemJson = z.object({
  url: z.string(),
  kind: z.string(),
  title: z.string(),
  author: z.string().optional(),
  published: z.string().optional(),
  text: z.string(),
  relevance: z.number(),
  why: z.string(),
  path: z.array(z.string()),
  posts: z
    .array(z.object({ author: z.string().optional(), published: z.string().optional(), text: z.string() }))
    .optional(),
});

/** A `collect` run's items and summary (see CollectReport); absent for the other strategies. */
const CollectedJson = z.object({
  understood: z.array(z.string()),
  items: z.array(CollectedItemJson),
  summary: z.object({
    lines: z.array(z.object({ text: z.string(), urls: z.array(z.string()) })),
    written: z
      .object({
        text: z.string(),
        by: z.string(),
        cites: z.array(z.object({ n: z.number(), url: z.string() })),
      })
      .optional(),
  }),
  fruitless: z.number(),
});

/** An exploration's map (see ExploreReport): states, how each was reached, faults, refusals. */
const ExploreStateJson = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  reachedBy: z.object({ from: z.number().int(), action: z.string() }).nullable(),
  depth: z.number().int().optional(),
  controls: z.number().int().optional(),
  shows: z.array(z.string()),
});

const ExploreFaultJson = z.object({
  kind: z.string(),
  message: z.string(),
  url: z.string(),
  request: z.string().optional(),
  status: z.number().optional(),
  state: z.number().int(),
  action: z.string().nullable(),
});

const ExploreTransitionJson = z.object({ from: z.number().int(), to: z.number().int(), action: z.string() });

const ExploreRefusalJson = z.object({ state: z.number().int(), control: z.string(), why: z.string() });

/** An action of an `act` run under the names `act --json` has always given it. */
const ActActionJson = z.object({
  n: z.number().int(),
  action: z.string(),
  target: z.string(),
  reason: z.string(),
  result: z.string(),
  url: z.string().optional(),
  decidedBy: z.string().optional(),
  ms: z.number().optional(),
});

export const TrailJsonSchema = z.object({
  question: z.string(),
  found: z.boolean(),
  answer: z.string().nullable(),
  citations: z.array(CitationJson),
  steps: z.array(StepJson),
  stats: StatsJson,
  stop: z.object({ code: z.string().optional(), reason: z.string() }),
  closest: z.array(ClosestJson).optional(),
  strategy: z.string().optional(),
  start: z.string().optional(),
  collected: CollectedJson.optional(),
  /** An `explore` run: its map, under the names `explore --json` has always had. */
  states: z.array(ExploreStateJson).optional(),
  transitions: z.array(ExploreTransitionJson).optional(),
  faults: z.array(ExploreFaultJson).optional(),
  refused: z.array(ExploreRefusalJson).optional(),
  /** An `act` run: its instruction, whether it was carried out, its actions, as DESIGN.md names them. */
  instruction: z.string().optional(),
  done: z.boolean().optional(),
  /** An `act` run: the page at the end. */
  url: z.string().optional(),
  actions: z.array(ActActionJson).optional(),
});

export type TrailJson = z.infer<typeof TrailJsonSchema>;
export type StepJson = z.infer<typeof StepJson>;
export type CitationJson = z.infer<typeof CitationJson>;
export type CollectedJson = z.infer<typeof CollectedJson>;
export type ExploreStateJson = z.infer<typeof ExploreStateJson>;
