/**
 * `npm run example:act`, `example:explore`, `example:collect`: serves a bundled example on
 * 127.0.0.1 and runs the command on it, offline, as a user would type it (the command line is
 * printed first). A first argument that is not an option replaces the example's instruction or
 * request; the other arguments go to the command.
 *
 *   act      the parts shop (examples/parts-shop/site): search, tabs, a form, a dangerous button
 *   explore  the same shop, mapped, with the faults left in it on purpose
 *   collect  the car manual's news section (examples/car-manual/site/news/)
 */
import { spawn } from 'node:child_process';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLE_APP_DIR, EXAMPLE_SITE_DIR } from '../src/demo/example-site.ts';
import { serveFolder } from '../src/demo/static-server.ts';

const MAIN = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));

interface Example {
  folder: string;
  /** Where the command starts, below the served folder. */
  path: string;
  /** The instruction or request; null for a command that takes none. */
  words: string | null;
  options: string[];
}

const EXAMPLES: Record<string, Example> = {
  act: {
    folder: EXAMPLE_APP_DIR,
    path: '',
    words:
      "search for brake pads, then open the Settings tab, tick 'Email me about offers' and press Save settings",
    options: ['--allow-private'],
  },
  explore: {
    folder: EXAMPLE_APP_DIR,
    path: '',
    words: null,
    options: ['--allow-private', '--max-steps', '25'],
  },
  collect: {
    folder: EXAMPLE_SITE_DIR,
    path: 'news/',
    words: 'every news article about oil or batteries',
    options: [],
  },
};

const [command = '', ...rest] = process.argv.slice(2);
const example = EXAMPLES[command];
if (!example) {
  process.stderr.write(
    `ariadne: usage: node scripts/example.ts ${Object.keys(EXAMPLES).join('|')} [words] [options]\n`,
  );
  process.exit(2);
}
const own =
  example.words !== null && rest[0] !== undefined && !rest[0].startsWith('-') ? rest.shift() : undefined;
const words = own ?? example.words;
const server = await serveFolder(example.folder);
const url = `${server.url}${example.path}`;
const args = [command, url, ...(words === null ? [] : [words]), ...example.options, ...rest];
process.stderr.write(
  `Serving ${relative(process.cwd(), example.folder) || '.'} at ${server.url} (offline)\n`,
);
process.stderr.write(
  `$ ariadne ${args.map((a) => (/^[\w:/.@=-]+$/.test(a) ? a : JSON.stringify(a))).join(' ')}\n`,
);
const child = spawn(process.execPath, [MAIN, ...args], { stdio: 'inherit' });
const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
await server.close();
process.exitCode = code;
