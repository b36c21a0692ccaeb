import { describe, expect, it } from 'vitest';
import { decodePage, encodingName, sniffMetaCharset } from './charset.ts';
import { parseContentType, readableKind } from './content-type.ts';

const ascii = (s: string) => new TextEncoder().encode(s);

describe('charset', () => {
  it('knows encoding labels by their WHATWG names', () => {
    expect(encodingName('latin1')).toBe('windows-1252');
    expect(encodingName('Shift_JIS')).toBe('shift_jis');
    expect(encodingName('no-such-charset')).toBeUndefined();
  });

  it('sniffs <meta charset> and http-equiv, treating a declared UTF-16 as UTF-8', () => {
    expect(sniffMetaCharset(ascii('<head><meta charset=iso-8859-2>'))).toBe('iso-8859-2');
    expect(
      sniffMetaCharset(ascii(`<meta http-equiv="content-type" content="text/html;charset='koi8-r'">`)),
    ).toBe('koi8-r');
    expect(sniffMetaCharset(ascii('<meta charset="utf-16">'))).toBe('utf-8');
    expect(sniffMetaCharset(ascii(`${' '.repeat(3000)}<meta charset="koi8-r">`))).toBeUndefined();
  });

  it('decodes by BOM, then header, then meta, then UTF-8', () => {
    const e9 = Uint8Array.from([0x3c, 0x70, 0x3e, 0xe9]);
    expect(decodePage(e9, 'windows-1252')).toEqual({ text: '<p>é', charset: 'windows-1252' });
    expect(decodePage(e9).text).toBe('<p>\uFFFD');
    expect(decodePage(e9, 'bogus').charset).toBe('utf-8');
    const utf16 = Uint8Array.from([0xff, 0xfe, 0x68, 0x00, 0x69, 0x00]);
    expect(decodePage(utf16, 'windows-1252')).toEqual({ text: 'hi', charset: 'utf-16le' });
  });
});

describe('content type', () => {
  it('splits media type and charset', () => {
    expect(parseContentType('Text/HTML; Charset="ISO-8859-1"')).toEqual({
      mime: 'text/html',
      charset: 'iso-8859-1',
    });
    expect(parseContentType(null)).toEqual({ mime: '' });
  });

  it('reads HTML and text, nothing else', () => {
    expect(readableKind('text/html')).toBe('html');
    expect(readableKind('application/xhtml+xml')).toBe('html');
    expect(readableKind('')).toBe('html');
    expect(readableKind('text/plain')).toBe('text');
    expect(readableKind('application/json')).toBeNull();
    expect(readableKind('image/png')).toBeNull();
  });
});
