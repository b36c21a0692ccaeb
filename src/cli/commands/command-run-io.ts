import type { Step } from '../../core/trail.ts';
import type { HostPacer } from '../../worlds/web/index.ts';

/** What a run of a command is given beside its options: when to stop, where steps go, whose pace to keep. */
export interface CommandRunIo {
  signal: AbortSignal;
  onStep?: (step: Step) => void;
  /** A pace shared beyond this run (a batch's workers); else the command's own rate. */
  pacer?: HostPacer;
}
