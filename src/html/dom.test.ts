import { describe, expect, it } from 'vitest';
import { textOf } from './dom.ts';
import { parseHtml } from './parse.ts';

describe('textOf', () => {
  const doc = parseHtml(
    `<ul><li>${Array.from({ length: 400 }, (_, i) => `<a href="/m/${i}">Reply number ${i}</a>\n      `).join('')}</li></ul>`,
  );

  it('reads the whole text without a limit', () => {
    const all = textOf(doc);
    expect(all.startsWith('Reply number 0 Reply number 1')).toBe(true);
    expect(all.endsWith('Reply number 399')).toBe(true);
  });

  it('stops early past a limit, still longer than the limit', () => {
    const cut = textOf(doc, undefined, 100);
    expect(cut.length).toBeGreaterThan(100);
    expect(cut.length).toBeLessThan(textOf(doc).length / 4);
  });

  it('never cuts a text that is short once squashed, however much it is indented', () => {
    const indented = parseHtml(`<p>${'word '.repeat(20)}${' '.repeat(5000)}${'\n'.repeat(500)}end</p>`);
    expect(textOf(indented, undefined, 200)).toBe(`${'word '.repeat(20)}end`);
  });
});
