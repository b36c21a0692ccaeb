/** A line of a document's Markdown view, with its line number in the original file (1-based). */
export interface SourceLine {
  text: string;
  line: number;
  /** Set when the line is a heading (its marker and inline syntax removed). */
  heading?: { level: number; text: string };
  /** Set for lines that carry no content (a setext underline, front matter). */
  skip?: boolean;
  /** The labels of the line's links to other pages (the text keeps only the labels). */
  links?: string[];
}

/** A token-bounded piece of a section, with its own line range. */
export interface Chunk {
  lines: [number, number];
  text: string;
  /** The labels of the links to other pages in the chunk's text. */
  links?: string[];
}

export interface Section {
  /** Headings above and including this section's own, outermost first; empty for a preamble. */
  headingPath: string[];
  title: string;
  /** First and last line (1-based, inclusive) in the source file, heading line included. */
  lines: [number, number];
  /** The body as Markdown with each link as its label, no URL (heading line excluded). */
  text: string;
  chunks: Chunk[];
}

export type DocumentFormat = 'markdown' | 'html' | 'text';

export interface IngestedDocument {
  /** Relative to the docs folder, with `/` separators. */
  file: string;
  format: DocumentFormat;
  title: string;
  sections: Section[];
  /**
   * An HTML page's navigation links in order (menus, sidebar, table of contents), as paths relative
   * to the docs folder, not yet matched to files: what the site's order is built from.
   */
  navigation?: string[];
}
