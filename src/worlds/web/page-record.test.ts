import { describe, expect, it } from 'vitest';
import type { LoadedPage } from './loaded-page.ts';
import { pageRecord } from './page-record.ts';

function loaded(overrides: Partial<LoadedPage>): LoadedPage {
  return {
    url: 'http://site.test/manual/oil-pressure.html',
    redirects: [],
    status: 200,
    contentType: 'text/html',
    kind: 'html',
    body: '',
    charset: 'utf-8',
    headers: { 'content-type': 'text/html' },
    fetchedAt: '2025-01-02T03:04:05.000Z',
    ...overrides,
  };
}

describe('pageRecord', () => {
  it('archives an HTML page by its title and main text', () => {
    const page = loaded({
      body: '<html><head><title>Engine Oil Pressure</title></head><body><nav><a href="/">Home</a></nav><main><h1>Engine Oil Pressure</h1><p>Normal oil pressure at idle is 25 psi.</p></main></body></html>',
    });
    const record = pageRecord(page, 'http://site.test/oil');
    expect(record).toMatchObject({
      url: 'http://site.test/oil',
      finalUrl: page.url,
      status: 200,
      contentType: 'text/html',
      headers: { 'content-type': 'text/html' },
      title: 'Engine Oil Pressure',
      fetchedAt: '2025-01-02T03:04:05.000Z',
    });
    expect(record.text).toContain('Normal oil pressure at idle is 25 psi.');
  });

  it('archives plain text by its first line, and an empty error page by its URL', () => {
    const text = pageRecord(
      loaded({ kind: 'text', contentType: 'text/plain', body: 'Torque table\n\nM8: 25 Nm' }),
      'x',
    );
    expect(text.title).toBe('Torque table');
    expect(text.text).toBe('Torque table\n\nM8: 25 Nm');
    const empty = pageRecord(loaded({ status: 500, kind: 'text', body: '' }), 'x');
    expect(empty.title).not.toBe('');
    expect(empty.text).toBe('');
  });
});
