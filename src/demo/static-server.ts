import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

export interface StaticServer {
  /** Base URL with a trailing slash, e.g. http://127.0.0.1:40123/ */
  url: string;
  /** Requests served so far, by path. */
  requests: string[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface ServeOptions {
  /** Takes each POST (its path and body) and gives the status to answer with; without it a POST is served as a GET. */
  onPost?: (path: string, body: string) => number;
}

/**
 * Serves a folder on 127.0.0.1 at a free port; folders answer with their index.html, and an
 * extensionless path with its `.html` file, as GitHub Pages does.
 */
export async function serveFolder(root: string, options: ServeOptions = {}): Promise<StaticServer> {
  const base = resolve(root);
  const requests: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    if (req.method === 'POST' && options.onPost) {
      let body = '';
      for await (const chunk of req) body += chunk;
      res.writeHead(options.onPost(path, body)).end();
      return;
    }
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    try {
      let info = await statOrNull(file);
      // As GitHub Pages does: /x answers with /x.html when there is no /x (extensionless links).
      if (!info && !path.endsWith('/') && (await statOrNull(`${file}.html`))?.isFile()) {
        file = `${file}.html`;
        info = await statOrNull(file);
      }
      if (!info) throw new Error('not found');
      if (info.isDirectory()) {
        if (!path.endsWith('/')) {
          res.writeHead(301, { location: `${path}/` }).end();
          return;
        }
        file = join(file, 'index.html');
        info = await stat(file);
      }
      res.writeHead(200, {
        'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': info.size,
      });
      createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Not found</h1>');
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

async function statOrNull(path: string) {
  try {
    return await stat(path);
  } catch {
    return null;
  }
}
