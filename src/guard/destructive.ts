/** The guard's rule on controls that cannot be taken back; the words themselves live in core. */
export { destructiveKind, destructiveLinkKind, instructionAsks, sameAction } from '../core/irreversible.ts';
