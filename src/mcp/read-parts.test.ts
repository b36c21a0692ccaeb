import { describe, expect, it } from 'vitest';
import { countTokens } from '../core/tokens.ts';
import { splitIntoParts } from './read-parts.ts';

describe('splitIntoParts', () => {
  it('keeps a short text whole', () => {
    expect(splitIntoParts('# Title\n\nOne paragraph.', 100)).toEqual(['# Title\n\nOne paragraph.']);
    expect(splitIntoParts('', 100)).toEqual([]);
  });

  it('cuts at blocks, keeps each part in budget and loses no word', () => {
    const blocks = Array.from({ length: 40 }, (_, i) => `Block ${i} says something about torque and bolts.`);
    const table = ['| a | b |', '| --- | --- |', '| 1 | 2 |'].join('\n');
    const text = [...blocks.slice(0, 20), table, ...blocks.slice(20)].join('\n\n');
    const parts = splitIntoParts(text, 60);
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(countTokens(part)).toBeLessThanOrEqual(60);
    expect(parts.join('\n\n')).toBe(text);
    // The table's lines stay together in one part.
    expect(parts.some((p) => p.includes(table))).toBe(true);
  });

  it('cuts a block without boundaries where the budget ends', () => {
    const text = 'x'.repeat(5000);
    const parts = splitIntoParts(text, 50);
    for (const part of parts) expect(countTokens(part)).toBeLessThanOrEqual(50);
    expect(parts.join('')).toBe(text);
  });
});
