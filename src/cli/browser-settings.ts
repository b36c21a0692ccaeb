import type { AriadneConfig } from '../config/config-schema.ts';
import { loadConfig } from '../config/load-config.ts';

/** What `act` and `explore` take from the command line besides their own options. */
export interface BrowserCliOptions {
  config?: string;
  maxSteps?: number;
  headed?: boolean;
  delay?: number;
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
