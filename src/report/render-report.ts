import { readingFound } from '../core/trail.ts';
import { escapeHtml } from './escape-html.ts';
import { exploreSections } from './explore-sections.ts';
import { linkTo, reportPage, seconds, summaryBar } from './page-shell.ts';
import { type PlaceNode, pathTree } from './path-tree.ts';
import type { CitationJson, CollectedJson, StepJson, TrailJson } from './trail-json.ts';

/**
 * A run as one self-contained HTML page a person reads: the summary, the answer (or "not found"
 * with the closest places; the items of a collection; "done" for an instruction; the faults of an
 * exploration), the path as a tree of places (an exploration's states), and every step with the
 * view the brain saw, its choice, reason, result and cost. Every command's run is drawn here, from
 * its `--json` object alone, so a saved run renders the same later.
 */
export function renderReport(trail: TrailJson): string {
  const explored = exploreSections(trail);
  return reportPage({
    title: `Ariadne report — ${trail.question}`,
    kicker: 'Ariadne run report',
    heading: trail.question,
    start: `From ${escapeHtml(trail.start ?? trail.steps[0]?.at ?? '')}${
      trail.strategy ? ` · strategy <code>${escapeHtml(trail.strategy)}</code>` : ''
    }`,
    main: `${summarySection(trail, explored?.result)}
${explored ? explored.faults : trail.collected ? itemsSection(trail.collected) : answerSection(trail)}
${explored ? explored.states : pathSection(trail)}
${stepsSection(trail)}`,
  });
}

function pathSection(trail: TrailJson): string {
  return `<section id="path" aria-labelledby="path-h">
<h2 id="path-h">Path</h2>
<p class="legend">Each place sits under the one it was opened from, with the step that opened it and the steps taken from it (each a link to the step below). Marks: <b>★ answer</b> where the answer was quoted, <b>read</b>, <b>↩ backed out</b>, <b>⇢ jump</b> to a lead seen elsewhere, <i>peeked</i> for a look under a link that was not opened.</p>
<ul class="tree">${placeItem(pathTree(trail))}</ul>
</section>`;
}

/** The summary bar; `result` says what a run of its own kind ended with (an exploration's map). */
function summarySection(trail: TrailJson, result?: string): string {
  const s = trail.stats;
  const items: Array<[string, string]> = [
    ['Result', result ?? resultLine(trail)],
    ['Steps', String(s.steps)],
    ['Pages', String(s.pages)],
    ['LLM calls', String(s.llmCalls)],
    ['Tokens', s.llmCalls > 0 ? `${s.tokensIn} in + ${s.tokensOut} out` : '0 (no model used)'],
    ['Cost', s.costUsd !== undefined ? `$${s.costUsd.toFixed(4)}` : s.llmCalls > 0 ? 'prices unknown' : '$0'],
    ['Time', seconds(s.ms)],
    ['Stop', `${trail.stop.code ? `${trail.stop.code}: ` : ''}${trail.stop.reason}`],
  ];
  const byBrain = Object.entries(s.stepsByBrain ?? {});
  if (byBrain.length > 0) items.push(['Decided by', byBrain.map(([by, n]) => `${by} ${n}`).join(', ')]);
  return summaryBar(items, ['Stop', 'Decided by']);
}

/** What the run ended with, in a few words. */
function resultLine(trail: TrailJson): string {
  if (trail.collected)
    return `${trail.collected.items.length} items; ${trail.collected.fruitless} pages led to nothing`;
  if (carriesOut(trail)) return trail.found ? 'done' : 'not done';
  return trail.found ? 'answered' : 'not found';
}

/** A run that carries out an instruction (act) rather than answering a question. */
function carriesOut(trail: TrailJson): boolean {
  return trail.strategy === 'act';
}

