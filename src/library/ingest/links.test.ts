import { describe, expect, it } from 'vitest';
import { unlinkLine } from './links.ts';

describe('unlinkLine', () => {
  it('keeps the label of an inline link and drops its URL and title', () => {
    expect(
      unlinkLine(
        '(3) "Dirt bike" has the meaning in [§ 50-2201.02(6)](file:///us/dc/code/50-2201.02.html) here.',
      ),
    ).toBe('(3) "Dirt bike" has the meaning in § 50-2201.02(6) here.');
    expect(unlinkLine('See [the guide](https://x.example/a_(b) "Guide") now')).toBe('See the guide now');
  });

  it('turns an image into its alt text, also inside a link', () => {
    expect(unlinkLine('[![Logo](logo.png)](index.html) home')).toBe('Logo home');
    expect(unlinkLine('a ![](spacer.gif) b')).toBe('a  b');
  });

  it('handles reference links, their definitions and autolinks', () => {
    expect(unlinkLine('Read [the spec][spec] and [this][].')).toBe('Read the spec and this.');
    expect(unlinkLine('[spec]: https://spec.example/v1 "Spec"')).toBe('');
    expect(unlinkLine('Mail <help@example.org> or see <https://example.org/faq>.')).toBe(
      'Mail help@example.org or see https://example.org/faq.',
    );
  });

  it('leaves code spans, escaped brackets, emphasis and plain brackets as written', () => {
    expect(unlinkLine('Call `f[0](x)` then [**run**](run.html).')).toBe('Call `f[0](x)` then **run**.');
    expect(unlinkLine('An array \\[0\\](not a link) and [1] alone.')).toBe(
      'An array \\[0\\](not a link) and [1] alone.',
    );
    expect(unlinkLine('An [unclosed](link')).toBe('An [unclosed](link');
  });
});
