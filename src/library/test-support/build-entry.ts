/**
 * Builds a library in a child process, for the kill-and-resume test: `node build-entry.ts <docs>
 * <out>`. Each summary waits a little so the parent can kill the build midway; a line
 * "documents <n>" on stdout follows each stored document.
 */
import { buildLibrary } from '../build-library.ts';
import { extractiveSummarizer } from '../summarize/extractive.ts';
import type { Summarizer } from '../summarize/summarizer.ts';

const [docs, out] = process.argv.slice(2);
if (!docs || !out) throw new Error('usage: build-entry.ts <docs> <out>');
const inner = extractiveSummarizer();
const pause = <T>(then: () => Promise<T>): Promise<T> =>
  new Promise((done) => setTimeout(done, 2)).then(then);
const slow: Summarizer = {
  name: inner.name,
  section: (i, s) => pause(() => inner.section(i, s)),
  document: (i, s) => pause(() => inner.document(i, s)),
  shelf: (i, s) => inner.shelf(i, s),
  catalog: (i, s) => inner.catalog(i, s),
};
let last = -1;
await buildLibrary(docs, out, {
  summarizer: slow,
  onProgress: (p) => {
    if (p.documents.done !== last) process.stdout.write(`documents ${p.documents.done}\n`);
    last = p.documents.done;
  },
});
process.stdout.write('finished\n');
