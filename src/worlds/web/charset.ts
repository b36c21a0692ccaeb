/** How many leading bytes are searched for a `<meta charset>` (as browsers do, roughly). */
const SNIFF_BYTES = 2048;

/** The WHATWG name of an encoding label, or undefined when TextDecoder does not know it. */
export function encodingName(label: string | undefined): string | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined;
  }
}

/** The encoding a byte order mark announces. */
function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** The charset named by `<meta charset>` or `<meta http-equiv=Content-Type>` near the start. */
export function sniffMetaCharset(bytes: Uint8Array): string | undefined {
  // Latin-1 maps every byte to one character, so ASCII markup reads correctly whatever the encoding.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, SNIFF_BYTES));
  for (const m of head.matchAll(/<meta\b[^>]*>/gi)) {
    const c = /charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(m[0]);
    const name = encodingName(c?.[1]);
    // A page that could be read as ASCII to find this cannot really be UTF-16.
    if (name) return name.startsWith('utf-16') ? 'utf-8' : name;
  }
  return undefined;
}

/**
 * Decodes a page: a byte order mark wins, then the Content-Type charset, then a `<meta>` charset
 * in the first 2 KB, then UTF-8. Unknown bytes become U+FFFD rather than failing.
 */
export function decodePage(bytes: Uint8Array, headerCharset?: string): { text: string; charset: string } {
  const charset = bomEncoding(bytes) ?? encodingName(headerCharset) ?? sniffMetaCharset(bytes) ?? 'utf-8';
  return { text: new TextDecoder(charset).decode(bytes), charset };
}
