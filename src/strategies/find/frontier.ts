import { LINK_WEIGHTS, type LinkWeights } from '../../core/link-weights.ts';
import { promisingEntries } from '../../core/listing.ts';
import type { MenuItem, OptionGroup, Peek, Place } from '../../core/place.ts';
import type { Query } from '../../core/query.ts';
import { urlWords } from '../../core/rank.ts';
import { conflictFactor, INHERIT, peekTexts, underTexts } from '../../core/rank-options.ts';
import {
  type LinkField,
  locatedTerms,
  type ScentField,
  type SiteSenses,
  scentOf,
  type TermStats,
} from '../../core/scent.ts';
import { type FolderLoads, healthOf, visitKey } from '../../core/url.ts';
import type { Lead } from '../../core/view.ts';

/** A link seen somewhere in the run: what a person would remember of it to come back later. */
export interface FrontierLead {
  /** Visit key of the target. */
  key: string;
  url: string;
  label: string;
  /** The heading or folder it was listed under. */
  context?: string;
  /** For an entry of a menu tree: the folders above it, which name its place as a breadcrumb would. */
  chain?: string;
  /** For an entry of a menu tree: the labels of the folders to open on its page to reach it. */
  folders?: string[];
  group: OptionGroup;
  boilerplate: boolean;
  /** Seen only inside running text (a cross-reference), never as an entry of a list of links. */
  inline?: boolean;
  /** Visit key of the place it was first seen on (or `sitemap`). */
  fromKey: string;
  fromTitle: string;
  /** Words of its URL beyond the folders it shares with the place it was seen on. */
  urlText: string;
  /**
   * Terms the place it was seen on already shows (its title and path): a link under "2010 Subaru
   * Outback" promises the car by where it is; what it adds is its own topic.
   */
  located?: ReadonlySet<string>;
  /** Seen on a listing (a table of contents): its entries share the listing's promise. */
  fromListing?: boolean;
}

/** Menu entries recorded per place: every page of a big documentation sidebar, bounded. */
const MAX_MENU_LEADS = 1500;

/** Every link seen in a run, scored on demand against the question with what is known of it. */
export class Frontier {
  readonly leads = new Map<string, FrontierLead>();

  /** Records the links of a place (options and, for menus, every entry of the tree). */
  addPlace(place: Place, placeKey: string, query: Query): void {
    const located = locatedTerms(query, `${place.title} ${place.path.join(' ')}`);
    const entries = promisingEntries(place);
    for (const o of place.options) {
      if (o.kind !== 'link') continue;
      const fromListing = entries.has(o);
      this.add({
        key: visitKey(o.target),
        url: o.target,
        label: o.label,
        ...(o.context ? { context: o.context } : {}),
        group: o.group,
        boilerplate: o.boilerplate ?? false,
        ...(o.inline ? { inline: true } : {}),
        fromKey: placeKey,
        fromTitle: place.title,
        urlText: urlWords(o.target, place.location),
        located,
        ...(fromListing ? { fromListing } : {}),
      });
    }
    let taken = 0;
    const walk = (items: readonly MenuItem[], chain: string[]): void => {
      for (const item of items) {
        if (taken >= MAX_MENU_LEADS) return;
        if (item.url) {
          taken++;
          this.add({
            key: visitKey(item.url),
            url: item.url,
            label: item.label,
            ...(chain.length > 0
              ? { context: chain.join(' > '), chain: chain.join(' '), folders: chain }
              : {}),
            group: 'section',
            boilerplate: false,
            fromKey: placeKey,
            fromTitle: place.title,
            urlText: urlWords(item.url, place.location),
            located,
          });
        }
        if (item.children) walk(item.children, [...chain, item.label]);
      }
    };
    walk(place.menu ?? [], []);
  }

  add(lead: FrontierLead): void {
    const had = this.leads.get(lead.key);
    if (!had) {
      this.leads.set(lead.key, lead);
      return;
    }
    // Seen again in a page's content: it is more than navigation chrome.
    if (lead.group === 'content' && had.group !== 'content') {
      had.group = 'content';
      if (lead.context && !had.context) had.context = lead.context;
    }
    had.boilerplate &&= lead.boilerplate;
    if (!lead.inline) delete had.inline;
  }

  /**
   * The scent of a lead, with what a peek showed under it, plus a share of the scent of the place
   * it was seen on (`inherited`).
   */
  score(
    lead: FrontierLead,
    query: Query,
    stats: TermStats | undefined,
    peek: Peek | undefined,
    inherited = 0,
    senses?: SiteSenses,
  ): number {
    if (peek && !peek.ok) return 0;
    const texts = [
      ...leadTexts(lead, undefined),
      ...underTexts({ ...lead, target: lead.url }, peek, query, stats),
    ];
    const fields: ScentField[] = texts.map(([name, text]) => ({ text, weight: LINK_WEIGHTS.field[name] }));
    const factor = leadFactor(lead, query, LINK_WEIGHTS);
    // Only a listing's entries inherit its scent: menus, chrome and links inside prose do not.
    const inherits = !lead.boilerplate && !lead.inline && lead.fromListing === true;
    const own = scentOf(query, fields, {
      stats,
      senses,
      located: lead.located,
      locatedWeight: LINK_WEIGHTS.located,
    });
    return (own.score + (inherits ? inherited : 0)) * factor;
  }

  /**
   * The best leads not yet opened, best first: `skip` says which keys to leave out (opened, dead,
   * out of scope, or offered already as the current place's own options).
   */
  best(
    query: Query,
    stats: TermStats | undefined,
    peeks: ReadonlyMap<string, Peek>,
    skip: (lead: FrontierLead) => boolean,
    count: number,
    placeScent: ReadonlyMap<string, number> = new Map(),
    senses?: SiteSenses,
    folderHealth: FolderLoads = new Map(),
  ): Array<{ lead: FrontierLead; score: number }> {
    const scored: Array<{ lead: FrontierLead; score: number }> = [];
    for (const lead of this.leads.values()) {
      if (skip(lead)) continue;
      const inherited = INHERIT * (placeScent.get(lead.fromKey) ?? 0);
      const health = healthOf(lead.url, folderHealth);
      const score = this.score(lead, query, stats, peeks.get(lead.key), inherited, senses) * health;
      if (score > 0) scored.push({ lead, score });
    }
    return scored.sort((a, b) => b.score - a.score).slice(0, count);
  }
}

/** What is known of a lead, by the part of its scent each text is. */
export function leadTexts(lead: FrontierLead, peek: Peek | undefined): Array<[LinkField, string]> {
  const texts: Array<[LinkField, string]> = [
    ['label', lead.label],
    ['url', lead.urlText],
  ];
  if (lead.chain) texts.push(['chain', lead.chain]);
  else if (lead.context) texts.push(['context', lead.context]);
  if (peek) texts.push(...peekTexts(peek));
  return texts;
}

/**
 * What a lead's standing keeps of its scent: content over site sections over other sites, page
 * chrome little, and a label naming another version or model than the question's a near miss.
 */
export function leadFactor(lead: FrontierLead, query: Query, weights: LinkWeights): number {
  return (
    weights.group[lead.group] *
    (lead.boilerplate ? weights.boilerplate : 1) *
    conflictFactor(query.question, lead.label)
  );
}

/** A frontier lead as a view shows it beside a place's own options. */
export function toViewLead(lead: FrontierLead, score: number, context?: string): Lead {
  const ctx = context ?? lead.context;
  return {
    url: lead.url,
    label: lead.label,
    from: lead.fromTitle,
    score,
    group: lead.group,
    ...(ctx ? { context: ctx } : {}),
  };
}
