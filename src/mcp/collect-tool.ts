import type { CollectedItem } from '../core/collected.ts';
import { clip, squash } from '../core/text.ts';
import { countTokens } from '../core/tokens.ts';
import type { Trail } from '../core/trail.ts';
import { COLLECT_RATE, navigate } from '../navigate.ts';
import { fitReply, REPLY_TOKENS } from './budget.ts';
import { collectCall } from './calls.ts';
import type { ServeContext } from './context.ts';
import { describeFailure } from './failure.ts';
import type { Reply } from './reply.ts';
import { parseTarget } from './target.ts';

export interface CollectArgs {
  start: string;
  request: string;
  maxItems?: number;
}

/** Items listed when the call does not say. */
export const DEFAULT_MAX_ITEMS = 50;
/** The most items one call may ask for. */
export const MAX_ITEMS = 500;
/**
 * Pages one call may fetch, and how long it may walk: the reply has to come back while the client
 * waits (the MCP SDK's clients give up on a call after 60 s unless told otherwise).
 */
export const COLLECT_PAGES = 400;
export const COLLECT_SECONDS = 50;

/** Stands for what the bot left out, in the call a mistake is answered with. */
const START_PLACEHOLDER = 'https://forum.example.com/';
const REQUEST_PLACEHOLDER = '<what to collect>';

/**
 * `collect`: walks a site from `start` (hubs, listings, their pages) in a world of its own and
 * answers with the items matching `request`, their summary and what the walk cost. Never throws
 * for the bot's mistakes (no start or request, an address that is no web page, or one refused).
 */
export async function collectTool(ctx: ServeContext, args: CollectArgs, signal: AbortSignal): Promise<Reply> {
  const request = squash(args.request);
  const start = parseStart(args.start);
  if (!request) return collectUsageReply('collect needs a "request": what to collect, in words.', args);
  if (start.kind === 'invalid') return collectUsageReply(start.problem, args);
  const maxItems = Math.min(MAX_ITEMS, Math.max(1, Math.floor(args.maxItems ?? DEFAULT_MAX_ITEMS)));

  // Its own cache, pacing and robots.txt; structure on, since collecting reads entries and pagers.
  const world = ctx.createWorld({ obeyRobots: true, structure: true, hostRequestsPerSecond: COLLECT_RATE });
  try {
    // The start is opened first: a refused or failed start is the bot's to fix, said in one line.
    // The run then finds it in the world's cache.
    try {
      await world.open(start.url, signal);
    } catch (error) {
      signal.throwIfAborted();
      // Not the same call again: the site's home page when the server would open it.
      const home = URL.parse('/', start.url)?.href;
      const retry = home && home !== start.url && (await world.admits?.(home, signal)) ? home : '';
      return collectUsageReply(describeFailure(error, start.url).line, { ...args, start: retry });
    }
    const trail = await navigate({
      start: start.url,
      question: request,
      strategy: 'collect',
      world,
      signal,
      collect: { maxItems },
      budget: { pages: COLLECT_PAGES, seconds: COLLECT_SECONDS },
    });
    return { text: collectReply(trail), isError: false };
  } finally {
    await world.close?.();
  }
}

/** The start as an absolute http(s) URL (a bare host is taken as https), read as `navigate` reads a target. */
function parseStart(raw: string): { kind: 'url'; url: string } | { kind: 'invalid'; problem: string } {
  if (squash(raw).replace(/^["'`<]+|["'`>]+$/g, '') === '')
    return { kind: 'invalid', problem: 'collect needs a "start": the full URL of a page to start from.' };
  const target = parseTarget(raw, null, []);
  // A relative path or a word has no page to be relative to here: the start must be a full URL.
  if (
    target.kind === 'url' ||
    (target.kind === 'invalid' && !/^There is no current page/.test(target.problem))
  )
    return target;
  return {
    kind: 'invalid',
    problem: `"${clip(squash(raw), 200)}" is not a full URL: start must be one, like ${START_PLACEHOLDER}`,
  };
}

/** A call that could not be done: the reason in one line, and the call to make instead. */
export function collectUsageReply(problem: string, args: Partial<CollectArgs>): Reply {
  const start = args.start?.trim() ? clip(squash(args.start), 300) : START_PLACEHOLDER;
  const request = args.request?.trim() ? clip(squash(args.request), 200) : REQUEST_PLACEHOLDER;
  return { text: fitReply(problem, `Next: ${collectCall(start, request)}`), isError: true };
}

/**
 * What the walk found, as a bot reads it: how the request was read, one line per item, the
 * summary, and what it cost. Items that do not fit the reply are counted, not listed.
 */
export function collectReply(trail: Trail): string {
  const report = trail.collected;
  const items = report?.items ?? [];
  const understood = report?.understood.join('; ') || 'every item the site lists';
  const head = [`Understood: ${clip(squash(understood), 400)}`];
  const lines = items.map((item, i) => itemLine(item, i + 1));
  const summary = items.length > 0 ? (report?.summary.lines ?? []).map((l) => squash(l.text)) : [];
  const closing = `${items.length} items; ${trail.stats.pages} pages fetched; stopped: ${squash(trail.stop.reason)}`;
  if (items.length === 0) {
    head.push(
      'No matching item found. Try a start nearer the items (a board, section or archive page) or other words.',
    );
  }
  const body = (shown: number): string => {
    const rest = items.length - shown;
    return [
      ...head,
      ...lines.slice(0, shown),
      ...(rest > 0
        ? [`… and ${rest} more not shown (ask for fewer with max_items, or a narrower request).`]
        : []),
      ...summary,
    ].join('\n');
  };
  let shown = items.length;
  while (shown > 0 && countTokens(`${body(shown)}\n${closing}`) > REPLY_TOKENS) shown--;
  return fitReply(body(shown), closing);
}

/** `N. Title — author, YYYY-MM-DD — URL`; what the page does not say is left out. */
function itemLine(item: CollectedItem, n: number): string {
  const facts = [
    item.author ? clip(squash(item.author), 60) : '',
    item.published ? item.published.slice(0, 10) : '',
  ].filter(Boolean);
  const title = clip(squash(item.title), 120) || '(untitled)';
  return [`${n}. ${title}`, ...(facts.length > 0 ? [facts.join(', ')] : []), item.url].join(' — ');
}
