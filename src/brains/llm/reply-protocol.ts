import type { ReplyMode } from './prompt.ts';

/** Invalid replies in a row after which a protocol is given up. */
export const INVALID_IN_A_ROW = 3;

/** The protocols in the order they are tried: the stricter forms first, the plain text last. */
const ORDER: readonly ReplyMode[] = ['json', 'tool', 'text'];

/** How the trail says a reply is asked for in each protocol ("the model is asked to reply …"). */
export const PROTOCOL_NAMES: Record<ReplyMode, string> = {
  json: 'as a JSON object',
  tool: 'as a tool call',
  text: 'in plain text',
};

/** What an invalid reply changed: the next protocol to ask in, or none left (the model is given up). */
export type ProtocolChange = { kind: 'switched'; from: ReplyMode; to: ReplyMode } | { kind: 'given-up' };

/**
 * Which protocol a model is asked in, learnt from its replies over the whole run: after
 * INVALID_IN_A_ROW invalid replies in a row (decisions and readings alike; a valid reply resets the
 * count), the next protocol after the configured one; after the last one fails as well, none.
 */
export interface ReplyProtocol {
  /** The protocol of the next call; null once the model is given up. */
  readonly mode: ReplyMode | null;
  /** The protocols asked in so far, in order. */
  readonly tried: readonly ReplyMode[];
  valid(): void;
  /** Counts an invalid reply; says what changed, if anything. */
  invalid(): ProtocolChange | null;
}

export function createReplyProtocol(start: ReplyMode, limit = INVALID_IN_A_ROW): ReplyProtocol {
  const left = ORDER.slice(ORDER.indexOf(start));
  const tried: ReplyMode[] = [start];
  let mode: ReplyMode | null = start;
  let inRow = 0;
  return {
    get mode() {
      return mode;
    },
    tried,
    valid() {
      inRow = 0;
    },
    invalid() {
      if (mode === null) return null;
      inRow++;
      if (inRow < limit) return null;
      inRow = 0;
      const from: ReplyMode = mode;
      const to = left[left.indexOf(from) + 1];
      if (to === undefined) {
        mode = null;
        return { kind: 'given-up' };
      }
      mode = to;
      tried.push(to);
      return { kind: 'switched', from, to };
    },
  };
}
