import { unicodeName } from 'unicode-name';

/**
 * Words of the Unicode names of a run of symbols, the words that only say how a glyph is drawn
 * (filled or outlined, weight, size) left out: "☆" → "star", "+" → "plus", "▲" → "up pointing
 * triangle", "🗑" → "wastebasket". A person names such a control by what it shows. "" when the
 * text holds a letter or a digit (it names itself) or no symbol.
 */
export function symbolWords(text: string): string {
  const glyphs = [...text.replace(/\s+/g, '')];
  if (glyphs.length === 0 || glyphs.length > 4 || /[\p{L}\p{N}]/u.test(text)) return '';
  const words = glyphs.flatMap((glyph) =>
    (unicodeName(glyph) ?? '')
      .toLowerCase()
      .split(/[\s-]+/)
      .filter((w) => w && !DRAWN.has(w)),
  );
  return [...new Set(words)].join(' ');
}

/** Words of Unicode names that describe the drawing of a glyph, not what it shows. */
const DRAWN = new Set([
  'black',
  'white',
  'heavy',
  'light',
  'medium',
  'small',
  'large',
  'bold',
  'sign',
  'suit',
  'variation',
  'selector',
  'emoji',
  'presentation',
  'outlined',
  'filled',
]);
