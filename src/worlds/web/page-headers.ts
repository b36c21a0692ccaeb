/** The response headers a loaded page keeps: enough to describe and archive it, nothing private. */
export const KEPT_HEADERS = [
  'content-type',
  'content-length',
  'last-modified',
  'etag',
  'cache-control',
  'location',
  'x-robots-tag',
  'content-language',
  'date',
] as const;

/** The kept headers present in `headers`, under their lowercase names. */
export function keptHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers.get(name);
    if (value !== null) out[name] = value;
  }
  return out;
}
