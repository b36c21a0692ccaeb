import type { Document } from 'domhandler';
import type { Passage } from '../../core/place.ts';

/** What the web world needs from the extraction of a page's main content. */
export interface ArticleText {
  title?: string | null | undefined;
  lang?: string | null | undefined;
  excerpt?: string | null | undefined;
  text: string;
  passages: Passage[];
}

/** Reads the main text of a parsed page; must not change the tree. */
export type Extractor = (doc: Document, url: string) => ArticleText | Promise<ArticleText>;
