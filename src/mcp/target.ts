import { squash } from '../core/text.ts';
import type { Link } from './links.ts';

export type Target =
  | { kind: 'back' }
  | { kind: 'forward' }
  | { kind: 'url'; url: string }
  | { kind: 'invalid'; problem: string };

const WEB = new Set(['http:', 'https:']);

/**
 * Reads what a bot asked for: `back`, `forward`, an absolute http(s) URL, a path relative to the
 * current page, or — leniently, because small models do it — a whole `For <label>: <path>` line
 * or a label from the list instead of its path. `links` are the current page's, best first.
 */
export function parseTarget(raw: string, location: string | null, links: readonly Link[]): Target {
  let t = squash(raw).replace(/^["'`<]+|["'`>]+$/g, '');
  if (/^(?:go\s+)?back$/i.test(t)) return { kind: 'back' };
  if (/^(?:go\s+)?forward$/i.test(t)) return { kind: 'forward' };
  const copied = /^For\s.+?:\s+(\S+)$/i.exec(t);
  if (copied?.[1]) t = copied[1];
  if (t === '') return { kind: 'invalid', problem: 'The target is empty.' };

  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(t)?.[1]?.toLowerCase();
  if (scheme && !/^[\w.-]+:\d+(?:[/?#]|$)/.test(t)) {
    const url = URL.parse(t);
    if (!url) return { kind: 'invalid', problem: `"${t}" is not a valid address.` };
    if (url.protocol === 'file:')
      return { kind: 'invalid', problem: 'This server does not open local files (file:).' };
    if (!WEB.has(url.protocol)) {
      return {
        kind: 'invalid',
        problem: `"${t}" is not a web page address (${url.protocol} is not http or https).`,
      };
    }
    return { kind: 'url', url: url.href };
  }

  const label = t.toLowerCase();
  const named = links.find(
    (l) =>
      l.chain.join(' > ').toLowerCase() === label ||
      (l.chain[l.chain.length - 1] ?? '').toLowerCase() === label,
  );
  if (named && !/^[./?#]/.test(t)) return { kind: 'url', url: named.url };

  if (location) {
    const url = URL.parse(t, location);
    if (url && WEB.has(url.protocol)) return { kind: 'url', url: url.href };
  }
  // A bare host ("example.com/docs") when there is nothing to be relative to.
  if (/^(?:\/\/)?[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:[/?#].*)?$/.test(t) || /^[\w.-]+:\d+/.test(t)) {
    const url = URL.parse(`https://${t.replace(/^\/\//, '')}`);
    if (url) return { kind: 'url', url: url.href };
  }
  return {
    kind: 'invalid',
    problem: location
      ? `"${t}" is not an address that can be opened from here.`
      : `There is no current page yet, so "${t}" cannot be resolved: start with a full URL.`,
  };
}
