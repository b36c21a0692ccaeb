import type { OptionGroup } from './place.ts';
import type { Query } from './query.ts';
import type { LinkField, TermStats } from './scent.ts';
import { codeNames } from './text.ts';

/**
 * A site's index of terms (a back-of-book index, a general or module index) lists the names the
 * site explains, A to Z, each linked to where it is explained: where a reader looks up a name of
 * code that no table of contents shows. Its link is labelled as an index in a few words. A
 * folder's default page (`…/`, `index.html`, `index`) is a home page, not such an index,
 * whatever its label.
 */
export function isSiteIndexLink(label: string, target: string): boolean {
  const words = label.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0 || words.length > MAX_LABEL_WORDS || words[words.length - 1] !== 'index')
    return false;
  let path: string;
  try {
    path = new URL(target).pathname;
  } catch {
    return false;
  }
  const file = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  return file !== '' && !/^index(?:\.\w+)?$/.test(file);
}

/** Words of an index link's label: "Index", "General Index", "Module Index". */
const MAX_LABEL_WORDS = 3;

/**
 * What a link to a site's index promises before it is opened: the question's names of code that
 * no label seen so far shows, as its own label would name them. A name some label shows is found
 * by that label; a question that names no code is not looked up in an index.
 */
export function siteIndexTexts(
  link: { label: string; target: string; group: OptionGroup },
  query: Query,
  seen: TermStats | undefined,
): Array<[LinkField, string]> {
  // Another site's index lists that site's names, not this one's.
  if (link.group === 'external' || !isSiteIndexLink(link.label, link.target)) return [];
  const wholes = new Set(codeNames(query.question).map((n) => n.whole));
  const names = query.concepts.filter((c) => wholes.has(c.term) && !seen?.df.get(c.term)).map((c) => c.word);
  return names.length > 0 ? [['label', names.join(' ')]] : [];
}
