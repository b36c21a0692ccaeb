import type { Lexicon } from '../../core/lexicon.ts';
import { fold, isStopword, stem, words } from '../../core/text.ts';
import { type CollectRequest, type Concept, compoundForms } from '../../language/collect-request.ts';
import type { StrategyContext } from '../context.ts';

/**
 * What the lexicon adds to the request's topic before any title is read:
 * - the asked word in another shape ("sold" is "sell", "colour" is "color"). WordNet's looser
 *   synonyms ("solved": "work", "module": "faculty") would match titles that say something else;
 * - other names of what a noun or a name of several words surely names ("Great War" and "WW1" for
 *   "First World War"), and names of its kinds ("clostridium" is a bacterium): a title that names
 *   a kind of the thing asked for is about it.
 */
export async function widenWithLexicon(
  topic: CollectRequest['topic'],
  ctx: StrategyContext,
  signal: AbortSignal,
): Promise<void> {
  const lexicon = ctx.lexicon;
  if (!lexicon) return;
  for (const alt of topic) {
    if (lexicon.namesOf) alt.concepts = await joinNames(alt.said, alt.concepts, lexicon, signal);
    for (const c of alt.concepts) {
      if (c.forms.some((f) => f.includes(' '))) continue;
      const asked = c.said.toLowerCase();
      for (const r of await lexicon.related(asked, signal)) {
        if (/\s/.test(r.text) || !sameWordAs(asked, r)) continue;
        const form = stem(r.text.toLowerCase());
        if (!c.forms.includes(form)) c.forms.push(form);
      }
      if (lexicon.namesOf) addNames(c, await lexicon.namesOf(asked, signal));
    }
  }
}

/** Words of a name the lexicon knows as one, at most. */
const NAME_WORDS = 4;

/**
 * Runs of the request's words that the lexicon knows as one name become one concept, said in any of
 * its names: "First World War" is one thing, not a war that is first in a world.
 */
async function joinNames(
  said: string,
  concepts: Concept[],
  lexicon: Lexicon,
  signal: AbortSignal,
): Promise<Concept[]> {
  const tokens = said
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  const out = [...concepts];
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(NAME_WORDS, tokens.length - i); n >= 2; n--) {
      const run = tokens.slice(i, i + n);
      const inside = run.map((w) => out.find((c) => c.said === w));
      // A name begins and ends with words of the topic; its small words ("of") may be none.
      if (!inside[0] || !inside[n - 1]) continue;
      const phrase = fold(run.join(' '));
      const names = await lexicon.namesOf?.(phrase, signal);
      if (!names?.length) continue;
      const joined: Concept = { said: run.join(' '), forms: compoundForms(words(phrase)) };
      addNames(joined, names);
      const at = out.indexOf(inside[0]);
      const gone = new Set(inside.filter(Boolean));
      const kept = out.filter((c) => !gone.has(c));
      kept.splice(Math.min(at, kept.length), 0, joined);
      out.splice(0, out.length, ...kept);
      i += n - 1;
      break;
    }
  }
  return out;
}

/** A name's other names and its kinds join the concept's names; a long other name also by its initials. */
function addNames(concept: Concept, related: ReadonlyArray<{ text: string; kind: string }>): void {
  const names = concept.names ?? [];
  concept.names = names;
  const add = (form: string): void => {
    if (!concept.forms.includes(form) && !names.includes(form)) names.push(form);
  };
  for (const name of related) {
    const pieces = words(name.text);
    // Spaced forms only: a name run together is matched whole like any compound.
    if (pieces.length === 1) add(stem(fold(pieces[0] as string)));
    else for (const form of compoundForms(pieces)) if (form.includes(' ')) add(form);
    // Initials stand for the thing itself; a kind's initials ("COLI" for a cost-of-living index)
    // are another word more often than not.
    const initials = name.kind === 'synonym' ? initialsOf(pieces) : null;
    if (initials) add(stem(initials));
  }
}

/**
 * The initials a name of three or more words is written by ("WW1" for "World War 1", "WWI" for
 * "World War I"); none where they make a common word.
 */
function initialsOf(pieces: readonly string[]): string | null {
  if (pieces.length < 3) return null;
  // A number ends a name whole, in digits or in roman numerals ("World War II": "WWII").
  const whole = (p: string, i: number): boolean =>
    /^\d+$/.test(p) || (i === pieces.length - 1 && /^[ivx]+$/.test(p));
  const initials = pieces.map((p, i) => (whole(p, i) ? p : p.charAt(0))).join('');
  return isStopword(initials) ? null : initials;
}

/**
 * A related word that is the asked word in another shape: an irregular form (a synonym of full
 * weight), another spelling one letter apart ("colour", "color"), or a derived word of the same
 * stem ("Norway", "Norwegian") — never a word that only means something near it.
 */
function sameWordAs(asked: string, r: { text: string; kind: string; weight: number }): boolean {
  const other = r.text.toLowerCase();
  if (r.kind === 'synonym' && r.weight >= 1) return true;
  if (r.kind === 'synonym') return asked.length >= 5 && oneEditApart(asked, other);
  if (r.kind !== 'derived') return false;
  let common = 0;
  while (common < Math.min(asked.length, other.length) && asked[common] === other[common]) common++;
  return common >= 3 && common >= asked.length / 2;
}

/** Whether two words differ by one letter added, dropped or changed. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
