import { z } from 'zod';
import type { Action } from '../../core/action.ts';
import type { View } from '../../core/view.ts';

const ACTIONS = ['open', 'back', 'read', 'stop'] as const;

/** The one schema of a decision; the option is an enum of the ids on screen. */
export function decisionSchema(view: View) {
  const ids = view.options.map((o) => o.id);
  const option = ids.length > 0 ? z.literal(ids).nullable() : z.null();
  return z.object({
    action: z.enum(ACTIONS).describe('the move'),
    option: option.describe('the option to open, for open; null otherwise'),
    reason: z.string().describe('why, in at most 20 words'),
  });
}

export interface RawDecision {
  action: string;
  option?: string | number | null | undefined;
  reason?: string | undefined;
}

export type Checked = { ok: true; action: Action; reason: string } | { ok: false; problem: string };

/** Checks a model's decision against the view: a real move, an option that is on screen. */
export function checkDecision(raw: RawDecision, view: View): Checked {
  const reason = (raw.reason ?? '').trim().slice(0, 300) || 'no reason given';
  switch (raw.action) {
    case 'open': {
      const id = Number(raw.option);
      if (raw.option === null || raw.option === undefined || !Number.isInteger(id)) {
        return { ok: false, problem: 'open needs an option number' };
      }
      if (!view.options.some((o) => o.id === id))
        return { ok: false, problem: `option ${id} is not on screen` };
      return { ok: true, action: { type: 'open', option: id }, reason };
    }
    case 'back':
      if (!view.canBack) return { ok: false, problem: 'back is not possible at the start' };
      return { ok: true, action: { type: 'back' }, reason };
    case 'read':
      return { ok: true, action: { type: 'read' }, reason };
    case 'stop':
      return { ok: true, action: { type: 'stop', reason }, reason };
    default:
      return { ok: false, problem: `"${raw.action}" is not a move` };
  }
}

const MOVE = /\b(open|back|read|stop)\s*\(\s*(?:(?:option\s*=\s*)?\[?(\d+)\]?)?\s*\)/i;
const LOOSE_OPEN = /\bopen\s*(?:option\s*)?\[?#?(\d+)\]?/i;

/**
 * Reads a plain-text reply tolerantly: `open(3)`, `back()`, `read()`, `stop()` anywhere in prose,
 * a JSON object with an action, or a loose "open 3". Null when no move is found.
 */
export function parseTextDecision(text: string): RawDecision | null {
  const json = /\{[^{}]*"action"[^{}]*\}/s.exec(text);
  if (json) {
    try {
      const value = JSON.parse(json[0]) as RawDecision;
      if (typeof value.action === 'string') return value;
    } catch {
      // Not JSON after all; look for a move written out.
    }
  }
  const move = MOVE.exec(text);
  const reason = text
    .replace(move?.[0] ?? '', '')
    .replace(/\s+/g, ' ')
    .trim();
  if (move) return { action: (move[1] as string).toLowerCase(), option: move[2] ?? null, reason };
  const loose = LOOSE_OPEN.exec(text);
  if (loose) return { action: 'open', option: loose[1] ?? null, reason };
  return null;
}

/** The valid moves, written as a model should write them, for a corrective retry. */
export function validMoves(view: View): string {
  const opens = view.options.slice(0, 8).map((o) => `open(${o.id}) for ${o.label}`);
  return [...opens, ...(view.canBack ? ['back()'] : []), 'read()', 'stop()'].join('; ');
}
