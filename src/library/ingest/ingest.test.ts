import { describe, expect, it } from 'vitest';
import { countTokens } from '../../core/tokens.ts';
import { chunkLines } from './chunk.ts';
import { ingestDocument } from './ingest-document.ts';
import type { SourceLine } from './types.ts';

const ingest = (file: string, content: string, chunkTokens = 300) =>
  ingestDocument({ file, absolutePath: `/docs/${file}`, content, chunkTokens });

describe('ingestDocument', () => {
  it('splits Markdown by headings with heading paths and 1-based inclusive line ranges', () => {
    const md = [
      '---', // 1
      'title: Ignored When There Is An H1', // 2
      '---', // 3
      'Some preamble text.', // 4
      '', // 5
      '# Refund Policy', // 6
      '', // 7
      'Returns within 30 days.', // 8
      '', // 9
      '## How to Return', // 10
      '### Damaged Items', // 11
      'Refunded at 50% unless reported.', // 12
      '```', // 13
      '# not a heading', // 14
      '```', // 15
      '', // 16
      'Shipping Costs', // 17
      '--------------', // 18
      'We pay up to $20.', // 19
    ].join('\n');
    const doc = ingest('policies/refund-policy.md', md);
    expect(doc.title).toBe('Refund Policy');
    expect(doc.format).toBe('markdown');
    expect(doc.sections.map((s) => [s.headingPath.join(' > '), s.lines])).toEqual([
      ['', [4, 4]],
      ['Refund Policy', [6, 8]],
      ['Refund Policy > How to Return > Damaged Items', [11, 15]],
      ['Refund Policy > Shipping Costs', [17, 19]],
    ]);
    expect(doc.sections[2]?.text).toContain('# not a heading');
    expect(doc.sections[0]?.title).toBe('Refund Policy');
  });

  it('humanizes the file name when there is no H1', () => {
    expect(ingest('a/claim_process-v2.md', '## Step\n\ntext').title).toBe('Claim Process V2');
  });

  it('keeps the original line numbers of HTML headings', () => {
    const html = [
      '<!doctype html>', // 1
      '<html><head><title>Refunds | Shop</title></head>', // 2
      '<body><nav><a href="/">Home</a></nav>', // 3
      '<main>', // 4
      '<h1>Refund Policy</h1>', // 5
      '<p>You can return any item within 30 days of delivery for a full refund.</p>', // 6
      '<h2>How to return</h2>', // 7
      '<p>Pack the item and print the label from your account page.', // 8
      'Drop it at any post office near you.</p>', // 9
      '<h3>Damaged items</h3>', // 10
      '<p>Damaged items are refunded at 50% unless reported within 48 hours.</p>', // 11
      '</main></body></html>', // 12
    ].join('\n');
    const doc = ingest('refunds.html', html);
    expect(doc.title).toBe('Refund Policy');
    expect(doc.sections.map((s) => [s.headingPath.join(' > '), s.lines])).toEqual([
      ['Refund Policy', [5, 6]],
      ['Refund Policy > How to return', [7, 8]],
      ['Refund Policy > How to return > Damaged items', [10, 11]],
    ]);
  });

  it('finds Title-Case headings in plain text', () => {
    const text = [
      'Travel Insurance Terms', // 1
      '', // 2
      'This policy covers trips of up to 90 days.', // 3
      '', // 4
      'Lost Luggage and Delays', // 5
      '', // 6
      'We pay up to $500 per bag.', // 7
      'Claims must be filed within 30 days.', // 8
      '', // 9
      'This line is a sentence, not a heading', // 10
      '', // 11
      '2. Medical Emergencies', // 12
      '', // 13
      'Call the hotline first.', // 14
    ].join('\n');
    const doc = ingest('terms.txt', text);
    expect(doc.title).toBe('Travel Insurance Terms');
    expect(doc.sections.map((s) => [s.headingPath.join(' > '), s.lines])).toEqual([
      ['Travel Insurance Terms', [1, 3]],
      ['Travel Insurance Terms > Lost Luggage and Delays', [5, 10]],
      ['Travel Insurance Terms > 2. Medical Emergencies', [12, 14]],
    ]);
  });
});

describe('chunkLines', () => {
  const lines = (texts: string[]): SourceLine[] => texts.map((text, i) => ({ text, line: i + 1 }));
  const sentence = (i: number) => `Sentence number ${i} says something about refunds and limits of $${i}.`;

  it('keeps every chunk within the bound and cuts at paragraph boundaries', () => {
    const body: string[] = [];
    for (let p = 0; p < 20; p++) body.push(sentence(p), sentence(p + 100), '');
    const chunks = chunkLines(lines(body), 60);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) {
      expect(countTokens(c.text)).toBeLessThanOrEqual(60);
      // Paragraphs are two lines starting at 1, 4, 7, …: a chunk starts at one and ends at one's end.
      expect((c.lines[0] - 1) % 3).toBe(0);
      expect((c.lines[1] - 2) % 3).toBe(0);
    }
    expect(chunks.map((c) => c.text).join(' ')).toContain(sentence(119));
  });

  it('splits one huge line into bounded pieces on the same line number', () => {
    const huge = Array.from({ length: 80 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkLines(lines(['intro', '', huge]), 50);
    for (const c of chunks) expect(countTokens(c.text)).toBeLessThanOrEqual(50);
    expect(chunks.slice(1).every((c) => c.lines[0] === 3 && c.lines[1] === 3)).toBe(true);
    const hugeNoSpaces = 'x'.repeat(5000);
    for (const c of chunkLines(lines([hugeNoSpaces]), 40))
      expect(countTokens(c.text)).toBeLessThanOrEqual(40);
  });
});
