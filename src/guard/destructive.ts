/** The guard's rule on controls that cannot be taken back; the words themselves live in core. */
export { destructiveKind, instructionAsks, sameAction } from '../core/irreversible.ts';
