import { describe, expect, it } from 'vitest';
import { clip, fold, identifierParts, keyTerms, stem, terms, words } from './text.ts';

describe('words and terms', () => {
  it('keeps decimals and engine sizes whole', () => {
    expect(words('2004 Accord L4-2.4L, 10.5 psi')).toEqual(['2004', 'accord', 'l4', '2.4l', '10.5', 'psi']);
  });

  it('folds case and accents', () => {
    expect(fold('Émission Contrôle')).toBe('emission controle');
  });

  it('drops stopwords and question words', () => {
    expect(terms('What is the oil pressure at idle?')).toEqual(['oil', 'pressur', 'idle']);
  });

  it('makes plural, -ed, -ing and -ation forms meet', () => {
    expect(stem('specifications')).toBe(stem('specification'));
    expect(stem('located')).toBe(stem('location'));
    expect(stem('capacities')).toBe(stem('capacity'));
    expect(stem('bleeding')).toBe(stem('bleed'));
    expect(stem('torque')).toBe(stem('torques'));
  });

  it('gives a short word its e back and keeps it apart from its neighbour without one', () => {
    expect(stem('riding')).toBe(stem('ride'));
    expect(stem('caring')).toBe(stem('care'));
    expect(stem('bikes')).toBe(stem('biking'));
    expect(stem('stopping')).toBe('stop');
    expect(stem('care')).not.toBe(stem('cars'));
    expect(stem('rate')).not.toBe(stem('rats'));
    expect(stem('site')).not.toBe(stem('sit'));
  });

  it('leaves numbers and short words alone', () => {
    expect(stem('2.4l')).toBe('2.4l');
    expect(stem('gas')).toBe('gas');
  });

  it('counts the words of a camel-case identifier of code beside the whole', () => {
    expect(terms('Set retryLimit on the client')).toEqual(['set', 'retrylimit', 'retry', 'limit', 'client']);
    expect(identifierParts('parseHTTPHeader')).toEqual(['parse', 'http', 'header']);
    // Capitalised words with capitals inside are often names; one case is one word.
    expect(terms('BigCorp ships XMLReader')).toEqual(['bigcorp', 'ship', 'xmlreader']);
    expect(terms('Parser PARSER parser 2.4L')).toEqual(['parser', 'parser', 'parser', '2.4l']);
    expect(identifierParts('iPad')).toEqual([]);
  });

  it('gives distinct key terms in order', () => {
    expect(keyTerms('Oil pressure; oil PRESSURE at idle')).toEqual(['oil', 'pressur', 'idle']);
  });
});

describe('clip', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(clip('the quick brown fox jumps', 16)).toBe('the quick brown…');
    expect(clip('short', 10)).toBe('short');
    expect(clip('abc', 0)).toBe('');
  });
});
