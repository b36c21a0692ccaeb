/**
 * IP address literals as bytes (4 for IPv4, 16 for IPv6), parsed the way URL hosts and
 * `inet_aton` read them, so odd spellings (`2130706433`, `0x7f.1`, `0177.0.0.1`) mean what a
 * socket would connect to.
 */

/** The address `text` names, or null when it is not an IP literal. Brackets and a zone are dropped. */
export function parseIp(text: string): Uint8Array | null {
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  return bare.includes(':') ? parseIPv6(bare) : parseIPv4(bare);
}

/** An IPv4 address in any of inet_aton's forms: 1 to 4 parts, each decimal, octal (0…) or hex (0x…). */
export function parseIPv4(text: string): Uint8Array | null {
  // A URL host may end with one dot.
  const parts = text.replace(/\.$/, '').split('.');
  if (parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const n = ipv4Part(part);
    if (n === null) return null;
    numbers.push(n);
  }
  const last = numbers.pop();
  if (last === undefined || numbers.some((n) => n > 255) || last >= 256 ** (4 - numbers.length)) return null;
  const value = numbers.reduce((sum, n, i) => sum + n * 256 ** (3 - i), 0) + last;
  return Uint8Array.of(value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255);
}

function ipv4Part(part: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
  if (/^0[0-7]+$/.test(part)) return Number.parseInt(part.slice(1), 8);
  if (/^(?:0|[1-9][0-9]*)$/.test(part)) return Number(part);
  return null;
}

/** An IPv6 address: eight hex groups, one `::` run of zeros, optionally a dotted IPv4 tail. */
export function parseIPv6(text: string): Uint8Array | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...new Array<number>(missing).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  all.forEach((g, i) => {
    bytes[i * 2] = g >> 8;
    bytes[i * 2 + 1] = g & 255;
  });
  return bytes;
}

/** The 16-bit groups of one side of `::`; a dotted IPv4 address may end the last side. */
function groups(side: string): number[] | null {
  if (side === '') return [];
  const parts = side.split(':');
  const out: number[] = [];
  for (const [i, part] of parts.entries()) {
    if (i === parts.length - 1 && part.includes('.')) {
      if (!/^\d{1,3}(?:\.\d{1,3}){3}$/.test(part)) return null;
      const v4 = parseIPv4(part);
      if (!v4) return null;
      out.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
    } else {
      if (!/^[0-9a-f]{1,4}$/i.test(part)) return null;
      out.push(Number.parseInt(part, 16));
    }
  }
  return out;
}

/** The usual text of an address: dotted IPv4, or IPv6 as URLs print it (`::ffff:7f00:1`). */
export function formatIp(bytes: Uint8Array): string {
  if (bytes.length === 4) return Array.from(bytes).join('.');
  const words = Array.from({ length: 8 }, (_, i) => ((bytes[i * 2] ?? 0) << 8) | (bytes[i * 2 + 1] ?? 0));
  // The longest run of two or more zero groups becomes `::`.
  let best = { at: -1, length: 1 };
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > best.length) best = { at: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = words.map((w) => w.toString(16));
  if (best.at < 0) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`;
}
