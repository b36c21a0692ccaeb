/**
 * Every page script under the name the Node side calls it by. The type checks each one against
 * the signature `PageScripts` declares there; `scripts/bundle-page-scripts.ts` bundles each (the
 * default export of the file named after it) into the source text the browser world evaluates.
 */
import type { PageScripts } from '../page-scripts.ts';
import bodyText from './body-text.ts';
import changesSeen from './changes-seen.ts';
import countPendingTimers from './count-pending-timers.ts';
import domQuiet from './dom-quiet.ts';
import markListeners from './mark-listeners.ts';
import pendingTimers from './pending-timers.ts';
import readControls from './read-controls.ts';
import readText from './read-text.ts';
import scroller from './scroller.ts';
import shownNumbers from './shown-numbers.ts';
import watchChanges from './watch-changes.ts';

export const PAGE_SCRIPTS: PageScripts = {
  bodyText,
  changesSeen,
  countPendingTimers,
  domQuiet,
  markListeners,
  pendingTimers,
  readControls,
  readText,
  scroller,
  shownNumbers,
  watchChanges,
};
