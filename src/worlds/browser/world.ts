import type { World } from '../../core/world.ts';
import { createWebWorld, type WebWorldOptions } from '../web/world.ts';
import { type ChromiumRendererOptions, createChromiumRenderer } from './chromium.ts';

export interface BrowserWorldOptions extends Omit<WebWorldOptions, 'loadRemote'> {
  chromium?: Omit<ChromiumRendererOptions, 'checkUrl'>;
}

/**
 * The browser world: places are pages as Chromium shows them once their scripts have run, so
 * content and links a page builds in JavaScript are there to read and follow. This first form
 * reads each rendered page as the web world reads a fetched one (its links, in-page folders and
 * search box); local files are read as the web world reads them.
 */
export function createBrowserWorld(options: BrowserWorldOptions = {}): World {
  const { chromium, ...web } = options;
  const renderer = createChromiumRenderer({
    ...chromium,
    ...(web.checkUrl ? { checkUrl: web.checkUrl } : {}),
    ...(chromium?.timeoutMs === undefined && web.timeoutMs !== undefined ? { timeoutMs: web.timeoutMs } : {}),
    ...(chromium?.maxBytes === undefined && web.maxBytes !== undefined ? { maxBytes: web.maxBytes } : {}),
  });
  const world = createWebWorld({ ...web, loadRemote: renderer.load });
  return {
    ...world,
    name: 'browser',
    async close() {
      await world.close?.();
      await renderer.close();
    },
  };
}
