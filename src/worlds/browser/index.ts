export {
  CHROMIUM_ARGS,
  type ChromiumRenderer,
  type ChromiumRendererOptions,
  chromiumPath,
  createChromiumRenderer,
  launchChromium,
} from './chromium.ts';
export { type BrowserWorldOptions, createBrowserWorld } from './world.ts';
