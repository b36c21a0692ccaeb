import { describeAction } from '../core/action.ts';
import { clip } from '../core/text.ts';
import { type Finding, readingFound, type Step, type Trail } from '../core/trail.ts';
import type { TrailJson } from '../report/trail-json.ts';

/**
 * One progress line per step: number, move, what came of it, and why; then its warning, if it has
 * one. A reading says what it found (see `readingFound`) and how; a refusal or failure, its cause.
 */
export function formatStep(step: Step): string {
  const reading = step.action.type === 'read';
  const move =
    step.action.type === 'open'
      ? `open [${step.action.option}] ${step.label ?? ''}`.trim()
      : step.action.type === 'follow' || step.action.type === 'keep'
        ? `${step.action.type} ${step.label ?? step.action.url}`
        : describeAction(step.action, step.label).replace(/\(\)$/, '');
  const where = step.path.length > 0 ? step.path.slice(-3).join(' > ') : step.at;
  // An action on a screen says what came of it in its own words ("clicked", "typed").
  const outcome =
    step.result === 'opened' || step.result === 'folder' || step.action.type === 'keep'
      ? ''
      : step.result === 'acted'
        ? ` → ${step.detail ?? 'done'}`
        : ` → ${reading ? readingFound(step.result) : step.result}`;
  const told = reading || step.result === 'rejected' || step.result === 'error';
  const detail = told && step.detail ? `: ${reading ? clip(step.detail, 160) : step.detail}` : '';
  const cost = step.usage
    ? ` [${step.usage.llmCalls} call${step.usage.llmCalls === 1 ? '' : 's'}, ${step.usage.tokensIn}+${step.usage.tokensOut} tokens]`
    : '';
  const line = `  ${String(step.n).padStart(2)}. ${where} :: ${move}${outcome}${detail}  (${step.reason})${cost}`;
  return step.warning ? `${line}\n      Warning: ${step.warning}` : line;
}

/** "llm openai:gpt-4o-mini 3, heuristic (fallback) 17": who decided how many steps. */
export function formatStepsByBrain(counts: Readonly<Record<string, number>>): string {
  return Object.entries(counts)
    .map(([by, n]) => `${by} ${n}`)
    .join(', ');
}

export interface Prices {
  inputPerMillion: number;
  outputPerMillion: number;
}

/** US dollars spent on the model, when its prices are known. */
export function costOf(trail: Trail, prices: Prices | undefined): number | undefined {
  return prices ? usd(trail.stats.tokensIn, trail.stats.tokensOut, prices) : undefined;
}

function usd(tokensIn: number, tokensOut: number, prices: Prices): number {
  return (
    Math.round(((tokensIn * prices.inputPerMillion + tokensOut * prices.outputPerMillion) / 1e6) * 1e6) / 1e6
  );
}

/** The human rendering of a finished `find` run. */
export function formatTrail(trail: Trail, prices?: Prices): string {
  const lines: string[] = [];
  const cite = (finding: Finding): void => {
    const c = finding.citation;
    const where = c.file
      ? `${c.url ?? c.file}${c.lines ? `, lines ${c.lines[0]}–${c.lines[1]}` : ''}`
      : (c.url ?? c.node ?? '');
    lines.push(`Source: ${c.title ? `${c.title} — ` : ''}${where}`);
    if (c.copies?.length) lines.push(`Copies: ${c.copies.join(', ')}`);
    lines.push(`Path:   ${c.path.join(' > ')}`);
    lines.push(`Quote:  "${c.quote}"`);
  };
  const finding = trail.findings.find((f) => !f.unconfirmed);
  if (finding) {
    lines.push(`Answer: ${finding.answer}`);
    cite(finding);
  } else {
    lines.push('No sure answer found.');
    for (const f of trail.findings) {
      lines.push(`Unconfirmed, to check: ${f.answer}`);
      cite(f);
    }
    for (const c of trail.closest ?? []) lines.push(`Closest: ${c.title} — ${c.url}`);
  }
  const s = trail.stats;
  lines.push(
    `Stopped: ${trail.stop.reason} (${s.steps} steps, ${s.pages} pages, ${s.ms} ms${
      s.llmCalls ? `, ${s.llmCalls} LLM calls, ${s.tokensIn}+${s.tokensOut} tokens` : ''
    }${prices ? `, $${(costOf(trail, prices) ?? 0).toFixed(4)}` : ''})`,
  );
  if (s.stepsByBrain && Object.keys(s.stepsByBrain).length > 0)
    lines.push(`Steps by brain: ${formatStepsByBrain(s.stepsByBrain)}`);
  return lines.join('\n');
}

