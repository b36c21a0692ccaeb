import type { Brain } from '../core/brain.ts';
import type { Budget } from '../core/budget.ts';
import type { Lexicon } from '../core/lexicon.ts';
import type { Query } from '../core/query.ts';
import type { Step } from '../core/trail.ts';
import type { World } from '../core/world.ts';

/** Everything a strategy needs for one run. */
export interface StrategyContext {
  question: string;
  /** The question with the words a lexicon relates to it; built from the question alone when absent. */
  query?: Query;
  /** Where the meanings of the site's words come from (a lexicon), when there is one. */
  lexicon?: Lexicon | null;
  start: string;
  world: World;
  brain: Brain;
  budget: Budget;
  /** Aborted by the caller; the strategy also ends itself when the time budget is spent. */
  signal: AbortSignal;
  allowExternal: boolean;
  /** Called as each step is recorded, for progress lines and streaming. */
  onStep: (step: Step) => void;
}
