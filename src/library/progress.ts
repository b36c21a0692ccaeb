/** A step of a build, as reported to `onProgress`. */
export interface BuildProgress {
  phase: 'scan' | 'ingest' | 'summarize' | 'tree' | 'done';
  documents: { done: number; total: number };
  sections: { done: number; total: number };
  /** Summaries written or taken from the cache; the total grows as the upper levels are known. */
  summaries: { done: number; total: number };
  llmCalls: number;
  tokens: number;
  /** Seconds left, estimated from the pace of the summaries so far. */
  etaSeconds?: number;
}

export interface BuildReport {
  /** The library file. */
  library: string;
  documents: { added: number; changed: number; removed: number; unchanged: number; total: number };
  /** Documents shelved, aliases of a kept copy (duplicates), and set aside (no content of their own). */
  roles: { kept: number; aliases: number; aside: number };
  nodes: { catalog: number; shelf: number; group: number; document: number; section: number; chunk: number };
  summaries: { computed: number; cached: number };
  llmCalls: number;
  tokens: number;
  ms: number;
}