function answerSection(trail: TrailJson): string {
  if (carriesOut(trail)) {
    return `<section id="answer" class="${trail.found ? 'found' : 'not-found'}" aria-labelledby="answer-h">
<h2 id="answer-h">${trail.found ? '✓ Done' : '✗ Not done'}</h2>
<p>${escapeHtml(trail.stop.reason)}</p>
</section>`;
  }
  const confirmed = trail.citations.filter((c) => !c.unconfirmed);
  if (trail.found) {
    return `<section id="answer" class="found" aria-labelledby="answer-h">
<h2 id="answer-h">★ Answer</h2>
<p class="answer-text">${escapeHtml(trail.answer ?? '')}</p>
${confirmed.map(citation).join('\n')}
</section>`;
  }
  const unconfirmed = trail.citations.filter((c) => c.unconfirmed);
  const closest = trail.closest ?? [];
  return `<section id="answer" class="not-found" aria-labelledby="answer-h">
<h2 id="answer-h">✗ Not found</h2>
<p>${escapeHtml(trail.stop.reason)}</p>
${unconfirmed.length > 0 ? `<h3>Unconfirmed, to check</h3>\n${unconfirmed.map(citation).join('\n')}` : ''}${
  closest.length > 0
    ? `<h3>Closest places</h3>\n<ol class="closest">${closest
        .map(
          (c) =>
            `<li><b>${escapeHtml(c.title)}</b> — ${linkTo(c.url)}${
              c.path.length ? `<br><span class="crumbs">${escapeHtml(c.path.join(' › '))}</span>` : ''
            }${c.passage ? `<blockquote>${escapeHtml(c.passage)}</blockquote>` : ''}</li>`,
        )
        .join('')}</ol>`
    : ''
}
</section>`;
}

/** A collecting run's result: how the request was read, the summary, every item with why it was kept. */
function itemsSection(collected: CollectedJson): string {
  const items = collected.items;
  const written = collected.summary.written;
  return `<section id="answer" class="${items.length > 0 ? 'found' : 'not-found'}" aria-labelledby="answer-h">
<h2 id="answer-h">${items.length > 0 ? `★ ${items.length} items` : '✗ No matching item'}</h2>
<ul class="understood">${collected.understood.map((u) => `<li>read as ${escapeHtml(u)}</li>`).join('')}</ul>
${collected.summary.lines.map((l) => `<p>${escapeHtml(l.text)}</p>`).join('\n')}
${written ? `<h3>Written by ${escapeHtml(written.by)}</h3>\n<p>${escapeHtml(written.text)}</p>\n<ol class="cites">${written.cites.map((c) => `<li value="${c.n}">${linkTo(c.url)}</li>`).join('')}</ol>` : ''}
<ol class="items">${items
    .map(
      (i) =>
        `<li><b>${escapeHtml(i.title)}</b> — ${escapeHtml([i.author, i.published?.slice(0, 10), i.kind].filter(Boolean).join(', '))}<br>${linkTo(i.url)}<br><span class="label">Why</span> ${escapeHtml(i.why)}${
          i.path.length ? `<br><span class="crumbs">${escapeHtml(i.path.join(' › '))}</span>` : ''
        }</li>`,
    )
    .join('\n')}</ol>
</section>`;
}

function citation(c: CitationJson): string {
  const where = c.url ?? c.file ?? c.node ?? '';
  const lines = c.lines ? `, lines ${c.lines[0]}–${c.lines[1]}` : '';
  return `<div class="citation">
<p><span class="label">Source</span> ${c.title ? `<b>${escapeHtml(c.title)}</b> — ` : ''}${linkTo(where)}${escapeHtml(lines)}</p>
${c.path.length > 0 ? `<p><span class="label">Path</span> <span class="crumbs">${escapeHtml(c.path.join(' › '))}</span></p>` : ''}
${c.copies?.length ? `<p><span class="label">Copies</span> ${c.copies.map(linkTo).join(', ')}</p>` : ''}
<blockquote>${escapeHtml(c.quote)}</blockquote>
</div>`;
}

