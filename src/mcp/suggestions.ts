import { clip, squash } from '../core/text.ts';
import { normalizeUrl } from '../core/url.ts';
import { fitReply } from './budget.ts';
import { navigateCall, readCall } from './calls.ts';
import type { ServeContext } from './context.ts';
import { labelOf, shortPath } from './page-reply.ts';
import type { RankedLink } from './rank-links.ts';
import type { Reply } from './reply.ts';
import { isHere, type Session } from './session.ts';

/** A link named in an error reply: a label and the target to pass back. */
export interface Pick {
  label: string;
  target: string;
  /** The absolute address `target` names. */
  url: string;
}

const LABEL = { label: 80, elide: true };

/**
 * The best `count` links of the current page for `hint`: fresh ones first, then any. Never one
 * that would be refused or fail: the page the bot is on, an address that failed in this session,
 * nor what `refused` names (the siblings of an address just refused, say).
 */
export function topPicks(
  session: Session,
  ranked: readonly RankedLink[],
  count: number,
  refused: (url: string) => boolean = () => false,
): Pick[] {
  const place = session.current;
  if (!place) return [];
  const open = ranked.filter(
    (l) => !isHere(session, l.url) && !session.failed.has(normalizeUrl(l.url)) && !refused(l.url),
  );
  const chosen = [...open.filter((l) => !l.visited), ...open.filter((l) => l.visited)].slice(0, count);
  return chosen.map((l) => ({
    label: labelOf(l.chain, LABEL),
    target: shortPath(l.url, place.location),
    url: l.url,
  }));
}

/**
 * The first `count` picks the server would open: a refusal never sends the bot to an address it
 * would refuse next (the address guard, robots.txt). Asked in order, one pick at a time, until
 * `count` are admitted.
 */
export async function admittedPicks(
  ctx: { admits: ServeContext['admits'] },
  picks: readonly Pick[],
  count: number,
  signal: AbortSignal,
): Promise<Pick[]> {
  const out: Pick[] = [];
  for (const pick of picks) {
    if (out.length >= count) break;
    if (await ctx.admits(pick.url, signal)) out.push(pick);
  }
  return out;
}

/** `For <label>: <target>` lines, or complete calls when a bot needs to be shown exactly what to send. */
export function pickLines(picks: readonly Pick[], hint: string, asCalls = false): string[] {
  return picks.map((p) => (asCalls ? navigateCall(p.target, hint) : `For ${p.label}: ${p.target}`));
}

/**
 * A reply for a call that could not be done: the problem in one line, where the bot still is,
 * concrete places to go instead, and the call to make next.
 */
export function errorReply(
  session: Session,
  problem: string,
  picks: readonly Pick[],
  hint: string,
  extra: readonly string[] = [],
): Reply {
  const lines = [problem];
  const place = session.current;
  if (place)
    lines.push(
      `You are still on: ${clip(squash(place.title) || '(untitled)', 120)} (${clip(place.location, 200)})`,
    );
  if (picks.length > 0) lines.push('Try one of these instead:', ...pickLines(picks, hint));
  lines.push(...extra);
  return { text: fitReply(lines.join('\n'), closingFor(session, picks, hint)), isError: true };
}

/** The call to make next after a failure. */
export function closingFor(session: Session, picks: readonly Pick[], hint: string): string {
  const first = picks[0];
  if (first) return `Next: ${navigateCall(first.target, hint)}`;
  if (session.back.length > 0)
    return `Next: ${navigateCall('back', hint)} — or ${readCall()} to read this page.`;
  if (session.current)
    return `Next: ${readCall()} to read this page, or ${navigateCall('https://…', hint)} with a full URL.`;
  return `Next: ${navigateCall('https://www.example.com/', hint)} — start with the full URL of a site.`;
}
