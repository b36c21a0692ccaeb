import type { Lexicon } from '../../../core/lexicon.ts';
import type { Screen } from '../../../core/screen.ts';
import type { ScreenDecision } from '../../../core/screen-action.ts';
import { stem, words } from '../../../core/text.ts';
import { type Accounting, instructionValues, instructionWords } from './account.ts';
import { inOrder, type Query, rankMoves, relativesOf } from './rank.ts';
import { RANK_FLOOR } from './rank-floor.ts';

/**
 * The ranker's moves through one run: on each screen, of the (control, action, value) moves that
 * score at least the floor for the instruction's words not yet accounted for, the one for what is
 * said first; a control it used is not used again.
 */
export class RankedMoves {
  private readonly instruction: string;
  private readonly lexicon: Lexicon | null;
  /** The instruction's content words and values, read once. */
  private readonly words: string[];
  private readonly values: Array<{ text: string; at: number }>;
  private relatives: Map<string, string[]> | null = null;
  /** Controls the ranker used, by role, name, heading and item. */
  private readonly used = new Set<string>();
  /** Moves the ranker made. */
  made = 0;

  constructor(instruction: string, lexicon: Lexicon | null) {
    this.instruction = instruction;
    this.lexicon = lexicon;
    this.words = instructionWords(instruction).map((w) => w.text);
    this.values = instructionValues(instruction);
  }

  /** Words whose places on the page the ranker wants: every content word, and its stem. */
  terms(): string[] {
    return [...new Set(this.words.flatMap((w) => [w, stem(w)]))];
  }

  async next(screen: Screen, account: Accounting, signal: AbortSignal): Promise<ScreenDecision | null> {
    this.relatives ??= await relativesOf(this.words, this.lexicon, signal);
    const left = [...account.valuesLeft, ...account.wordsLeft];
    if (left.length === 0) return null;
    const query: Query = {
      left,
      done: account.required.filter((w) => !left.includes(w)),
      all: words(this.instruction),
      values: this.values,
      text: this.instruction.toLowerCase(),
    };
    const relatives = this.relatives;
    for (const move of inOrder(
      rankMoves(screen, query, (w) => relatives.get(w) ?? []),
      RANK_FLOOR,
    )) {
      // A control the ranker used once is not used again: a second change undoes or repeats the first.
      const key = [move.control.role, move.control.name, move.control.context, move.control.item].join(
        '\u0000',
      );
      if (this.used.has(key)) continue;
      this.used.add(key);
      this.made++;
      const reason = `${move.why}: accounts for ${move.words.map((w) => `"${w}"`).join(', ')} (score ${move.score.toFixed(2)})`;
      return { action: move.action, reason };
    }
    return null;
  }
}
