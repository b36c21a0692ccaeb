import type { QueryHint } from '../core/query.ts';
import type { AriadneConfig } from './config-schema.ts';

/** The configured hints as the query takes them: when a question matches, its words join the query. */
export function queryHints(config: Pick<AriadneConfig, 'hints'>): QueryHint[] {
  return config.hints.map((h) => ({ when: new RegExp(h.when, 'i'), expand: h.prefer }));
}
