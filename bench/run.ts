/**
 * `npm run bench`: every figure of docs/BENCHMARKS.md, measured in one run on this machine.
 * Speed is reported as ratios against a peer measured in the same run, never as a test.
 */

import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchNavigateReplies } from '../src/mcp/bench-replies.ts';
import { actWordingsMarkdown, benchActWordings } from './act-wordings.ts';
import { batchMarkdown, benchBatch } from './batch.ts';
import { ARCHIVES, benchCollect, collectMarkdown } from './collect.ts';
import { benchExtraction } from './extraction.ts';
import { benchLibrary, libraryMarkdown } from './library.ts';
import { benchLibrarySites, librarySitesMarkdown } from './library-sites.ts';
import { benchLlm, llmMarkdown } from './llm.ts';
import { benchMiniwob, miniwobMarkdown } from './miniwob.ts';
import { evaluateExampleSite, navigationMarkdown } from './navigation.ts';
import { benchScale, scaleMarkdown } from './scale.ts';
import {
  benchSite,
  benchSiteBrowser,
  benchSiteFromGold,
  benchSiteHand,
  benchSiteLeftOut,
  benchSiteProse,
  SITE_NAMES,
  siteMissing,
  sitesMarkdown,
  unseenMarkdown,
  unseenSiteNames,
} from './sites.ts';
import { benchStartup, startupMarkdown } from './startup.ts';
import { benchViews, viewsMarkdown } from './views.ts';

const OUT = fileURLToPath(new URL('../docs/BENCHMARKS.md', import.meta.url));

async function main(): Promise<void> {
  const started = new Date();
  console.error('navigation: asking the example-site questions…');
  const navigation = await evaluateExampleSite();
  console.error(
    'sites: asking the real-site questions offline, with the baselines and in the browser world…',
  );
  const sites = await Promise.all(
    SITE_NAMES.map(async (site) => ({
      ...(await benchSite(site)),
      prose: await benchSiteProse(site),
      fromGold: await benchSiteFromGold(site),
      hand: await benchSiteHand(site),
      leftOut: await benchSiteLeftOut(site),
      browser: await benchSiteBrowser(site),
    })),
  );
  console.error('sites: our own question sets (other generators, new questions on the shared sites)…');
  const unseen = [];
  for (const site of unseenSiteNames()) {
    const missing = siteMissing(site);
    if (missing) console.error(`skipped: ${missing}`);
    else unseen.push(await benchSite(site));
  }
  console.error('collect: the 12 tasks of each shared archive, and a full-crawl keyword baseline…');
  const collected = [];
  for (const archive of ARCHIVES) collected.push(await benchCollect(archive));
  console.error(
    'miniwob: `act` and the random clicker on the 62 MiniWoB++ tasks, seeds 1-10 (about 45 min)…',
  );
  const miniwob = await benchMiniwob();
  console.error("act: instructions in people's wordings on the three example apps (about 15 min)…");
  const wordings = await benchActWordings();
  console.error('navigation: the LLM brain against local fake models…');
  const llm = await benchLlm();
  console.error('views: rendering the 130 shared pages…');
  const views = await benchViews();
  console.error('mcp: navigate replies on the 130 shared pages…');
  const plain = await benchNavigateReplies();
  const hinted = await benchNavigateReplies({ hint: 'security vulnerability' });
  console.error('library: building and drilling the example insurance library…');
  const library = await benchLibrary();
  console.error('library sites: building a library from each real site and drilling its questions…');
  const librarySites = await benchLibrarySites();
  console.error('scale: building generated corpora of 2,000 and 20,000 documents (about 4 min)…');
  const scale = await benchScale({ onBuild: (line) => console.error(`scale: ${line}`) });
  console.error('extraction: scoring against @mozilla/readability…');
  const extraction = await benchExtraction();
  console.error('start-up: the built CLI and the extraction peer as whole processes…');
  const startup = await benchStartup();
  console.error('batches: one batch in one process and on 1, 2 and 4 worker processes over Redis…');
  const batches = await benchBatch();
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}-${process.arch}`;
  const doc = [
    '# Benchmarks',
    '',
    `Measured ${started.toISOString().slice(0, 10)} on ${machine}, by \`npm run bench\`.`,
    'Regenerate with `npm run bench`; every number below comes from that one run.',
    '',
    sitesMarkdown(sites),
    unseenMarkdown(unseen),
    collectMarkdown(collected),
    miniwobMarkdown(miniwob),
    actWordingsMarkdown(wordings),
    '',
    navigationMarkdown(navigation),
    llmMarkdown(llm),
    libraryMarkdown(library),
    librarySitesMarkdown(librarySites),
    scaleMarkdown(scale),
    viewsMarkdown(views),
    [
      '## MCP `navigate` replies (tokens per reply, o200k_base)',
      '',
      `The reply of the \`navigate\` tool for each of the ${plain.pages} pages of ../shared/data/readability, served on 127.0.0.1`,
      'and fetched through a real MCP client; budget 1,300 tokens.',
      '',
      '| call | median | p95 | max |',
      '| --- | --- | --- | --- |',
      `| no hint | ${plain.median} | ${plain.p95} | ${plain.max} |`,
      `| hint "security vulnerability" | ${hinted.median} | ${hinted.p95} | ${hinted.max} |`,
      '',
    ].join('\n'),
    extraction.markdown.trim(),
    '',
    startupMarkdown(startup).trim(),
    '',
    batchMarkdown(batches).trim(),
    '',
  ].join('\n');
  await writeFile(OUT, doc);
  console.log(doc);
}

await main();
