export { citationFor } from './citation.ts';
export { DEFAULT_BEAM_WIDTH, DEFAULT_SEARCH_READS, type DrillOptions, drill } from './drill.ts';
export { quoteOccurs } from './quote-check.ts';
