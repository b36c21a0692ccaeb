import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createHeuristicBrain } from './brains/heuristic/index.ts';
import type { ScreenRunOptions } from './browser-run.ts';
import type { Brain } from './core/brain.ts';
import { type Budget, DEFAULT_BUDGET } from './core/budget.ts';
import { NotFoundError } from './core/errors/not-found-error.ts';
import type { Lexicon } from './core/lexicon.ts';
import { buildQuery, lexiconWords, type Query, type QueryHint } from './core/query.ts';
import type { Step, Trail } from './core/trail.ts';
import type { World } from './core/world.ts';
import { LIBRARY_FILE, type Library } from './library/model.ts';
import { type CollectLimits, collect } from './strategies/collect/collect.ts';
import type { StrategyContext } from './strategies/context.ts';
import { drill } from './strategies/drill/index.ts';
import { find } from './strategies/find/index.ts';
import { createBrowserWorld } from './worlds/browser/index.ts';
import { createLibraryWorld, LIBRARY_SCHEME } from './worlds/library/index.ts';
import { createWebWorld, type HostPacer } from './worlds/web/index.ts';

/** find, drill and collect walk places; act and explore drive the screens of a browser tab. */
export type StrategyName = 'find' | 'drill' | 'collect' | 'act' | 'explore';

export interface NavigateRequest {
  /**
   * A URL, a local file or folder of HTML, a library folder (one holding `library.sqlite`), or a
   * `library:` target (`library:<folder>`, or a node of the library world given).
   */
  start: string;
  question: string;
  strategy?: StrategyName;
  /** Defaults to the web world (the browser world with `browser`), or the library world for a library start. */
  world?: World;
  /** Pages as Chromium shows them, scripts run (the browser world), instead of fetched over HTTP. */
  browser?: boolean;
  /** Defaults to the offline heuristic brain. */
  brain?: Brain;
  budget?: Partial<Budget>;
  signal?: AbortSignal;
  /** Follow links to other sites (off: a run stays on its start's site). */
  allowExternal?: boolean;
  /**
   * Fetch what robots.txt disallows. Off by default: the web world a run makes refuses such URLs
   * (a world given in `world` follows its own `obeyRobots`).
   */
  ignoreRobots?: boolean;
  /** Configured hints: words to favour when the question matches. */
  hints?: readonly QueryHint[];
  /**
   * Where the words related to the question's come from ("bike" → bicycle): WordNet by default
   * when installed; `null` for none.
   */
  lexicon?: Lexicon | null;
  /** `collect`: more places to start from, beside `start`. */
  starts?: readonly string[];
  /** `collect`: item and depth caps, and today's date for "last year". */
  collect?: Partial<CollectLimits>;
  /** Requests per second to one host (politeness); `collect` defaults to 5, the other strategies to no limit. */
  rate?: number;
  /** Waits for each request's turn on a pace shared beyond this run (a batch's workers); replaces `rate`. */
  pacer?: HostPacer;
  /**
   * `act` and `explore`: the tab they drive and how, and who chooses. The question is the
   * instruction (`act`), the start the page's URL; `budget.steps` caps the actions.
   */
  screens?: ScreenRunOptions;
}

/** Requests per second to one host while collecting, unless the request says otherwise. */
export const COLLECT_RATE = 5;

/** A collecting run reads many pages: its budget defaults are larger than a question's. */
// Collecting is exhaustive: a forum of a thousand threads is read within the pages, at 5 a second within the time.
export const COLLECT_BUDGET: Partial<Budget> = { steps: 5000, pages: 2000, seconds: 900 };

/** A run in progress: iterate it for steps as they happen, await it for the finished trail. */
export interface Run extends AsyncIterable<Step>, PromiseLike<Trail> {}

/**
 * The one entry point every interface (CLI, MCP, library users) goes through. The run starts at
 * once; steps can be consumed while it goes, and the trail is the result.
 */
