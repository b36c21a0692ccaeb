export { type AddressGuardOptions, createAddressGuard } from './address-guard.ts';
export type { ArticleText, Extractor } from './article.ts';
export { buildOptions, folderOptions } from './build-options.ts';
export { type BuildPlaceOptions, buildPlace } from './build-place.ts';
export { buildSiteLibrary, CRAWL_FOLDER, type SiteBuildOptions } from './build-site-library.ts';
export { decodePage, sniffMetaCharset } from './charset.ts';
export type { CheckUrl } from './check-url.ts';
export { parseContentType, readableKind } from './content-type.ts';
export {
  type CrawlOptions,
  type CrawlProgress,
  type CrawlResult,
  crawlSite,
  DEFAULT_MAX_PAGES,
} from './crawl-site.ts';
export { delay } from './delay.ts';
export {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  type FetchOptions,
  fetchPage,
} from './fetch-page.ts';
export { createHostPacer, type HostPacer } from './host-pacer.ts';
export type { LoadedPage } from './loaded-page.ts';
export { type LocalOptions, loadLocal } from './local-files.ts';
export { mirrorName } from './mirror-name.ts';
export { openFolder } from './open-folder.ts';
export { KEPT_HEADERS, keptHeaders } from './page-headers.ts';
export { resolveTarget } from './target.ts';
export { createWebWorld, type WebWorldOptions } from './world.ts';
