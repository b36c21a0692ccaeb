import { clip, squash } from '../core/text.ts';
import { countTokens } from '../core/tokens.ts';
import { fitReply, REPLY_TOKENS } from './budget.ts';
import { navigateCall, searchCall } from './calls.ts';
import type { ServeContext } from './context.ts';
import { shortPath } from './page-reply.ts';
import type { Reply } from './reply.ts';
import type { Session } from './session.ts';

export interface SearchArgs {
  query: string;
}

const MAX_HITS = 8;

/** `search_archive`: full-text search over every page this server has fetched, best first. */
export function searchTool(ctx: ServeContext, session: Session, args: SearchArgs): Reply {
  const query = squash(args.query);
  const hint = session.hint || query;
  if (!query) {
    return {
      text: `The query is empty. Give words to look for, e.g. ${searchCall('oil pressure idle')}`,
      isError: true,
    };
  }
  let hits: ReturnType<ServeContext['archive']['search']>;
  let stored: number;
  try {
    // A bot is sent only to pages that answered; error responses stay in the archive for people.
    hits = ctx.archive
      .search(query, { limit: MAX_HITS * 2 })
      .filter((h) => h.status < 400)
      .slice(0, MAX_HITS);
    stored = ctx.archive.count();
  } catch (error) {
    const why = error instanceof Error ? squash(error.message) : String(error);
    return {
      text: `The archive search failed: ${clip(why, 200)}. Try plain words, e.g. ${searchCall('oil pressure idle')}`,
      isError: true,
    };
  }
  const from = session.current?.location;
  const where = (url: string): string => (from ? shortPath(url, from) : url);
  if (hits.length === 0) {
    const onward = session.current
      ? `navigate {"target": "back"} or ${searchCall('other words')}`
      : searchCall('other words');
    return {
      text: `No stored page matches "${clip(query, 100)}" (${stored} pages stored). Use fewer or other words, or navigate to find new pages.\nNext: ${onward}`,
      isError: false,
    };
  }
  const closing = `Next: ${navigateCall(where((hits[0] as (typeof hits)[number]).finalUrl), hint)}`;
  // Shorter snippets before fewer hits.
  for (const snippet of [240, 140, 60, 0]) {
    for (let shown = hits.length; shown > 0; shown--) {
      const lines = [`Stored pages matching "${clip(query, 100)}" (${shown} shown; ${stored} pages stored):`];
      for (const hit of hits.slice(0, shown)) {
        lines.push(`For ${clip(squash(hit.title) || '(untitled)', 100)}: ${where(hit.finalUrl)}`);
        if (snippet > 0 && hit.snippet) lines.push(`  ${clip(squash(hit.snippet), snippet)}`);
      }
      const text = `${lines.join('\n')}\n${closing}`;
      if (countTokens(text) <= REPLY_TOKENS) return { text, isError: false };
      if (snippet > 0) break;
    }
  }
  return { text: fitReply(`Stored pages matching "${clip(query, 100)}":`, closing), isError: false };
}
