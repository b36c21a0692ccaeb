/**
 * The Node versions Ariadne runs on, checked before any other module of the CLI is loaded: the
 * archive, libraries and replay cache need node:sqlite unflagged and with FTS5, which Node has
 * from 22.16 in the 22 line and from 24.0 (no 23.x has FTS5). Kept equal to `engines.node` of
 * package.json (a test compares them).
 *
 * This module runs first, on whatever Node the user has: it imports nothing and uses nothing newer
 * than Node 14's JavaScript, so an old Node reaches the one-line message instead of a stack trace.
 */
export const NODE_RANGE = '^22.16.0 || >=24.0.0';

/** Read by this check alone: the version it takes as the running Node's, so tests can fake an old one. */
export const VERSION_OVERRIDE_ENV = 'ARIADNE_CHECK_NODE_VERSION';

function supported(major: number, minor: number): boolean {
  return major >= 24 || (major === 22 && minor >= 16);
}

/**
 * The one-line reason this Node cannot run Ariadne, or undefined when it can. `version` is
 * `process.versions.node` (a leading "v" is allowed); the override variable in `env` wins.
 */
export function runtimeProblem(
  version: string,
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const found = (env[VERSION_OVERRIDE_ENV] || version).trim().replace(/^v/, '');
  const match = /^(\d+)\.(\d+)/.exec(found);
  if (match && supported(Number(match[1]), Number(match[2]))) return undefined;
  return (
    `this is Node ${found}; Ariadne needs Node 22.16 or a later 22.x, or Node 24 or newer ` +
    '(for node:sqlite with full-text search). In the project folder, `npx ariadne …` or ' +
    '`npm run ariadne -- …` run it on the bundled Node 24.'
  );
}
