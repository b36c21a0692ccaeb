/**
 * The names settings and options choose from, apart from the schema so that the command line can
 * offer them without loading the schema's validator.
 */
export const MODES = ['auto', 'json', 'tool', 'text'] as const;
export const BRAINS = ['heuristic', 'llm'] as const;

export type ConfigMode = (typeof MODES)[number];
export type BrainName = (typeof BRAINS)[number];
