import type { Command } from 'commander';
import type { BrowserRunOptions } from '../browser-run.ts';
import type { AriadneConfig } from '../config/config-schema.ts';
import { loadConfig } from '../config/load-config.ts';
import { intOption, positiveNumberOption } from './parse-options.ts';

/** What `act` and `explore` take from the command line besides their own options. */
export interface BrowserCliOptions {
  config?: string;
  maxSteps?: number;
  timeout?: number;
  allowPrivate?: boolean;
  headed?: boolean;
  speak?: boolean;
  delay?: number;
  quiet?: boolean;
}

/** The options `act` and `explore` share, after their own. */
export function addBrowserOptions(
  command: Command,
  defaults: { maxSteps: number; timeout: number },
): Command {
  return command
    .option('--max-steps <n>', `most actions (default ${defaults.maxSteps})`, intOption(1, 10_000))
    .option('--timeout <seconds>', `time budget (default ${defaults.timeout})`, positiveNumberOption(86_400))
    .option('--allow-private', 'open loopback and private-network addresses (refused by default)')
    .option('--headed', 'show the browser window')
    .option('--speak', 'say each action aloud (needs espeak-ng)')
    .option(
      '--config <file>',
      'settings file, JSON or YAML (default: ./ariadne.config.json or .yaml when present)',
    )
    .option('--delay <ms>', 'pause after each action, to watch it', intOption(0, 60_000))
    .option('-q, --quiet', 'no progress lines on stderr');
}

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