/** The `--json` object of every run (`ask`'s in DESIGN.md): fields may be added, never renamed. */
export function trailToJson(trail: Trail, prices?: Prices): TrailJson {
  const cost = costOf(trail, prices);
  return {
    question: trail.question,
    found: trail.found,
    answer: trail.answer ?? null,
    citations: trail.findings.map((f) => ({
      ...(f.citation.url ? { url: f.citation.url } : {}),
      ...(f.citation.node ? { node: f.citation.node } : {}),
      ...(f.citation.title ? { title: f.citation.title } : {}),
      ...(f.citation.file ? { file: f.citation.file } : {}),
      ...(f.citation.lines ? { lines: f.citation.lines } : {}),
      ...(f.citation.copies?.length ? { copies: f.citation.copies } : {}),
      path: f.citation.path,
      quote: f.citation.quote,
      ...(f.unconfirmed ? { unconfirmed: true } : {}),
    })),
    steps: trail.steps.map((s) => ({
      n: s.n,
      at: s.at,
      path: s.path,
      // An action on a screen names its control's label in the line (`fill [2] Name ← "Ada"`).
      action: describeAction(s.action, s.label),
      ...(s.label !== undefined ? { label: s.label } : {}),
      reason: s.reason,
      result: s.result,
      ...(s.detail ? { detail: s.detail } : {}),
      ...(s.to !== undefined ? { to: s.to } : {}),
      ...(s.from !== undefined ? { from: s.from } : {}),
      ms: s.ms,
      ...(s.tokens !== undefined ? { tokens: s.tokens } : {}),
      ...(s.usage
        ? { llmCalls: s.usage.llmCalls, tokensIn: s.usage.tokensIn, tokensOut: s.usage.tokensOut }
        : {}),
      ...(s.usage && prices ? { costUsd: usd(s.usage.tokensIn, s.usage.tokensOut, prices) } : {}),
      ...(s.by ? { by: s.by } : {}),
      ...(s.peeks ? { peeks: s.peeks } : {}),
      ...(s.warning ? { warning: s.warning } : {}),
      // Last: the longest field, what a report shows of the step when asked.
      ...(s.view !== undefined ? { view: s.view } : {}),
    })),
    stats: {
      ...trail.stats,
      ...(cost !== undefined ? { costUsd: cost } : {}),
      ...(trail.explored ? { states: trail.explored.states.length } : {}),
    },
    stop: trail.stop,
    ...(trail.closest ? { closest: trail.closest } : {}),
    strategy: trail.strategy,
    start: trail.start,
    ...(trail.collected ? { collected: trail.collected } : {}),
    // An exploration's map, under the names `explore --json` has always had.
    ...(trail.explored ? trail.explored : {}),
  };
}

/**
 * The names `act --json` has always had (DESIGN.md, README): the instruction, whether it was done,
 * the page at the end, and each action as `{n, action, target, reason, result, url, decidedBy, ms}`,
 * the result in words ("clicked", "refused: …"). They are added to the trail's own fields, never in
 * their place.
 */
export function actFields(trail: Trail): Pick<TrailJson, 'instruction' | 'done' | 'url' | 'actions'> {
  const last = trail.steps.at(-1);
  return {
    instruction: trail.question,
    done: trail.found,
    url: last ? (last.to ?? last.at) : trail.start,
    actions: trail.steps.map((s) => ({
      n: s.n,
      action: s.action.type,
      target: s.label ?? '',
      reason: s.reason,
      result:
        s.result === 'rejected'
          ? `refused: ${s.detail ?? ''}`
          : s.result === 'error'
            ? `failed: ${s.detail ?? ''}`
            : (s.detail ?? s.result),
      url: s.at,
      ...(s.by ? { decidedBy: s.by } : {}),
      ms: s.ms,
    })),
  };
}
