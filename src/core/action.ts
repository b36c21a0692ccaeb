/** The moves a brain can choose. Option numbers are the ids shown in the view. */
export type Action =
  | { type: 'open'; option: number }
  /** Back one place, or `levels` places at once (out of a branch whose places hold nothing left to try). */
  | { type: 'back'; levels?: number }
  | { type: 'read' }
  | { type: 'collect'; options: number[] }
  | { type: 'fill'; option: number; text: string }
  | { type: 'stop'; reason: string }
  /**
   * Go to a page by its address: a lead kept from another page (a listing's next page, an item
   * seen earlier, a page the site's own index names), not an option of the place on screen.
   */
  | { type: 'follow'; url: string };

export type ActionType = Action['type'];

/** A brain's choice and why. */
export interface Decision {
  action: Action;
  reason: string;
  /** Which brain actually decided (e.g. a heuristic fallback inside an LLM brain). */
  by?: string;
  usage?: Usage;
  /** Something the user must hear once, with the step this decision leads to (e.g. the model was given up). */
  warning?: string;
}

export interface Usage {
  llmCalls: number;
  tokensIn: number;
  tokensOut: number;
}

export function describeAction(action: Action): string {
  switch (action.type) {
    case 'open':
      return `open(${action.option})`;
    case 'back':
      return action.levels && action.levels > 1 ? `back(${action.levels})` : 'back()';
    case 'read':
      return 'read()';
    case 'collect':
      return `collect(${action.options.join(',')})`;
    case 'fill':
      return `fill(${action.option}, ${JSON.stringify(action.text)})`;
    case 'stop':
      return `stop(${JSON.stringify(action.reason)})`;
    case 'follow':
      return `follow(${action.url})`;
  }
}
