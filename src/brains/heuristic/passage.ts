import type { Passage, Place } from '../../core/place.ts';
import { nameTerms } from '../../core/query.ts';
import { bm25 } from '../../core/rank.ts';
import { clip, keyTerms, squash, terms } from '../../core/text.ts';
import { type AnswerShape, askedNoun, hasShape, qualifierWords } from './hints.ts';

export interface PickedPassage {
  text: string;
  headings: string[];
  /**
   * Share of the question's key terms answered by the passage together with where it stands
   * (its headings, the place's title and path): a row "Oil pressure at idle | 10 psi" under
   * "2004 Accord > Engine Oil Pressure" answers the whole question.
   */
  coverage: number;
  /** Key terms the passage itself adds to what the location already says. */
  adds: number;
  /** Like `coverage`, without names and identifiers ("Honda", "2004"), which the location mostly answers. */
  wordCoverage: number;
  /** Key terms (not identifiers) that neither the location nor the passage answers. */
  unanswered: number;
  /** Key terms (not identifiers) the location does not answer. */
  unlocated: number;
  /** Key terms the passage itself names (located or not): zero means it is about something else. */
  mentions: number;
  score: number;
  /** Says something the question does not, and holds what the question asks for (a value of its kind, a place). */
  hasNumber: boolean;
}

/** Terms the place answers by where it is: its title, breadcrumb and open folders. */
export function locatedTerms(place: Pick<Place, 'title' | 'path' | 'folder'>): Set<string> {
  return new Set(terms(`${place.title} ${place.path.join(' ')} ${(place.folder ?? []).join(' ')}`));
}

/** A word in this many labels of the site ("system", "specifications") names no topic in particular. */
const GENERIC_LABELS = 10;

const SENTENCE = /[^.!?]+(?:[.!?]+(?=\s|$)|$)/g;

/** A quotable block and the words around it that say what it is about (headings, table caption and header). */
interface Block extends Passage {
  /** Headings above the block and, for a table row, the table's caption. */
  context: string;
  /** For a table row: the table's first row (its column names). */
  header: string;
}

/** Long paragraphs are cut into windows of a few sentences so the quote stays short and exact. */
function windows(passages: readonly Passage[]): Block[] {
  const out: Block[] = [];
  let caption = '';
  let header = '';
  passages.forEach((p, i) => {
    const previous = passages[i - 1];
    const text = squash(p.text);
    // A table row is read with its table: the line before the table (its caption) and, when the
    // table has more rows, its first row (the column names).
    let isHeader = false;
    if (p.kind === 'table-row') {
      if (previous?.kind !== 'table-row') {
        caption = previous && previous.kind !== 'list-item' ? squash(previous.text) : '';
        isHeader = passages[i + 1]?.kind === 'table-row';
        header = isHeader ? text : '';
      }
    } else {
      caption = '';
      header = '';
    }
    // The column names are context for the rows below, never an answer themselves.
    if (p.kind === 'heading' || !text || isHeader) return;
    const context = [...p.headings, caption].filter(Boolean).join(' ');
    const columns = p.kind === 'table-row' ? header : '';
    if (text.length <= 400) {
      // Steps of a procedure are read in pairs too: "Press and hold…" then "…about 12 seconds".
      const last = out[out.length - 1];
      if (p.kind === 'list-item' && last?.kind === 'list-item' && !last.text.includes(' … ')) {
        out.push({ ...p, text: `${last.text} … ${text}`, context, header: columns });
      }
      out.push({ ...p, text, context, header: columns });
      return;
    }
    const sentences = text
      .match(SENTENCE)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [text];
    for (let j = 0; j < sentences.length; j++) {
      const window = sentences.slice(j, j + 2).join(' ');
      out.push({ ...p, text: clip(window, 600), context, header: columns });
    }
  });
  return out;
}

/** The passage of a place that best answers the question, or null when the place has no text. */
export function pickPassage(
  question: string,
  place: Place,
  shape: AnswerShape | null,
  vocabulary?: ReadonlyMap<string, number>,
): PickedPassage | null {
  const linkLabels = new Set(place.options.map((o) => squash(o.label).toLowerCase()));
  // Without a shape to look for, a "which fuse…" answer must at least name a fuse.
  const noun = shape ? null : askedNoun(question);
  const nounTerm = noun ? terms(noun)[0] : undefined;
  const asked = new Set(keyTerms(question));
  let blocks = windows(place.passages);
  if (blocks.length === 0 && place.text.trim()) {
    blocks = windows([{ kind: 'paragraph', text: place.text, headings: [] }]);
  }
  if (blocks.length === 0) return null;
  const key = keyTerms(question);
  const located = locatedTerms(place);
  const pageTerms = new Set(terms(place.text));
  const qualifiers = new Set(terms(qualifierWords(question)));
  const names = nameTerms(question);
  const kindWords = new Set(terms(shape?.kindWords ?? ''));
  const scores = bm25(
    key.filter((t) => !located.has(t)),
    blocks.map((b) => ({
      fields: [
        { text: b.text, weight: 2 },
        { text: `${b.context} ${b.header}`, weight: 1 },
      ],
    })),
  );
  let best: PickedPassage | null = null;
  blocks.forEach((b, i) => {
    // Column names help a row match, but do not answer anything: every row of the table has them.
    const said = new Set(terms(`${b.text} ${b.context}`));
    const own = new Set([...said, ...terms(b.header)]);
    // A passage that only repeats the question, or is a link's label, is navigation, not an answer.
    const novel = terms(b.text).some((t) => !asked.has(t)) && !linkLabels.has(b.text.toLowerCase());
    const hasNumber = novel && hasShape(b.text, shape, question) && (!nounTerm || own.has(nounTerm));
    const mentions = key.filter((t) => own.has(t)).length;
    // The topics the location leaves open: key words (not identifiers) that the page uses or the
    // site uses as labels; words foreign to both ("goes", "back") name nothing to answer.
    const open = key.filter(
      (t) =>
        !/\d/.test(t) &&
        !located.has(t) &&
        !qualifiers.has(t) &&
        (vocabulary?.get(t) ?? 0) < GENERIC_LABELS &&
        (pageTerms.has(t) || !vocabulary || vocabulary.size === 0 || vocabulary.has(t)),
    );
    const unanswered = open.filter((t) => !said.has(t) && !(hasNumber && kindWords.has(t))).length;
    const adds = key.filter((t) => own.has(t) && !located.has(t)).length;
    const cov = key.length ? key.filter((t) => own.has(t) || located.has(t)).length / key.length : 0;
    // Names are the location's business; words foreign to the page and the site ("take") or common
    // to a great many labels ("system") say nothing either way.
    const plain = key.filter(
      (t) =>
        !names.has(t) &&
        (own.has(t) ||
          located.has(t) ||
          !vocabulary ||
          vocabulary.size === 0 ||
          ((pageTerms.has(t) || vocabulary.has(t)) && (vocabulary.get(t) ?? 0) < GENERIC_LABELS)),
    );
    const wordCoverage = plain.length
      ? plain.filter((t) => own.has(t) || located.has(t)).length / plain.length
      : 1;
    // A passage of the asked shape (a value, a place) beats one without; then coverage, then what
    // the passage adds; BM25 orders the rest.
    const score = (hasNumber ? 100 : 0) + cov * 10 + adds + (scores[i] ?? 0);
    if (!best || score > best.score) {
      best = {
        text: b.text,
        headings: b.headings,
        coverage: cov,
        wordCoverage,
        adds,
        mentions,
        unanswered,
        unlocated: open.length,
        score,
        hasNumber,
      };
    }
  });
  return best;
}
