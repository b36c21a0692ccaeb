/**
 * The least score a move of the ranker (`rank.ts`) must reach to be made: one word of the
 * instruction in what surrounds the control, or hidden under it. Set by hand.
 */
export const RANK_FLOOR = 0.6;
