/** A page's bytes as received, decoded: what fetching or reading a file yields before parsing. */
export interface LoadedPage {
  /** Where the page was finally found (after redirects); a file: URL for local files. */
  url: string;
  /** Every URL that redirected to `url`, in order. */
  redirects: string[];
  status: number;
  /** The media type without parameters, lowercased (`text/html`). */
  contentType: string;
  /** How to read the body. */
  kind: 'html' | 'text';
  body: string;
  /** The character encoding the body was decoded with. */
  charset: string;
  /**
   * A selected set of the final response's headers, lowercase names (see `KEPT_HEADERS`); for
   * local files, content-type, content-length and last-modified.
   */
  headers: Record<string, string>;
  /** When the page was received or read (ISO 8601). */
  fetchedAt: string;
}
