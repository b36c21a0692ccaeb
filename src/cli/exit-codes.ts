/** Exit codes of every command: found or done, not found or budget spent, bad input. */
export const EXIT_FOUND = 0;
export const EXIT_NOT_FOUND = 1;
export const EXIT_BAD_INPUT = 2;