function placeItem(n: PlaceNode): string {
  const marks: string[] = [];
  if (n.answer === 'found') marks.push('<b class="mark answer-mark">★ answer</b>');
  if (n.answer === 'unconfirmed') marks.push('<b class="mark">☆ unconfirmed answer</b>');
  if (n.read) marks.push('<span class="mark">read</span>');
  if (n.backs.length > 0) marks.push(`<span class="mark">↩ backed out (step ${n.backs.join(', ')})</span>`);
  if (n.from !== undefined)
    marks.push(`<span class="mark">⇢ jump: a lead seen on ${escapeHtml(n.from)}</span>`);
  if (n.peeked) marks.push(`<i class="mark">peeked${n.failed ? ', unreadable' : ''}</i>`);
  // Places are named by step numbers, shown as such: the tree's order is not the run's.
  const when: string[] = [];
  if (n.reachedAt !== undefined) when.push(`opened at step ${stepLink(n.reachedAt)}`);
  if (n.steps.length > 0)
    when.push(`step${n.steps.length === 1 ? '' : 's'} from here ${n.steps.map(stepLink).join(', ')}`);
  const steps = when.length > 0 ? `<span class="steps">${when.join('; ')}</span>` : '';
  const classes = ['place', n.peeked ? 'peek' : '', n.answer ? 'answer' : ''].filter(Boolean).join(' ');
  const children = n.children.length > 0 ? `<ul>${n.children.map(placeItem).join('')}</ul>` : '';
  return `<li class="${classes}"><div class="here"><span class="title">${escapeHtml(n.label)}</span> ${marks.join(' ')} ${steps}<div class="loc">${escapeHtml(n.location)}</div></div>${children}</li>`;
}

function stepLink(n: number): string {
  return `<a href="#step-${n}">${n}</a>`;
}

function stepsSection(trail: TrailJson): string {
  return `<section id="steps" aria-labelledby="steps-h">
<h2 id="steps-h">Steps</h2>
<ol class="steps">${trail.steps.map(stepItem).join('\n')}</ol>
</section>`;
}

function stepItem(s: StepJson): string {
  // The label is named once: an action on a screen already names its control's.
  const move = `${s.action}${s.label && !s.action.includes(s.label) ? ` ${s.label}` : ''}`;
  const cost: string[] = [seconds(s.ms)];
  if (s.tokens !== undefined) cost.push(`view ${s.tokens} tokens`);
  if (s.llmCalls)
    cost.push(
      `${s.llmCalls} LLM call${s.llmCalls === 1 ? '' : 's'}, ${s.tokensIn ?? 0} + ${s.tokensOut ?? 0} tokens`,
    );
  if (s.costUsd !== undefined) cost.push(`$${s.costUsd.toFixed(4)}`);
  const rows: string[] = [`<p class="reason"><span class="label">Why</span> ${escapeHtml(s.reason)}</p>`];
  // An action carried out says what came of it in its own words, as the step's result.
  const acted = s.result === 'acted' && s.detail !== undefined;
  if (s.detail && !acted) rows.push(`<p><span class="label">Result</span> ${escapeHtml(s.detail)}</p>`);
  if (s.from) rows.push(`<p><span class="label">Jump</span> a lead seen on ${escapeHtml(s.from)}</p>`);
  if (s.warning)
    rows.push(`<p class="warning"><span class="label">⚠ Warning</span> ${escapeHtml(s.warning)}</p>`);
  if (s.peeks?.length) {
    rows.push(
      `<p><span class="label">Looked under</span></p><ul class="peeks">${s.peeks
        .map((p) => `<li>${escapeHtml(p.label)} → ${p.ok ? '' : '✗ '}${escapeHtml(p.detail)}</li>`)
        .join('')}</ul>`,
    );
  }
  if (s.view !== undefined) {
    rows.push(
      `<details><summary>View the brain saw${s.tokens !== undefined ? ` (${s.tokens} tokens)` : ''}</summary><pre>${escapeHtml(s.view)}</pre></details>`,
    );
  }
  const found = s.action.startsWith('read') ? readingFound(s.result) : acted ? (s.detail ?? '') : s.result;
  const result = `<span class="result result-${escapeHtml(s.result)}">${escapeHtml(found)}</span>`;
  return `<li class="step" id="step-${s.n}" value="${s.n}"><div class="head"><code>${escapeHtml(move)}</code> → ${result} <span class="by">by ${escapeHtml(s.by ?? 'strategy')}</span> <span class="cost">${escapeHtml(cost.join(' · '))}</span></div>
<div class="at">at ${escapeHtml(s.path.length > 0 ? s.path.join(' › ') : s.at)}</div>
${rows.join('\n')}</li>`;
}
