import { createHash } from 'node:crypto';
import { fold } from '../../core/text.ts';

/** The catalog's id: the root of every library. */
export const CATALOG_ID = 'catalog';

export function shelfId(key: string): string {
  return `shelf:${key || '.'}`;
}

/** A group above documents: stable while its parent and label are. */
export function upperGroupId(parent: string, label: string): string {
  return `group:${shortHash(`${parent}\n${label}`)}`;
}

/** A group of sections inside a document. */
export function sectionGroupId(documentId: string, labels: readonly string[]): string {
  return `${documentId}#group:${shortHash(labels.join('\n'))}`;
}

/** "Oil Change / Drain Plug" → "oil-change/drain-plug". */
export function slugPath(headingPath: readonly string[]): string {
  return headingPath.map(slug).join('/') || 'intro';
}

export function slug(text: string): string {
  return (
    fold(text)
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'untitled'
  );
}

export function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Makes labels unique among siblings by numbering repeats: "Notes", "Notes (2)". */
export function uniqueLabels(labels: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return n === 1 ? label : `${label} (${n})`;
  });
}
