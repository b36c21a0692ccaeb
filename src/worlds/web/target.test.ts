import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../../core/errors/not-found-error.ts';
import { resolveTarget } from './target.ts';

describe('resolveTarget', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ariadne-target-'));
    await mkdir(join(dir, 'docs'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps http(s) and file: URLs', async () => {
    expect(await resolveTarget('https://Example.com/a b')).toBe('https://example.com/a%20b');
    expect(await resolveTarget('  http://127.0.0.1:8080/x ')).toBe('http://127.0.0.1:8080/x');
    expect(await resolveTarget('file:///tmp/site/')).toBe('file:///tmp/site/');
  });

  it('turns relative, absolute and home paths into file: URLs', async () => {
    expect(await resolveTarget('./docs/', dir)).toBe(pathToFileURL(join(dir, 'docs')).href);
    expect(await resolveTarget('../x.html', join(dir, 'docs'))).toBe(pathToFileURL(join(dir, 'x.html')).href);
    expect(await resolveTarget('/abs/site')).toBe('file:///abs/site');
    expect(await resolveTarget('~/site')).toBe(pathToFileURL(join(homedir(), 'site')).href);
    // A bare name is a path when it exists.
    expect(await resolveTarget('docs', dir)).toBe(pathToFileURL(join(dir, 'docs')).href);
  });

  it('reads a bare host as https', async () => {
    expect(await resolveTarget('example.com/docs', dir)).toBe('https://example.com/docs');
    expect(await resolveTarget('localhost.localdomain:8080', dir)).toBe(
      'https://localhost.localdomain:8080/',
    );
  });

  it('rejects what is neither', async () => {
    await expect(resolveTarget('no such thing', dir)).rejects.toSatisfy(NotFoundError.isInstance);
    await expect(resolveTarget('http://exa mple.com', dir)).rejects.toSatisfy(NotFoundError.isInstance);
  });
});
