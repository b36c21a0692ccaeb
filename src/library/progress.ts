/** A step of a build, as reported to `onProgress`. */
export interface BuildProgress {
  /** `summarize` reads, ingests, summarizes and stores the documents, one after another. */
  phase: 'scan' | 'summarize' | 'tree' | 'done';
  documents: { done: number; total: number };
  /** The total is estimated from the documents read so far, and exact once they all are. */
  sections: { done: number; total: number };
  /**
   * Summaries written or taken from the cache; the total is estimated from the documents read so
   * far, then grows by the upper levels once they are known.
   */
  summaries: { done: number; total: number };
  llmCalls: number;
  tokens: number;
  /** Seconds left, estimated from the pace of the documents so far. */
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
  /** Documents read and stored (added or changed) per second of the whole build. */
  documentsPerSecond: number;
  /** Time in each phase: finding what changed, building the documents, the levels above them. */
  phaseMs: { scan: number; summarize: number; tree: number };
}
