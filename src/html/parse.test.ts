import type { AnyNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { parseHtml } from './parse.ts';

/** The tree as plain data: types, names, attributes and text. */
function shape(node: AnyNode): unknown {
  return {
    type: node.type,
    ...('attribs' in node ? { name: node.name, attribs: node.attribs } : {}),
    ...('data' in node ? { data: node.data } : {}),
    ...('children' in node ? { children: node.children.map(shape) } : {}),
  };
}

const text = (html: string): string[] => {
  const out: string[] = [];
  const walk = (n: AnyNode): void => {
    if (n.type === 'text') out.push(n.data);
    if ('children' in n) for (const k of n.children) walk(k);
  };
  walk(parseHtml(html));
  return out;
};

describe('parseHtml', () => {
  it('decodes entities in text and attribute values, as an attribute would', () => {
    const doc = parseHtml('<p title="a&amp;b &ampx &amp=c">T&amp;C &notit; &#x41;&#65 &lt</p>');
    const p = doc.children[0];
    expect(p && 'attribs' in p ? p.attribs.title : null).toBe('a&b &ampx &amp=c');
    expect(text('<p>T&amp;C &notit; &#x41;&#65 &lt</p>')).toEqual(['T&C ¬it; AA <']);
  });

  it('leaves raw-text elements alone in HTML but decodes them in SVG and MathML', () => {
    expect(text('<script>a&amp;b</script><style>c&lt;d</style><xmp>&amp;</xmp>')).toEqual([
      'a&amp;b',
      'c&lt;d',
      '&amp;',
    ]);
    expect(text('<svg><script>a&amp;b</script></svg><math><mi><style>q&amp;</style></mi></math>')).toEqual([
      'a&b',
      'q&amp;',
    ]);
    expect(text('<title>t&amp;</title><textarea>x&amp;y</textarea>')).toEqual(['t&', 'x&y']);
  });

  it('keeps a CDATA section in SVG as written', () => {
    expect(text('<svg><![CDATA[a&amp;b]]></svg>')).toEqual(['a&amp;b']);
  });

  it('builds the tree htmlparser2 builds when it decodes entities itself', () => {
    const html =
      '<!doctype html><html><head><title>A &amp; B</title><script>if (a &amp;&amp; b < c) {}</script></head>' +
      '<body><p class="x&amp;y">one &amp two<br>three &copy; <a href="?a=1&amp;b=2&c=3">link</a></p>' +
      '<svg><title>z&amp;</title><style>s&amp;</style><![CDATA[c&amp;]]></svg>a<b&amp;c &lt;<noembed>&amp;</noembed>' +
      '<iframe>&amp;</iframe><plaintext>&amp;<p>&amp;';
    expect(shape(parseHtml(html))).toEqual(shape(parseDocument(html, { decodeEntities: true })));
  });
});
