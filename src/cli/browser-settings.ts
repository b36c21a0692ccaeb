import type { BrowserRunOptions } from '../browser-run.ts';
import type { AriadneConfig } from '../config/config-schema.ts';
import { loadConfig } from '../config/load-config.ts';
import type { BrainCliOptions } from './brain-choice.ts';

/** What `act` and `explore` take from the command line besides their own options. */
export interface BrowserCliOptions extends BrainCliOptions {
  config?: string;
  maxSteps?: number;
  timeout?: number;
  allowPrivate?: boolean;
  headed?: boolean;
  speak?: boolean;
  delay?: number;
  quiet?: boolean;
  report?: string;
}

/** The brain asked for on the command line, over the configuration file. */

/** The run's browser options from the settings and the command line. */
export function browserRunOptions(
  settings: BrowserSettings,
  options: BrowserCliOptions,
): Omit<BrowserRunOptions, 'url' | 'signal'> {
  return {
    ...(settings.maxSteps !== undefined ? { maxSteps: settings.maxSteps } : {}),
    ...(options.allowPrivate ? { allowPrivate: true } : {}),
    ...(settings.headless ? {} : { headed: true }),
    viewport: settings.viewport,
    ignore: settings.ignore,
    ...(settings.delayMs ? { delayMs: settings.delayMs } : {}),
  };
}

export interface BrowserSettings {
  headless: boolean;
  viewport: { width: number; height: number };
  ignore: string[];
  delayMs: number;
  maxSteps: number | undefined;
  /** The whole configuration, for the brain. */
  config: AriadneConfig;
}

/** The configuration file's `browser` settings, with the command line's options over them. */
export function browserSettings(options: BrowserCliOptions): BrowserSettings {
  const config = loadConfig({
    ...(options.config !== undefined ? { path: options.config } : {}),
    cwd: process.cwd(),
    env: process.env,
  });
  const { browser } = config;
  return {
    config,
    headless: options.headed ? false : browser.headless,
    viewport: browser.viewport,
    ignore: browser.ignore,
    delayMs: options.delay ?? browser.delayMs,
    maxSteps: options.maxSteps ?? browser.maxSteps,
  };
}
