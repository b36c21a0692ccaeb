/**
 * robots.txt as RFC 9309 reads it: groups of `User-agent` lines followed by `Allow` / `Disallow`
 * rules; the crawler obeys the groups naming its product token (merged), else the `*` groups
 * (merged), else nothing. The longest matching rule decides, `Allow` winning a tie; `*` matches
 * any run of characters and a final `$` anchors the end of the path. A `Crawl-delay` line of those
 * groups asks for that many seconds between requests (the longest asked, when several).
 */

/** One `Allow` or `Disallow` line of the group that applies. */
export interface RobotsRule {
  allow: boolean;
  /** The path pattern, normalized for matching (percent-escapes of unreserved characters decoded). */
  pattern: string;
  /** The rule as the file words it, for messages: `Disallow: /private/`. */
  text: string;
}

/** The product token Ariadne obeys robots.txt groups for (its User-Agent header names it too). */
export const ROBOTS_AGENT = 'Ariadne';

/** Lines read, so that a huge file costs a bounded parse. */
const MAX_LINES = 50_000;

/** What robots.txt asks of one agent: its rules, and the seconds between requests if it asks for a pause. */
export interface RobotsGroup {
  rules: RobotsRule[];
  /** `Crawl-delay` (not in RFC 9309, but widely written): seconds between two requests. */
  crawlDelay?: number;
}

/** The rules robots.txt sets for `agent` (a product token, compared without case). */
export function robotsRules(text: string, agent: string = ROBOTS_AGENT): RobotsRule[] {
  return robotsGroup(text, agent).rules;
}

/** The rules and crawl delay robots.txt sets for `agent`, from the groups that apply to it. */
export function robotsGroup(text: string, agent: string = ROBOTS_AGENT): RobotsGroup {
  const token = agent.toLowerCase();
  const mine: RobotsRule[] = [];
  const anyone: RobotsRule[] = [];
  let myDelay: number | undefined;
  let anyDelay: number | undefined;
  let named = false;
  let agents: string[] = [];
  let inRules = false;
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/, MAX_LINES)) {
    const line = raw.replace(/#.*$/, '').trim();
    const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    const key = (m[1] ?? '').toLowerCase();
    const value = (m[2] ?? '').trim();
    if (key === 'user-agent') {
      // A User-agent line after rules starts a new group.
      if (inRules) agents = [];
      inRules = false;
      const agentToken = productToken(value);
      // A group naming the agent replaces the `*` groups, even one without rules.
      if (agentToken === token) named = true;
      agents.push(agentToken);
      continue;
    }
    if (key === 'crawl-delay') {
      inRules = true;
      const seconds = Number(value);
      if (agents.length === 0 || value === '' || !Number.isFinite(seconds) || seconds < 0) continue;
      if (agents.includes(token)) myDelay = Math.max(myDelay ?? 0, seconds);
      else if (agents.includes('*')) anyDelay = Math.max(anyDelay ?? 0, seconds);
      continue;
    }
    if (key !== 'allow' && key !== 'disallow') continue;
    inRules = true;
    // Rules before any User-agent line belong to no group; an empty pattern says nothing.
    if (agents.length === 0 || value === '') continue;
    const rule: RobotsRule = {
      allow: key === 'allow',
      pattern: normalizePath(value),
      text: `${key === 'allow' ? 'Allow' : 'Disallow'}: ${value}`,
    };
    if (agents.includes(token)) {
      mine.push(rule);
    } else if (agents.includes('*')) {
      anyone.push(rule);
    }
  }
  const crawlDelay = named ? myDelay : anyDelay;
  return { rules: named ? mine : anyone, ...(crawlDelay === undefined ? {} : { crawlDelay }) };
}

/** The product token of a User-agent value (`Ariadne/0.1` → `ariadne`), lowercase. */
function productToken(value: string): string {
  return (value.trim().split(/[/\s]/)[0] ?? '').toLowerCase();
}

/**
 * The rule that decides whether `path` (the URL's path and query) may be fetched, or null when
 * none matches (allowed). `/robots.txt` itself is always allowed.
 */
export function decidingRule(rules: readonly RobotsRule[], path: string): RobotsRule | null {
  const target = normalizePath(path);
  if (target === '/robots.txt') return null;
  let best: RobotsRule | null = null;
  for (const rule of rules) {
    if (!matches(rule.pattern, target)) continue;
    const longer = !best || rule.pattern.length > best.pattern.length;
    const tieToAllow = best && rule.pattern.length === best.pattern.length && rule.allow && !best.allow;
    if (longer || tieToAllow) best = rule;
  }
  return best;
}

/** Whether `path` may be fetched under `rules`. */
export function robotsAllow(rules: readonly RobotsRule[], path: string): boolean {
  return decidingRule(rules, path)?.allow ?? true;
}

/**
 * Percent-escapes compared alike: characters outside printable ASCII escaped as UTF-8, escapes
 * of unreserved characters decoded (`%7E` is `~`), the others upper-cased.
 */
function normalizePath(path: string): string {
  let out = '';
  for (const ch of path) {
    const code = ch.codePointAt(0) ?? 0;
    out += code > 0x20 && code < 0x7f ? ch : encodeURIComponent(ch);
  }
  return out.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => {
    const c = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(c) ? c : `%${hex.toUpperCase()}`;
  });
}

/**
 * Whether a pattern matches the start of a path (all of it with a final `$`). `*` matches any run
 * of characters; matched by backtracking to the last star only, so a pattern full of stars
 * costs at most length × length steps, never more.
 */
function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const p = anchored ? pattern.slice(0, -1) : `${pattern}*`;
  let i = 0;
  let j = 0;
  let star = -1;
  let mark = 0;
  while (j < path.length) {
    if (i < p.length && p[i] === '*') {
      star = i++;
      mark = j;
    } else if (i < p.length && p[i] === path[j]) {
      i++;
      j++;
    } else if (star >= 0) {
      i = star + 1;
      j = ++mark;
    } else {
      return false;
    }
  }
  while (p[i] === '*') i++;
  return i === p.length;
}
