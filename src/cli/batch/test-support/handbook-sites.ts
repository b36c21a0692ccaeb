import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A question a handbook site answers, and the words its answer holds. */
export interface HandbookQuestion {
  start: string;
  question: string;
  says: string;
}

/** A request a handbook server received: which server, what, when (performance.now(), ms). */
export interface HandbookRequest {
  port: number;
  path: string;
  at: number;
}

export interface HandbookSites {
  /** Each site's start URL, ending in '/'. */
  urls: string[];
  questions: HandbookQuestion[];
  /** Every request received, in order of arrival. */
  requests: HandbookRequest[];
  close(): Promise<void>;
}

const THINGS = ['lantern', 'kettle', 'ferry', 'ladder', 'glasshouse', 'beehive', 'windmill', 'tram'];
const FACTS: Array<{ attribute: string; value: (i: number, site: number) => string }> = [
  { attribute: 'maximum load', value: (i, site) => `${40 + 15 * i + 3 * site} kilograms` },
  { attribute: 'opening hour', value: (i, site) => `${(5 + i + site) % 12 || 12} in the morning` },
  { attribute: 'inspection interval', value: (i, site) => `every ${2 + i + site} weeks` },
];

function topicPage(thing: string, i: number, site: number, name: string): string {
  const facts = FACTS.map((f) => `<p>The ${f.attribute} of the ${thing} is ${f.value(i, site)}.</p>`).join(
    '\n',
  );
  return `<!doctype html><html><head><title>The ${thing} — ${name}</title></head><body>
<nav><a href="/">${name}</a></nav><main><h1>The ${thing}</h1>
<p>This page sets out how the ${thing} of the ${name} is run and looked after.</p>
${facts}</main></body></html>`;
}

function indexPage(name: string): string {
  const links = THINGS.map((t) => `<li><a href="/topics/${t}.html">The ${t}</a></li>`).join('\n');
  return `<!doctype html><html><head><title>${name}</title></head><body><main>
<h1>${name}</h1><p>The handbook of the ${name}: one page for each thing we run.</p><ul>${links}</ul>
</main></body></html>`;
}

/**
 * Small handbook sites on 127.0.0.1, one per name, each on its own port: an index linking one page
 * per thing, each page stating three facts. Every request is recorded with its time of arrival;
 * a path in `failOnce` answers 503 the first time it is asked for.
 */
export async function startHandbookSites(
  names: readonly string[],
  failOnce: readonly string[] = [],
): Promise<HandbookSites> {
  const requests: HandbookRequest[] = [];
  const failed = new Set<string>();
  const servers: Server[] = [];
  const urls: string[] = [];
  const questions: HandbookQuestion[] = [];
  for (const [site, name] of names.entries()) {
    const server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const port = (server.address() as AddressInfo).port;
      requests.push({ port, path, at: performance.now() });
      const once = `${port}${path}`;
      if (failOnce.includes(path) && !failed.has(once)) {
        failed.add(once);
        res.writeHead(503, { 'content-type': 'text/plain' }).end('busy');
        return;
      }
      const match = /^\/topics\/([a-z]+)\.html$/.exec(path);
      const i = match ? THINGS.indexOf(match[1] ?? '') : -1;
      const body = path === '/' ? indexPage(name) : i >= 0 ? topicPage(THINGS[i] ?? '', i, site, name) : null;
      if (body === null) res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    urls.push(url);
    for (const [i, thing] of THINGS.entries()) {
      for (const f of FACTS)
        questions.push({
          start: url,
          question: `What is the ${f.attribute} of the ${thing}?`,
          says: f.value(i, site),
        });
    }
  }
  return {
    urls,
    questions,
    requests,
    close: async () => {
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    },
  };
}
