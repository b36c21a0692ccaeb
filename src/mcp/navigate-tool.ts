import type { Place } from '../core/place.ts';
import { clip, squash } from '../core/text.ts';
import { normalizeUrl } from '../core/url.ts';
import { fitReply } from './budget.ts';
import { navigateCall, readCall, TOOL_USAGE } from './calls.ts';
import type { ServeContext } from './context.ts';
import { describeFailure } from './failure.ts';
import { linksOf } from './links.ts';
import { labelOf, pageReply, shortPath } from './page-reply.ts';
import { rankLinks } from './rank-links.ts';
import type { Reply } from './reply.ts';
import { arrive, isHere, rememberFailure, type Session } from './session.ts';
import { closestLinks } from './suggest.ts';
import { admittedPicks, errorReply, type Pick, pickLines, topPicks } from './suggestions.ts';
import { parseTarget } from './target.ts';

export interface NavigateArgs {
  target: string;
  hint?: string;
}

/** History kept per session; older entries fall off. */
const MAX_HISTORY = 100;
/** Links a refusal suggests instead. */
const PICKS = 3;
/** Best links vetted (address guard, robots.txt) to find those picks. */
const CANDIDATES = 12;

/**
 * `navigate`: opens a target and answers with the page's reply — or, when the call cannot be done
 * (a repeat of the current page, an invented path, a refused address), with a one-line reason,
 * concrete places to go instead and the call to make next. Never throws for the bot's mistakes.
 */
export async function navigateTool(
  ctx: ServeContext,
  session: Session,
  args: NavigateArgs,
  signal: AbortSignal,
): Promise<Reply> {
  if (args.hint?.trim()) session.hint = squash(args.hint);
  const hint = session.hint;
  const place = session.current;
  const ranked = place ? rankLinks(place, linksOf(place), hint, session.visited) : [];
  const target = parseTarget(args.target, place?.location ?? null, ranked);

  // What a refusal suggests instead: the best links here that would be opened, never refused.
  const picks = (refused?: (url: string) => boolean): Promise<Pick[]> =>
    admittedPicks(ctx, topPicks(session, ranked, CANDIDATES, refused), PICKS, signal);

  let url: string;
  if (target.kind === 'invalid') return errorReply(session, target.problem, await picks(), hint);
  if (target.kind === 'back' || target.kind === 'forward') {
    const stack = target.kind === 'back' ? session.back : session.forward;
    const last = stack[stack.length - 1];
    if (last === undefined) {
      return errorReply(session, `There is no page to go ${target.kind} to.`, await picks(), hint);
    }
    url = last;
  } else {
    url = target.url;
    if (isHere(session, url)) return repeatReply(session, hint, await picks());
  }

  let next: Place;
  try {
    next = await ctx.open(url, signal);
  } catch (error) {
    signal.throwIfAborted();
    const failedAt = (error as { url?: unknown } | null)?.url;
    rememberFailure(session, [url, ...(typeof failedAt === 'string' ? [failedAt] : [])]);
    return failureReply(ctx, session, hint, url, error, signal, await picks());
  }
  // An address that redirects to the page the bot is on is a repeat as well.
  if (target.kind === 'url' && isHere(session, next.location))
    return repeatReply(session, hint, await picks((link) => normalizeUrl(link) === normalizeUrl(url)));

  if (place) {
    if (target.kind === 'back') {
      session.back.pop();
      session.forward.push(place.location);
    } else if (target.kind === 'forward') {
      session.forward.pop();
      session.back.push(place.location);
    } else {
      session.back.push(place.location);
      session.forward = [];
    }
    if (session.back.length > MAX_HISTORY) session.back.shift();
  }
  const before = session.visited.has(normalizeUrl(next.location));
  const links = linksOf(next);
  arrive(session, next, url, links);
  const notes = before && target.kind === 'url' ? ['(You were on this page before in this session.)'] : [];
  return {
    text: pageReply({
      place: next,
      links: rankLinks(next, links, hint, session.visited),
      hint,
      notes,
      canBack: session.back.length > 0,
    }),
    isError: false,
  };
}

/**
 * Asking for the page the bot is on is refused: it would show nothing new, and a small model that
 * repeats itself needs to be steered away. Each repeat in a row says more, down to exact calls.
 */
function repeatReply(session: Session, hint: string, picks: readonly Pick[]): Reply {
  session.repeats++;
  const n = session.repeats;
  const place = session.current as Place;
  const where = `${clip(squash(place.title) || '(untitled)', 120)} (${clip(place.location, 200)})`;
  const lines =
    n === 1
      ? [`You are ALREADY on this page: ${where}. Opening it again shows nothing new.`]
      : [`Refused again (${n} times in a row): you are ALREADY on ${where}. Do not ask for this page again.`];
  if (picks.length > 0) {
    lines.push(n >= 3 ? 'Copy one of these calls exactly:' : 'Go on with one of these:');
    lines.push(...pickLines(picks, hint, n >= 3));
  } else {
    lines.push('This page has no links to follow.');
  }
  lines.push(`To read this page instead: ${readCall()}`);
  if (n >= 2) lines.push('How to use the tools:', TOOL_USAGE);
  const first = picks[0];
  const closing = first
    ? `Next: ${navigateCall(first.target, hint)}`
    : `Next: ${session.back.length > 0 ? navigateCall('back', hint) : readCall()}`;
  return { text: fitReply(lines.join('\n'), closing), isError: true };
}

/**
 * A load that failed, with `here` (the best links of the current page the guard admits); an
 * invented same-site path gets the closest real links known.
 */
async function failureReply(
  ctx: ServeContext,
  session: Session,
  hint: string,
  url: string,
  error: unknown,
  signal: AbortSignal,
  here: Pick[],
): Promise<Reply> {
  const failure = describeFailure(error, url);
  const place = session.current;
  let picks = here;
  if (failure.missing) {
    // The page the bot is on is never a suggestion: that would invite a repeat; nor what failed.
    const known = [...session.known.values()].filter(
      (k) => !isHere(session, k.url) && !session.failed.has(normalizeUrl(k.url)),
    );
    const near = closestLinks(url, known, 4, hint).map((k) => ({
      label: labelOf(k.label.split(' > '), { label: 80, elide: true }),
      target: place ? shortPath(k.url, place.location) : k.url,
      url: k.url,
    }));
    // The closest real pages first, then the best links here, without repeats.
    const seen = new Set<string>();
    const candidates = [...near, ...picks].filter((p) => {
      if (seen.has(p.target)) return false;
      seen.add(p.target);
      return true;
    });
    picks = await admittedPicks(ctx, candidates, 5, signal);
  }
  // With nothing known yet, the site's home page is the one real place to try.
  const home = URL.parse('/', url)?.href;
  if (picks.length === 0 && failure.missing && home && home !== url && !isHere(session, home)) {
    picks = await admittedPicks(
      ctx,
      [{ label: 'the home page of this site', target: home, url: home }],
      1,
      signal,
    );
  }
  return errorReply(session, failure.line, picks, hint);
}
