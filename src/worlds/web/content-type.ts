/** A Content-Type header split into its media type and charset. */
export interface ContentType {
  mime: string;
  charset?: string;
}

export function parseContentType(header: string | null | undefined): ContentType {
  const [type = '', ...params] = (header ?? '').split(';');
  const result: ContentType = { mime: type.trim().toLowerCase() };
  for (const p of params) {
    const m = /^\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(p);
    if (m?.[1]) result.charset = m[1].toLowerCase();
  }
  return result;
}

/**
 * How a media type can be read: HTML as a page, plain text as a one-block page, anything else
 * not at all. A missing type is read as HTML (servers of static files often omit it).
 */
export function readableKind(mime: string): 'html' | 'text' | null {
  if (mime === '' || mime === 'text/html' || mime === 'application/xhtml+xml') return 'html';
  if (mime === 'text/plain' || mime === 'text/markdown') return 'text';
  return null;
}
