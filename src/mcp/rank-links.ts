import type { Memory } from '../core/memory.ts';
import type { Option, Place } from '../core/place.ts';
import { rankOptions } from '../core/render-view.ts';
import type { Link } from './links.ts';

export interface RankedLink extends Link {
  /** Already opened in this session. */
  visited: boolean;
  score: number;
}

/**
 * Ranks links with the core ranking (the one Ariadne's own brains see), so a bot gets the same
 * order: relevance to the hint first, fresh pages before visited ones, content before sections
 * before other sites; page order without a hint. A menu entry is judged like a folder's
 * descendant: its own label weighs most, the folders above it count as context.
 */
export function rankLinks(
  place: Place,
  links: readonly Link[],
  hint: string,
  visited: ReadonlySet<string>,
): RankedLink[] {
  const options: Option[] = links.map((link, i) => {
    const context = link.depth > 0 ? link.chain.slice(0, -1).join(' > ') : (link.context ?? '');
    return {
      id: i + 1,
      label: link.chain[link.chain.length - 1] ?? '',
      target: link.url,
      kind: 'link',
      group: link.group,
      ...(context ? { context } : {}),
      ...(link.boilerplate ? { boilerplate: true } : {}),
    };
  });
  const flat: Place = {
    location: place.location,
    title: place.title,
    path: place.path,
    text: '',
    passages: [],
    options,
  };
  const memory: Memory = { question: hint, stack: [], visited, deadEnds: new Set(), steps: [] };
  return rankOptions(flat, memory, hint.trim()).flatMap((o) => {
    const link = links[o.id - 1];
    return link ? [{ ...link, visited: o.visited, score: o.score }] : [];
  });
}
