/** Markdown inline syntax removed, for heading text and summaries: links, emphasis, code, images. */
export function plainInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A Markdown block as plain prose: list markers, quote marks, table pipes and rules dropped. */
export function plainBlock(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      plainInline(
        line
          .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
          .replace(/^\s*>+\s?/, '')
          .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/, '')
          .replace(/^\s*#{1,6}\s+/, '')
          .replace(/\s*\|\s*/g, ' | ')
          .replace(/^ \| | \| $/g, ''),
      ),
    )
    .filter((line) => line.length > 0)
    .join('\n');
}
