import type { PathEntry } from '../../core/memory.ts';
import type { Option, Place } from '../../core/place.ts';
import { clip } from '../../core/text.ts';
import type { EvidenceMap } from './gather-evidence.ts';

/** How much of the best passage below a branch its option shows. */
const BELOW_CHARS = 160;

/** A branch not yet opened: an option of a place the drill has opened, and the way there. */
export interface Candidate {
  parent: Place;
  option: Option;
  /** From the start to `parent` (inclusive), outermost first. */
  chain: PathEntry[];
}

/** The branches below `place`: its child options (the search box is not a branch). */
export function branchesOf(place: Place, chain: PathEntry[]): Candidate[] {
  return place.options.filter((o) => o.kind === 'child').map((option) => ({ parent: place, option, chain }));
}

export interface Frontier {
  /** One place listing every candidate of a level, numbered 1..n, for one ranked view. */
  place: Place;
  /** Frontier option id → its candidate. */
  byId: Map<number, Candidate>;
}

/**
 * The candidates of one level as a single place, so that one view ranks them all against the
 * question — children of different parents compete on one scale — and a brain picks among them.
 * Each option's context starts with its parent's title, which survives the view's clipping, and
 * ends with the best passage below it when the world gave evidence from below.
 */
export function frontierPlace(
  candidates: readonly Candidate[],
  level: number,
  evidence: EvidenceMap = new Map(),
): Frontier {
  const byId = new Map<number, Candidate>();
  const options: Option[] = candidates.map((c, i) => {
    byId.set(i + 1, c);
    const below = evidence.get(c.option.target)?.snippet;
    const context = [
      [`in ${c.parent.title}`, c.option.context ?? ''].filter(Boolean).join(': '),
      below ? `Below: “${clip(below, BELOW_CHARS)}”` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return { ...c.option, id: i + 1, context };
  });
  const parents = [...new Set(candidates.map((c) => c.parent.title))];
  return {
    place: {
      location: `drill:level-${level}`,
      title: `Branches at level ${level}`,
      path: [],
      text: '',
      passages: [],
      options,
      description: `below ${parents.join(', ')}`,
    },
    byId,
  };
}
