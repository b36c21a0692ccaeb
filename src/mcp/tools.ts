import { z } from 'zod';
import { clip, squash } from '../core/text.ts';
import { fitReply } from './budget.ts';
import {
  collectCall,
  navigateCall,
  readCall,
  searchCall,
  TOOL_NAMES,
  TOOL_USAGE,
  type ToolName,
} from './calls.ts';
import { collectTool, collectUsageReply, DEFAULT_MAX_ITEMS } from './collect-tool.ts';
import type { ServeContext } from './context.ts';
import { linksOf } from './links.ts';
import { navigateTool } from './navigate-tool.ts';
import { rankLinks } from './rank-links.ts';
import { readTool } from './read-tool.ts';
import type { Reply } from './reply.ts';
import { searchTool } from './search-tool.ts';
import type { Session } from './session.ts';
import { topPicks } from './suggestions.ts';

/** A tool as listed to the client, and how it runs. */
export interface ToolSpec {
  name: ToolName;
  title: string;
  description: string;
  inputSchema: z.ZodRawShape;
  run(
    ctx: ServeContext,
    session: Session,
    args: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<Reply>;
}

// Descriptions are for small models: what the tool does, what to pass, one example call.
export const TOOLS: readonly ToolSpec[] = [
  {
    name: 'navigate',
    title: 'Open a web page',
    description: `Open a web page and see its links. target: a path from the last reply (like /docs/setup.html), a full URL, or "back" / "forward". hint: what you are looking for; the links are ranked by it. Example: ${navigateCall('https://example.com/', 'engine oil pressure at idle')}`,
    inputSchema: {
      target: z.string().describe('a path from the last reply, a full http(s) URL, or back / forward'),
      hint: z.string().optional().describe('what you are looking for (ranks the links)'),
    },
    async run(ctx, session, args, signal) {
      const target = firstString(args, ['target', 'url', 'path', 'href', 'link', 'page']);
      const hint = firstString(args, ['hint', 'query', 'question', 'goal']);
      if (target === undefined) {
        return usageReply(session, 'navigate needs a "target": a path from the list, a full URL, or back.');
      }
      return navigateTool(ctx, session, { target, ...(hint === undefined ? {} : { hint }) }, signal);
    },
  },
  {
    name: 'read',
    title: 'Read the current page',
    description: `Read the text of the page you are on, one part at a time (each reply says page N of M). Example: ${readCall(2)}`,
    inputSchema: { page: z.number().int().min(1).optional().describe('which part to read; 1 when left out') },
    async run(ctx, session, args) {
      const raw = args.page;
      const page =
        typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : undefined;
      return readTool(ctx, session, page === undefined ? {} : { page });
    },
  },
  {
    name: 'search_archive',
    title: 'Search pages opened so far',
    description: `Search the text of every page opened so far; answers with the best matches and their addresses. Example: ${searchCall('oil pressure idle')}`,
    inputSchema: { query: z.string().describe('words to look for') },
    async run(ctx, session, args) {
      const query = firstString(args, ['query', 'q', 'text', 'hint']);
      if (query === undefined)
        return usageReply(session, 'search_archive needs a "query": the words to look for.');
      return searchTool(ctx, session, { query });
    },
  },
  {
    name: 'collect',
    title: 'Collect items from a site',
    description: `Walk a site from a start page and list every thread, article or post matching a request, with author, date and address. start: a full URL (a forum, board, blog or archive). request: what to collect. Example: ${collectCall('https://forum.example.com/', 'the threads about heat pumps started in 2014')}`,
    inputSchema: {
      start: z.string().describe('the full http(s) URL of the page to start from'),
      request: z.string().describe('what to collect, e.g. "the threads about heat pumps started in 2014"'),
      max_items: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe(`at most this many items; ${DEFAULT_MAX_ITEMS} when left out`),
    },
    async run(ctx, _session, args, signal) {
      const start = firstString(args, ['start', 'url', 'target', 'site', 'href', 'link']);
      const request = firstString(args, ['request', 'query', 'question', 'what', 'goal', 'hint']);
      const maxItems = firstNumber(args, ['max_items', 'maxItems', 'max', 'limit']);
      const given = { ...(start ? { start } : {}), ...(request ? { request } : {}) };
      if (start === undefined && request === undefined) {
        return collectUsageReply(
          'collect needs a "start" (the full URL of a page to start from) and a "request" (what to collect, in words).',
          given,
        );
      }
      if (start === undefined)
        return collectUsageReply('collect needs a "start": the full URL of a page to start from.', given);
      if (request === undefined)
        return collectUsageReply('collect needs a "request": what to collect, in words.', given);
      return collectTool(ctx, { start, request, ...(maxItems === undefined ? {} : { maxItems }) }, signal);
    },
  },
];

export function findTool(name: string): ToolSpec | undefined {
  return TOOLS.find((t) => t.name === name);
}

/** Small models name arguments loosely; the first string under any of `names` is taken. */
function firstString(args: Record<string, unknown>, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = args[name];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** The first positive number under any of `names`, numeric strings included. */
function firstNumber(args: Record<string, unknown>, names: readonly string[]): number | undefined {
  for (const name of names) {
    const raw = args[name];
    const value =
      typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : Number.NaN;
    if (Number.isFinite(value) && value >= 1) return value;
  }
  return undefined;
}

/** The answer to a call of a tool this server does not have: which tools there are, and what to call. */
export function unknownToolReply(session: Session, name: string): Reply {
  return usageReply(
    session,
    `There is no tool "${clip(squash(name), 60)}". This server has ${TOOL_NAMES.length} tools: ${TOOL_NAMES.join(', ')}.`,
  );
}

/** The answer when a tool failed for a reason of the server's own: what happened, and a way on. */
export function internalErrorReply(session: Session, error: unknown): Reply {
  const why = error instanceof Error ? squash(error.message) : String(error);
  return usageReply(
    session,
    `The server failed on this call (${clip(why, 150)}). Try again, or another call.`,
  );
}

function usageReply(session: Session, problem: string): Reply {
  const lines = [problem, TOOL_USAGE];
  const place = session.current;
  let closing = `Next: ${navigateCall('https://www.example.com/', session.hint)} — start with the full URL of a site.`;
  if (place) {
    lines.push(
      `You are on: ${clip(squash(place.title) || '(untitled)', 120)} (${clip(place.location, 200)})`,
    );
    const picks = topPicks(session, rankLinks(place, linksOf(place), session.hint, session.visited), 3);
    if (picks.length > 0) lines.push('Links from here:', ...picks.map((p) => `For ${p.label}: ${p.target}`));
    const first = picks[0];
    closing = first
      ? `Next: ${navigateCall(first.target, session.hint)} — or ${readCall()} to read this page.`
      : `Next: ${readCall()} to read this page.`;
  }
  return { text: fitReply(lines.join('\n'), closing), isError: true };
}
