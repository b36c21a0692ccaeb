import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server for tests: listens on 127.0.0.1 at a free port and records request paths. */
export interface TestServer {
  /** Base URL with a trailing slash, e.g. `http://127.0.0.1:41234/`. */
  url: string;
  /** Paths (with query) of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hung test connections must not keep the server (and the test run) alive.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A handler serving fixed pages by path: `{ '/a.html': '<html>…' }`; anything else is a 404. */
export function pages(routes: Record<string, string>): Handler {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const body = routes[path];
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  };
}
