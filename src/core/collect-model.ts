import type { Usage } from './action.ts';

/** An item as a model reads it for a summary: numbered, so that sentences can cite it as [n]. */
export interface ItemBrief {
  n: number;
  title: string;
  author?: string;
  published?: string;
  text: string;
}

/**
 * A language model's part in collecting: it judges, from an item's own words, whether an item
 * whose title does not say the topic is about it, and writes the summary with citations. Both
 * answer null when the model could not say (a failure, a reply of the wrong shape): the offline
 * judgement stands then.
 */
export interface CollectModel {
  readonly name: string;
  judge(
    request: string,
    item: { title: string; text: string },
    signal: AbortSignal,
  ): Promise<{ about: boolean; reason: string; usage: Usage } | null>;
  summarize(
    request: string,
    items: readonly ItemBrief[],
    signal: AbortSignal,
  ): Promise<{ text: string; usage: Usage } | null>;
}
