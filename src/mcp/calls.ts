/**
 * The example calls every reply ends with. Small models copy what they see, so each reply shows a
 * complete, valid call rather than a description of one.
 */

export const TOOL_NAMES = ['navigate', 'read', 'search_archive', 'collect'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** Stands for the hint when the caller gave none. */
export const HINT_PLACEHOLDER = '<what you look for>';

export function navigateCall(target: string, hint?: string): string {
  return `navigate ${JSON.stringify({ target, hint: hint?.trim() || HINT_PLACEHOLDER })}`;
}

export function readCall(page?: number): string {
  return page === undefined || page <= 1 ? 'read {}' : `read ${JSON.stringify({ page })}`;
}

export function searchCall(query: string): string {
  return `search_archive ${JSON.stringify({ query })}`;
}

export function collectCall(start: string, request: string): string {
  return `collect ${JSON.stringify({ start, request })}`;
}

/** One line per tool: what it takes and does, for replies that must teach the tools again. */
export const TOOL_USAGE = [
  'navigate {"target", "hint"?}: open a page. target = a path from the list (like /docs/a.html), a full URL, or back / forward; hint = what you look for (ranks the links).',
  'read {"page"?}: read the text of the page you are on, part by part.',
  'search_archive {"query"}: search the text of every page opened so far.',
  'collect {"start", "request", "max_items"?}: walk a site from a full URL and list every thread, article or post matching the request.',
].join('\n');
