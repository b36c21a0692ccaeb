/**
 * Finds, reads and validates `ariadne.config.json` or `ariadne.config.yaml` (one schema for both).
 * Every failure is a ConfigError whose one-line message names the file, the field and what was
 * expected.
 */
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { ConfigError } from '../core/errors/config-error.ts';
import { type AriadneConfig, configSchema } from './config-schema.ts';
import { formatIssue } from './format-issue.ts';

export const CONFIG_FILE = 'ariadne.config.json';
/** Looked for in this order when no file is named. */
export const CONFIG_FILES = [CONFIG_FILE, 'ariadne.config.yaml', 'ariadne.config.yml'];

export interface LoadConfigOptions {
  /** An explicit config file; it must exist. Relative to `cwd`. */
  path?: string;
  /** Where to look for `ariadne.config.json` when no path is given. */
  cwd: string;
  /** The environment; `HOME` (or `USERPROFILE`) expands a leading `~` in `cache.path`. */
  env: Record<string, string | undefined>;
}

/** The config in force: the file's settings over the defaults, or just the defaults when there is no file. */
export function loadConfig(options: LoadConfigOptions): AriadneConfig {
  const explicit = options.path !== undefined;
  const candidates = explicit ? [options.path as string] : CONFIG_FILES;
  let absolute = resolve(options.cwd, candidates[0] ?? CONFIG_FILE);
  let file = explicit ? (options.path as string) : displayName(absolute, options.cwd);
  let text = '';
  try {
    for (const [i, name] of candidates.entries()) {
      absolute = resolve(options.cwd, name);
      file = explicit ? name : displayName(absolute, options.cwd);
      try {
        text = readFileSync(absolute, 'utf8');
        break;
      } catch (error) {
        // The next name is tried only when this one does not exist.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || i === candidates.length - 1) throw error;
      }
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !explicit)
      return parseConfig({}, displayName(resolve(options.cwd, CONFIG_FILE), options.cwd));
    const problem =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'is a folder, expected a JSON or YAML file'
          : `cannot be read (${code ?? (error as Error).message})`;
    throw new ConfigError({ file, problem, cause: error });
  }
  const config = parseConfig(
    /\.ya?ml$/i.test(absolute) ? parseYaml(text, file) : parseJson(text, file),
    file,
  );
  if (config.cache.path !== undefined) {
    config.cache.path = resolvePath(config.cache.path, dirname(absolute), options.env);
  }
  return config;
}

/** Validates an already-parsed value (e.g. from an MCP request); `file` names it in errors. */
export function parseConfig(value: unknown, file = CONFIG_FILE): AriadneConfig {
  const result = configSchema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const [first, ...rest] = result.error.issues.map(formatIssue);
  if (!first) throw new ConfigError({ file, problem: 'does not match the expected shape' });
  const line = (i: { field: string; problem: string }) =>
    i.field ? `${file}: ${i.field}: ${i.problem}` : `${file}: ${i.problem}`;
  throw new ConfigError({
    file,
    ...(first.field ? { field: first.field } : {}),
    problem: first.problem,
    more: rest.map(line),
    cause: result.error,
  });
}

function parseYaml(text: string, file: string): unknown {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  const error = doc.errors[0];
  if (error) {
    const before = text.slice(0, error.pos[0]).split('\n');
    throw new ConfigError({
      file,
      problem: `not valid YAML: ${oneLine(error.message)} (line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1})`,
      cause: error,
    });
  }
  // An empty file is an empty config, as `{}` is in JSON.
  return doc.toJS() ?? {};
}

function parseJson(text: string, file: string): unknown {
  // Editors on Windows may save a byte-order mark; JSON.parse rejects it.
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError({
      file,
      problem: `not valid JSON: ${oneLine(reason)}${where(reason, source)}`,
      cause: error,
    });
  }
}

/** `(line 3, column 7)` from the "at position N" V8 puts in parse errors, when it does not already say. */
function where(reason: string, source: string): string {
  if (/line \d+/.test(reason)) return '';
  const match = /position (\d+)/.exec(reason);
  if (!match) return '';
  const before = source.slice(0, Number(match[1])).split('\n');
  return ` (line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1})`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The path as a user would type it from `cwd`: relative when inside, absolute otherwise. */
function displayName(absolute: string, cwd: string): string {
  const rel = relative(resolve(cwd), absolute);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : absolute;
}

function resolvePath(path: string, base: string, env: Record<string, string | undefined>): string {
  if (path === '~' || path.startsWith('~/') || path.startsWith('~\\')) {
    return join(env.HOME || env.USERPROFILE || homedir(), path.slice(1));
  }
  return resolve(base, path);
}
