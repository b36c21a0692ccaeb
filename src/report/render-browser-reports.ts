/**
 * Reports of the browser world's runs: an `act` run (its steps) and an `explore` map (its states
 * as a tree, its faults, what it refused). Rendered from the runs' `--json` objects, as the `ask`
 * report is from its own.
 */
import { escapeHtml } from './escape-html.ts';
import { linkTo, reportPage, seconds, summaryBar } from './page-shell.ts';

/** `act --json`. */
export interface ActJson {
  instruction: string;
  done: boolean;
  url?: string;
  actions: Array<{
    n: number;
    action: string;
    target: string;
    reason: string;
    result: string;
    url?: string;
    decidedBy?: string;
    ms?: number;
  }>;
  stats: { steps: number; ms: number; llmCalls?: number; tokensIn?: number; tokensOut?: number };
  stop: { reason: string };
}

/** `explore --json`. */
export interface ExploreJson {
  start: string;
  states: Array<{
    id: number;
    url: string;
    title: string;
    reachedBy: { from: number; action: string } | null;
    shows: string[];
  }>;
  faults: Array<{
    kind: string;
    message: string;
    url: string;
    request?: string;
    state: number;
    action: string | null;
  }>;
  refused: Array<{ state: number; control: string; why: string }>;
  stats: { steps: number; states: number; ms: number; llmCalls?: number };
  stop: { reason: string };
}

export function renderActReport(run: ActJson, start: string): string {
  const steps = run.actions
    .map(
      (
        a,
      ) => `<li class="step" id="step-${a.n}" value="${a.n}"><div class="head"><code>${escapeHtml(`${a.action}${a.target ? ` "${a.target}"` : ''}`)}</code> → <span class="result">${escapeHtml(a.result)}</span> <span class="by">by ${escapeHtml(a.decidedBy ?? 'heuristic')}</span>${a.ms !== undefined ? ` <span class="cost">${seconds(a.ms)}</span>` : ''}</div>
${a.url ? `<div class="at">at ${escapeHtml(a.url)}</div>\n` : ''}<p class="reason"><span class="label">Why</span> ${escapeHtml(a.reason)}</p></li>`,
    )
    .join('\n');
  return reportPage({
    title: `Ariadne act — ${run.instruction}`,
    kicker: 'Ariadne act report',
    heading: run.instruction,
    start: `On ${linkTo(start)}`,
    main: `${summaryBar([
      ['Result', run.done ? 'done' : 'not done'],
      ['Actions', String(run.stats.steps)],
      ['LLM calls', String(run.stats.llmCalls ?? 0)],
      ['Time', seconds(run.stats.ms)],
      ['Stop', run.stop.reason],
    ])}
<section id="steps" aria-labelledby="steps-h">
<h2 id="steps-h">Actions</h2>
<ol class="steps">${steps}</ol>
</section>`,
  });
}

export function renderExploreReport(map: ExploreJson): string {
  const children = (id: number | null) => map.states.filter((s) => (s.reachedBy?.from ?? null) === id);
  const item = (s: ExploreJson['states'][number]): string => {
    const kids = children(s.id);
    const how = s.reachedBy ? `<span class="mark">← ${escapeHtml(s.reachedBy.action)}</span>` : '';
    const shows = s.shows.length
      ? `<div class="loc">shows ${escapeHtml(s.shows.map((n) => `"${n}"`).join(', '))}</div>`
      : '';
    const faults = map.faults.filter((f) => f.state === s.id);
    const bad = faults.length
      ? ` <b class="mark">✗ ${faults.length} fault${faults.length === 1 ? '' : 's'}</b>`
      : '';
    return `<li class="place"><div class="here"><span class="n">state ${s.id}</span> <span class="title">${escapeHtml(s.title || '(no title)')}</span> ${how}${bad}<div class="loc">${escapeHtml(s.url)}</div>${shows}</div>${kids.length ? `<ul>${kids.map(item).join('')}</ul>` : ''}</li>`;
  };
  const faults = map.faults
    .map(
      (f) =>
        `<li><b>${escapeHtml(f.kind)}</b>: ${escapeHtml(f.message)}${f.request ? ` (${linkTo(f.request)})` : ''} on ${linkTo(f.url)}, state ${f.state}${f.action ? `, after ${escapeHtml(f.action)}` : ''}</li>`,
    )
    .join('');
  const refused = map.refused
    .map((r) => `<li>${escapeHtml(r.control)} in state ${r.state}: it ${escapeHtml(r.why)}</li>`)
    .join('');
  return reportPage({
    title: `Ariadne explore — ${map.start}`,
    kicker: 'Ariadne explore report',
    heading: `Exploring ${map.start}`,
    start: `From ${linkTo(map.start)}`,
    main: `${summaryBar([
      ['States', String(map.stats.states)],
      ['Actions', String(map.stats.steps)],
      ['Faults', String(map.faults.length)],
      ['Never pressed', String(map.refused.length)],
      ['LLM calls', String(map.stats.llmCalls ?? 0)],
      ['Time', seconds(map.stats.ms)],
      ['Stop', map.stop.reason],
    ])}
<section id="faults" aria-labelledby="faults-h">
<h2 id="faults-h">${map.faults.length ? '✗ Faults' : 'No faults seen'}</h2>
${faults ? `<ul>${faults}</ul>` : ''}
</section>
<section id="path" aria-labelledby="path-h">
<h2 id="path-h">States</h2>
<p class="legend">Each state sits under the one it was first reached from, with the press that reached it and what it showed that the other did not.</p>
<ul class="tree">${children(null).map(item).join('')}</ul>
</section>
${refused ? `<section id="refused" aria-labelledby="refused-h">\n<h2 id="refused-h">Never pressed</h2>\n<ul>${refused}</ul>\n</section>` : ''}`,
  });
}
