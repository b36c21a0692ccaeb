import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { LibraryError } from '../../core/errors/library-error.ts';
import { type BuildOptions, buildLibrary } from '../../library/build-library.ts';
import type { BuildReport } from '../../library/progress.ts';
import { type CrawlOptions, type CrawlProgress, crawlSite, MIRROR } from './crawl-site.ts';

/** Where a site build keeps its crawl, inside the library folder. */
export const CRAWL_FOLDER = 'crawl';

export interface SiteBuildOptions extends Omit<BuildOptions, 'pages' | 'title'> {
  crawl?: Omit<CrawlOptions, 'signal'>;
}

/**
 * Builds (or brings up to date) the library of the website at `start`: the site is crawled into
 * `outDir/crawl` (see `crawlSite`: resumable, nothing fetched twice), then built from the pages'
 * HTML as a folder is, each document citing the URL it came from.
 */
export async function buildSiteLibrary(
  start: string,
  outDir: string,
  options: SiteBuildOptions = {},
): Promise<BuildReport & { crawl: CrawlProgress }> {
  const { crawl: crawlOptions, ...build } = options;
  const stateDir = join(outDir, CRAWL_FOLDER);
  // A crawl that kept no page leaves nothing behind: the folders this run made are removed.
  const made = outermostMissing(stateDir);
  const crawl = await crawlSite(start, stateDir, {
    ...crawlOptions,
    ...(options.signal ? { signal: options.signal } : {}),
  }).catch((error: unknown) => {
    if (made && isEmptyFolder(join(stateDir, MIRROR))) rmSync(made, { recursive: true, force: true });
    throw error;
  });
  if (crawl.pages.length === 0) {
    if (made) rmSync(made, { recursive: true, force: true });
    // The start's own failure (unreachable, refused, an error status) is why nothing was fetched.
    if (crawl.startError instanceof Error) throw crawl.startError;
    throw new LibraryError({ path: start, problem: 'no HTML pages could be fetched' });
  }
  const report = await buildLibrary(crawl.mirror, outDir, {
    ...build,
    pages: new Map(crawl.pages.map((p) => [p.file, p.url])),
    title: new URL(start).host,
  });
  return { ...report, crawl: crawl.progress };
}

/** The outermost folder of `dir` that does not exist yet (what making `dir` creates), if any. */
function outermostMissing(dir: string): string | undefined {
  let missing: string | undefined;
  for (let at = resolve(dir); !existsSync(at) && dirname(at) !== at; at = dirname(at)) missing = at;
  return missing;
}

function isEmptyFolder(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch {
    return true;
  }
}
