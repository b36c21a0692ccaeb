import { join } from 'node:path';
import { LibraryError } from '../../core/errors/library-error.ts';
import { type BuildOptions, buildLibrary } from '../../library/build-library.ts';
import type { BuildReport } from '../../library/progress.ts';
import { type CrawlOptions, type CrawlProgress, crawlSite } from './crawl-site.ts';

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
  const crawl = await crawlSite(start, join(outDir, CRAWL_FOLDER), {
    ...crawlOptions,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (crawl.pages.length === 0)
    throw new LibraryError({ path: start, problem: 'no HTML pages could be fetched' });
  const report = await buildLibrary(crawl.mirror, outDir, {
    ...build,
    pages: new Map(crawl.pages.map((p) => [p.file, p.url])),
    title: new URL(start).host,
  });
  return { ...report, crawl: crawl.progress };
}
