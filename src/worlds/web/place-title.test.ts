import { describe, expect, it } from 'vitest';
import { placeTitle } from './place-title.ts';

describe('placeTitle', () => {
  it('keeps the page pick when it is the article title without the site name', () => {
    expect(placeTitle('Getting LEAN with Digital Ad UX', 'Getting LEAN with Digital Ad UX | IAB')).toBe(
      'Getting LEAN with Digital Ad UX',
    );
  });

  it('takes the article title when the page pick is something else or only the site name', () => {
    expect(placeTitle('Silicon Exposed', 'Open Verilog flow for GreenPak4 devices')).toBe(
      'Open Verilog flow for GreenPak4 devices',
    );
    expect(placeTitle('PIXNET', 'A trip to see the maple leaves @ Steven :: PIXNET ::')).toBe(
      'A trip to see the maple leaves @ Steven :: PIXNET ::',
    );
  });

  it('falls back to whichever exists', () => {
    expect(placeTitle('', 'Article')).toBe('Article');
    expect(placeTitle('Page', null)).toBe('Page');
    expect(placeTitle('', undefined)).toBe('');
  });
});
