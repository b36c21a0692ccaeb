import type { MenuItem, Option, OptionGroup } from '../../core/place.ts';
import { normalizeUrl, sameSite } from '../../core/url.ts';
import type { PageAnalysis } from '../../html/analyze.ts';
import { descendantLabels } from '../../html/menu-tree.ts';

/** How many labels of a folder's contents its option shows. */
const CONTEXT_LABELS = 25;

type Draft = Omit<Option, 'id'>;

/**
 * The options of a page: the top-level items of its lead menus (folders stay folders) and its
 * content links first, then site sections, then other sites; boilerplate links last. Ids run
 * from 1.
 */
export function buildOptions(analysis: PageAnalysis, pageUrl: string, root?: string): Option[] {
  const drafts: { draft: Draft; lead: boolean }[] = [];
  let at = 0;
  for (const part of analysis.menuParts) {
    for (const item of analysis.menu.slice(at, at + part.count)) {
      drafts.push({ draft: menuOption(item, [at], pageUrl, part.group, root), lead: part.lead });
      at++;
    }
  }
  const seen = new Set(
    drafts.filter((d) => d.draft.kind === 'link').map((d) => normalizeUrl(d.draft.target)),
  );
  for (const link of analysis.links) {
    const key = normalizeUrl(link.url);
    if (seen.has(key)) continue;
    seen.add(key);
    const draft: Draft = { label: link.label, target: link.url, kind: 'link', group: link.group };
    if (link.context) draft.context = link.context;
    if (link.boilerplate) draft.boilerplate = true;
    if (link.inline) draft.inline = true;
    drafts.push({ draft, lead: false });
  }
  for (const form of analysis.searchForms) {
    drafts.push({
      draft: {
        label: form.label,
        target: form.action,
        kind: 'input',
        group: 'section',
        context: "the site's own search: type words, read the results",
        form: { action: form.action, field: form.field, fixed: form.fixed },
      },
      lead: false,
    });
  }
  return number(sortOptions(drafts));
}

/**
 * The options inside an open folder: the folder's own page first (when it links one), then its
 * items, sub-folders staying folders.
 */
export function folderOptions(
  folder: MenuItem,
  folderPath: readonly number[],
  pageUrl: string,
  group: OptionGroup,
  root?: string,
): Option[] {
  const drafts: Draft[] = [];
  if (folder.url) {
    drafts.push({
      label: folder.label,
      target: folder.url,
      kind: 'link',
      group: linkGroup(folder.url, pageUrl, group, root),
      context: `the page of the folder ${folder.label}`,
    });
  }
  (folder.children ?? []).forEach((child, i) => {
    drafts.push(menuOption(child, [...folderPath, i], pageUrl, group, root));
  });
  return number(drafts);
}

function menuOption(
  item: MenuItem,
  path: number[],
  pageUrl: string,
  group: OptionGroup,
  root?: string,
): Draft {
  if (item.children && item.children.length > 0) {
    const labels = descendantLabels(item, CONTEXT_LABELS + 1);
    const more = labels.length > CONTEXT_LABELS ? `${separator(labels).trim()} …` : '';
    return {
      label: item.label,
      target: pageUrl,
      kind: 'folder',
      group,
      folderPath: path,
      context: `contains: ${labels.slice(0, CONTEXT_LABELS).join(separator(labels))}${more}`,
    };
  }
  const target = item.url ?? pageUrl;
  return { label: item.label, target, kind: 'link', group: linkGroup(target, pageUrl, group, root) };
}

/** Commas between labels, unless labels hold commas themselves ("Engine, Cooling and Exhaust"). */
function separator(labels: string[]): string {
  return labels.some((l) => l.includes(',')) ? '; ' : ', ';
}

function linkGroup(url: string, pageUrl: string, group: OptionGroup, root?: string): OptionGroup {
  return sameSite(url, pageUrl, root) ? group : 'external';
}

/**
 * Lead menu items and content first, then sections, then other sites; boilerplate after all of
 * them. Document order within a tier.
 */
function sortOptions(drafts: { draft: Draft; lead: boolean }[]): Draft[] {
  const tier = ({ draft, lead }: { draft: Draft; lead: boolean }): number => {
    if (draft.group === 'external') return draft.boilerplate ? 5 : 2;
    const base = lead || draft.group === 'content' ? 0 : 1;
    return draft.boilerplate ? 3 + base : base;
  };
  return drafts
    .map((d, i) => ({ d: d.draft, i, t: tier(d) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map((x) => x.d);
}

function number(drafts: Draft[]): Option[] {
  return drafts.map((d, i) => ({ id: i + 1, ...d }));
}
