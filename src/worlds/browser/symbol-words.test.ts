import { describe, expect, it } from 'vitest';
import { symbolWords } from './symbol-words.ts';

describe('symbolWords', () => {
  it('names a glyph by its Unicode name, without the words of how it is drawn', () => {
    expect(symbolWords('☆')).toBe('star');
    expect(symbolWords('★')).toBe('star');
    expect(symbolWords('+')).toBe('plus');
    expect(symbolWords('▲')).toBe('up pointing triangle');
    expect(symbolWords('✉')).toBe('envelope');
  });

  it('gives nothing for text that names itself or holds no symbol', () => {
    expect(symbolWords('Save')).toBe('');
    expect(symbolWords('★ 4')).toBe('');
    expect(symbolWords('')).toBe('');
  });
});
