import { describe, expect, it } from 'vitest';
import { clip, codeNames, fold, identifierParts, joinedName, keyTerms, stem, terms, words } from './text.ts';

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

  it('counts a name of code joined by underscores or dots whole, unstemmed, beside its words', () => {
    expect(terms('Run tar_extract before loading')).toEqual(['run', 'tar_extract', 'tar', 'extract', 'load']);
    expect(terms('call shelf.open_book() now')).toEqual([
      'call',
      'shelf.open_book',
      'shelf',
      'open',
      'book',
      'now',
    ]);
    expect(terms('edit kiln.conf.')).toEqual(['edit', 'kiln.conf', 'kiln', 'conf']);
  });

  it('keeps numbers, abbreviations of single letters and plain words as they were', () => {
    expect(terms('Lamps e.g. 4.5W bulbs from the U.S. at v3.1')).toEqual(['lamp', '4.5w', 'bulb', 'v3.1']);
    expect(joinedName('e.g')).toBeUndefined();
    expect(joinedName('v3.1')).toBeUndefined();
    expect(joinedName('io.sys')).toBe('io.sys');
    expect(terms('__slots__ and a__b')).toEqual(['slot']);
  });

  it('lists the names of code in a text with the terms of their words', () => {
    expect(codeNames('set max_walkers, then readQueueDepth; the plain words stay out')).toEqual([
      { whole: 'max_walkers', parts: ['max', 'walker'] },
      { whole: 'readqueuedepth', parts: ['read', 'queu', 'depth'] },
    ]);
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
