import { escapeHtml } from './escape-html.ts';
import { linkTo } from './page-shell.ts';
import type { ExploreStateJson, TrailJson } from './trail-json.ts';

/** The parts of an exploration's map a report shows: in place of an answer and of a path of places. */
export interface ExploreSections {
  /** One line for the summary bar. */
  result: string;
  /** The faults seen, each with the press that led to it. */
  faults: string;
  /** The states as a tree of how each was first reached, then what was never pressed. */
  states: string;
}

/** The map of an `explore` run, when the trail holds one. */
export function exploreSections(trail: TrailJson): ExploreSections | null {
  const { states, faults = [], refused = [] } = trail;
  if (!states) return null;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const faultItems = faults
    .map(
      (f) =>
        `<li><b>${escapeHtml(f.kind)}</b>: ${escapeHtml(f.message)}${f.request ? ` (${linkTo(f.request)})` : ''} on ${linkTo(f.url)}, state ${f.state}${f.action ? `, after ${escapeHtml(f.action)}` : ''}</li>`,
    )
    .join('');
  const refusedItems = refused
    .map((r) => `<li>${escapeHtml(r.control)} in state ${r.state}: it ${escapeHtml(r.why)}</li>`)
    .join('');
  const children = (id: number | null) => states.filter((s) => (s.reachedBy?.from ?? null) === id);
  const item = (s: ExploreStateJson): string => {
    const kids = children(s.id);
    const how = s.reachedBy ? `<span class="mark">← ${escapeHtml(s.reachedBy.action)}</span>` : '';
    const shows = s.shows.length
      ? `<div class="loc">shows ${escapeHtml(s.shows.map((n) => `"${n}"`).join(', '))}</div>`
      : '';
    const seen = faults.filter((f) => f.state === s.id).length;
    const bad = seen ? ` <b class="mark">✗ ${plural(seen, 'fault')}</b>` : '';
    return `<li class="place"><div class="here"><span class="n">state ${s.id}</span> <span class="title">${escapeHtml(s.title || '(no title)')}</span> ${how}${bad}<div class="loc">${escapeHtml(s.url)}</div>${shows}</div>${kids.length ? `<ul>${kids.map(item).join('')}</ul>` : ''}</li>`;
  };
  return {
    result: `${plural(states.length, 'state')}; ${plural(faults.length, 'fault')}; ${refused.length} never pressed`,
    faults: `<section id="faults" aria-labelledby="faults-h">
<h2 id="faults-h">${faults.length ? '✗ Faults' : 'No faults seen'}</h2>
${faultItems ? `<ul>${faultItems}</ul>` : ''}
</section>`,
    states: `<section id="path" aria-labelledby="path-h">
<h2 id="path-h">States</h2>
<p class="legend">Each state sits under the one it was first reached from, with the press that reached it and what it showed that the other did not.</p>
<ul class="tree">${children(null).map(item).join('')}</ul>
</section>
${refusedItems ? `<section id="refused" aria-labelledby="refused-h">\n<h2 id="refused-h">Never pressed</h2>\n<ul>${refusedItems}</ul>\n</section>` : ''}`,
  };
}
