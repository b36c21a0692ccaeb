import { type Document, DomHandler } from 'domhandler';
import { decodeHTML, decodeHTMLAttribute } from 'entities';
import { Parser } from 'htmlparser2';

/**
 * Elements whose text the tokenizer reads raw (never decoding entities) when they open in HTML
 * content; in SVG or MathML they are ordinary elements. (<title> and <textarea> are decoded
 * either way.)
 */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);

/**
 * Builds the same tree as htmlparser2's own entity decoding, but decodes whole text runs and
 * attribute values once, and only those holding an `&`. With decoding left to the handler the
 * tokenizer skips through text and attribute values instead of inspecting every character,
 * which is most of the cost of parsing a page.
 */
class DecodingHandler extends DomHandler {
  private htmlParser: Parser | null = null;
  /** Set while a CDATA section's content arrives as text (in SVG or MathML): never decoded. */
  inCdata = false;

  setParser(parser: Parser): void {
    this.htmlParser = parser;
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    for (const key in attribs) {
      const value = attribs[key] as string;
      if (value.includes('&')) attribs[key] = decodeHTMLAttribute(value);
    }
    super.onopentag(name, attribs);
  }

  override ontext(data: string): void {
    super.ontext(data.includes('&') && this.decodesText() ? decodeHTML(data) : data);
  }

  /** Whether the tokenizer would have decoded text here: not in CDATA, nor in raw-text elements. */
  private decodesText(): boolean {
    if (this.inCdata) return false;
    const parent = this.tagStack[this.tagStack.length - 1];
    if (!parent || parent.type === 'root' || !('name' in parent) || !RAW_TEXT.has(parent.name)) return true;
    // Raw text only where the tokenizer saw the tag outside SVG and MathML.
    return this.htmlParser?.isInForeignContext() ?? false;
  }
}

/** Tells the handler which text is a CDATA section's. */
class CdataMarkingParser extends Parser {
  private readonly handler: DecodingHandler;

  constructor(handler: DecodingHandler) {
    super(handler, { decodeEntities: false });
    this.handler = handler;
  }

  override oncdata(start: number, endIndex: number, offset: number): void {
    this.handler.inCdata = true;
    try {
      super.oncdata(start, endIndex, offset);
    } finally {
      this.handler.inCdata = false;
    }
  }
}

/**
 * Parses a page once; every analysis (facts, links, menus, extraction) reads the same tree and
 * none of them may change it.
 */
export function parseHtml(html: string): Document {
  const handler = new DecodingHandler();
  const parser = new CdataMarkingParser(handler);
  handler.setParser(parser);
  parser.end(html);
  return handler.root;
}
