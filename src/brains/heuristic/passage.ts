import type { Passage, Place } from '../../core/place.ts';
import { bm25 } from '../../core/rank.ts';
import { clip, keyTerms, squash, terms } from '../../core/text.ts';
import { saysSomethingNew } from './hints.ts';

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
  score: number;
  /** Says something the question does not, and holds what the question asks for (a value of its kind, a place). */
  hasNumber: boolean;
}

/** Terms the place answers by where it is: its title, breadcrumb and open folders. */
export function locatedTerms(place: Pick<Place, 'title' | 'path' | 'folder'>): Set<string> {
  return new Set(terms(`${place.title} ${place.path.join(' ')} ${(place.folder ?? []).join(' ')}`));
}

const SENTENCE = /[^.!?]+(?:[.!?]+(?=\s|$)|$)/g;

/** Long paragraphs are cut into windows of a few sentences so the quote stays short and exact. */
function windows(passages: readonly Passage[]): Passage[] {
  const out: Passage[] = [];
  for (const p of passages) {
    if (p.kind === 'heading') continue;
    const text = squash(p.text);
    if (!text) continue;
    if (text.length <= 400) {
      out.push({ ...p, text });
      continue;
    }
    const sentences = text.match(SENTENCE)?.map((s) => s.trim()).filter(Boolean) ?? [text];
    for (let i = 0; i < sentences.length; i++) {
      const window = sentences.slice(i, i + 2).join(' ');
      out.push({ ...p, text: clip(window, 600) });
    }
  }
  return out;
}

/** The passage of a place that best answers the question, or null when the place has no text. */
export function pickPassage(question: string, place: Place, value: RegExp | null): PickedPassage | null {
  const linkLabels = new Set(place.options.map((o) => squash(o.label).toLowerCase()));
  const asked = new Set(keyTerms(question));
  let blocks = windows(place.passages);
  if (blocks.length === 0 && place.text.trim()) {
    blocks = windows([{ kind: 'paragraph', text: place.text, headings: [] }]);
  }
  if (blocks.length === 0) return null;
  const key = keyTerms(question);
  const located = locatedTerms(place);
  const scores = bm25(
    key.filter((t) => !located.has(t)),
    blocks.map((b) => ({
      fields: [
        { text: b.text, weight: 2 },
        { text: b.headings.join(' '), weight: 1 },
      ],
    })),
  );
  let best: PickedPassage | null = null;
  blocks.forEach((b, i) => {
    const own = new Set(terms(`${b.text} ${b.headings.join(' ')}`));
    const adds = key.filter((t) => own.has(t) && !located.has(t)).length;
    const cov = key.length ? key.filter((t) => own.has(t) || located.has(t)).length / key.length : 0;
    // A passage that only repeats the question, or is a link's label, is navigation, not an answer.
    const novel = terms(b.text).some((t) => !asked.has(t)) && !linkLabels.has(b.text.toLowerCase());
    const hasNumber = novel && (value ? saysSomethingNew(b.text, value, question) : true);
    // Coverage decides first; a number breaks ties for value questions; BM25 orders the rest.
    const score = cov * 10 + (value && hasNumber ? 2 : 0) + (scores[i] ?? 0);
    if (!best || score > best.score) {
      best = { text: b.text, headings: b.headings, coverage: cov, adds, score, hasNumber };
    }
  });
  return best;
}

