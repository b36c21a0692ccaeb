import type { Document } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * Parses a page once; every analysis (facts, links, menus, extraction) reads the same tree and
 * none of them may change it.
 */
export function parseHtml(html: string): Document {
  return parseDocument(html, { decodeEntities: true });
}