export function navigate(request: NavigateRequest): Run {
  const queue: Step[] = [];
  const waiters: Array<() => void> = [];
  let done = false;
  const wake = (): void => {
    for (const w of waiters.splice(0)) w();
  };
  const onStep = (step: Step): void => {
    queue.push(step);
    wake();
  };
  const result: Promise<Trail> = (async () => {
    if (request.strategy === 'act' || request.strategy === 'explore') {
      try {
        // Loaded on first use: a run of places never loads the browser's code.
        const { runOnScreens } = await import('./browser-run.ts');
        return await runOnScreens(request.strategy, {
          url: request.start,
          task: request.question,
          maxSteps: request.budget?.steps,
          signal: signalOf(request),
          onStep,
          options: request.screens ?? {},
        });
      } finally {
        done = true;
        wake();
      }
    }
    const folder = request.world ? null : libraryFolder(request.start);
    const isLibrary = folder !== null || request.start.startsWith(LIBRARY_SCHEME);
    let library: Library | null = null;
    let lexicon: Lexicon | null = null;
    let world = request.world;
    try {
      if (!world) {
        if (isLibrary && folder === null) {
          throw new NotFoundError({
            target: request.start,
            message: `${request.start}: not a library folder (no ${LIBRARY_FILE} in it)`,
          });
        }
        if (folder !== null) library = await openLibrary(folder);
        const collecting = request.strategy === 'collect';
        const rate = request.rate ?? (collecting ? COLLECT_RATE : undefined);
        const webOptions = {
          obeyRobots: !request.ignoreRobots,
          // A collecting run reads entries, pagers and posts off every page.
          ...(collecting ? { structure: true } : {}),
          ...(rate === undefined || rate <= 0 ? {} : { hostRequestsPerSecond: rate }),
          ...(request.pacer ? { pacer: request.pacer } : {}),
        };
        world = library
          ? createLibraryWorld(library)
          : request.browser
            ? createBrowserWorld(webOptions)
            : createWebWorld(webOptions);
      }
      lexicon = request.lexicon === undefined ? await defaultLexicon() : request.lexicon;
      const query = await questionQuery(request.question, lexicon, request.hints ?? [], signalOf(request));
      const ctx: StrategyContext = {
        question: request.question,
        query,
        lexicon,
        // `library:<folder>` names the folder; the library world opens the folder as its catalog.
        start: folder ?? request.start,
        world,
        brain: request.brain ?? createHeuristicBrain(),
        budget: {
          ...DEFAULT_BUDGET,
          ...(request.strategy === 'collect' ? COLLECT_BUDGET : {}),
          ...request.budget,
        },
        signal: request.signal ?? new AbortController().signal,
        allowExternal: request.allowExternal ?? false,
        onStep,
      };
      const strategy = request.strategy ?? (isLibrary ? 'drill' : 'find');
      if (strategy === 'collect') {
        return await collect(ctx, {
          ...request.collect,
          ...(request.starts ? { starts: request.starts } : {}),
        });
      }
      return strategy === 'drill' ? await drill(ctx) : await find(ctx);
    } finally {
      done = true;
      wake();
      if (!request.world) await world?.close?.();
      if (request.lexicon === undefined) await lexicon?.close?.();
      library?.close();
    }
  })();
  // A caller that only iterates must not see an unhandled rejection; `then` still reports it.
  result.catch(() => {});

  return {
    // biome-ignore lint/suspicious/noThenProperty: a Run is deliberately awaitable.
    then(onFulfilled, onRejected) {
      return result.then(onFulfilled, onRejected);
    },
    async *[Symbol.asyncIterator]() {
      let i = 0;
      for (;;) {
        while (i < queue.length) yield queue[i++] as Step;
        if (done) {
          await result;
          return;
        }
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

function signalOf(request: NavigateRequest): AbortSignal {
  return request.signal ?? new AbortController().signal;
}

/**
 * The question as a run matches it: with the words the lexicon relates to its words, and the
 * configured hints.
 */
export async function questionQuery(
  question: string,
  lexicon: Lexicon | null,
  hints: readonly QueryHint[],
  signal: AbortSignal,
): Promise<Query> {
  if (!lexicon) return buildQuery(question, { hints });
  const related = new Map<string, Awaited<ReturnType<Lexicon['related']>>>();
  const senseCounts = new Map<string, number>();
  for (const word of lexiconWords(question)) {
    related.set(word, await lexicon.related(word, signal, question));
    if (lexicon.senseCount) senseCounts.set(word, await lexicon.senseCount(word, signal));
  }
  return buildQuery(question, { related, hints, senseCounts });
}

/** WordNet, loaded on first use so that runs without a question's words never read it. */
async function defaultLexicon(): Promise<Lexicon | null> {
  const { defaultLexicon: make } = await import('./lexicon/index.ts');
  return make();
}

/**
 * The library folder a start names, or null: a folder holding the library file, or `library:<folder>`;
 * the library file itself stands for its folder.
 */
function libraryFolder(start: string): string | null {
  const dir = start.startsWith(LIBRARY_SCHEME) ? start.slice(LIBRARY_SCHEME.length) : start;
  if (dir === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(dir)) return null;
  if (basename(dir) === LIBRARY_FILE && existsSync(dir)) return dirname(dir);
  return existsSync(join(dir, LIBRARY_FILE)) ? dir : null;
}

/** The builder's `openLibrary`, loaded on first use so a web run never loads the library code. */
async function openLibrary(dir: string): Promise<Library> {
  const { openLibrary: open } = await import('./library/index.ts');
  return open(dir);
}
