import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StaticServer, serveFolder } from './static-server.ts';

/**
 * A small site made of the given pages (path → HTML), written to a fresh temporary folder and
 * served on 127.0.0.1; closing it stops the server and removes the folder. For tests and examples
 * that need a site of their own.
 */
export async function servePages(
  pages: Readonly<Record<string, string>>,
  name = 'site',
): Promise<StaticServer> {
  const dir = mkdtempSync(join(tmpdir(), `ariadne-${name}-`));
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), html);
  }
  const server = await serveFolder(dir);
  return {
    ...server,
    get requests() {
      return server.requests;
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
