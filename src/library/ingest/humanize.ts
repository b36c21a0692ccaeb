/** A readable title from a file name: "refund-policy_v2.md" → "Refund Policy V2". */
export function humanize(fileName: string): string {
  const base = (fileName.split('/').pop() ?? fileName).replace(/\.[^.]+$/, '');
  const words = base
    .replace(/[-_.]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return fileName;
  return words.map((w) => (w[0] ?? '').toUpperCase() + w.slice(1)).join(' ');
}
