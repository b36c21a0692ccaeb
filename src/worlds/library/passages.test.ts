import { describe, expect, it } from 'vitest';
import { splitPassages } from './passages.ts';

describe('splitPassages', () => {
  it('splits Markdown into headings, paragraphs, list items, table rows and code, as written', () => {
    const text = [
      '# Oil',
      'Use 5W-30 oil',
      'of API grade SN.',
      '',
      '## Capacity',
      '- With filter: 4.4 qt',
      '1. Drain the oil.',
      '| Item | Value |',
      '|---|:---:|',
      '| Drain plug | 30 ft-lbs |',
      '```',
      'code stays whole',
      '```',
      '### Notes',
      'Last line.',
    ].join('\n');
    const passages = splitPassages(text);
    expect(passages.map((p) => [p.kind, p.text])).toEqual([
      ['heading', 'Oil'],
      ['paragraph', 'Use 5W-30 oil of API grade SN.'],
      ['heading', 'Capacity'],
      ['list-item', 'With filter: 4.4 qt'],
      ['list-item', 'Drain the oil.'],
      ['table-row', 'Item | Value'],
      ['table-row', 'Drain plug | 30 ft-lbs'],
      ['other', 'code stays whole'],
      ['heading', 'Notes'],
      ['paragraph', 'Last line.'],
    ]);
    expect(passages[3]?.headings).toEqual(['Oil', 'Capacity']);
    expect(passages[9]?.headings).toEqual(['Oil', 'Capacity', 'Notes']);
  });

  it('takes plain text paragraph by paragraph', () => {
    expect(splitPassages('One.\n\nTwo\nlines.').map((p) => p.text)).toEqual(['One.', 'Two lines.']);
    expect(splitPassages('  \n')).toEqual([]);
  });
});
