import { homedir } from 'node:os';
import { posix, win32 } from 'node:path';

export interface ArchivePathOptions {
  platform?: NodeJS.Platform;
  home?: string;
}

/**
 * Where the archive lives by default: the user's data folder, per platform conventions
 * (`$XDG_DATA_HOME`, `~/.local/share`, `~/Library/Application Support`, `%APPDATA%`).
 */
export function defaultArchivePath(
  env: Record<string, string | undefined> = process.env,
  options: ArchivePathOptions = {},
): string {
  const platform = options.platform ?? process.platform;
  const home = options.home ?? homedir();
  if (platform === 'win32') {
    return win32.join(env.APPDATA || win32.join(home, 'AppData', 'Roaming'), 'ariadne', 'archive.sqlite');
  }
  // The XDG spec says relative values are invalid and must be ignored.
  const xdg = env.XDG_DATA_HOME;
  if (xdg && posix.isAbsolute(xdg)) return posix.join(xdg, 'ariadne', 'archive.sqlite');
  const base =
    platform === 'darwin'
      ? posix.join(home, 'Library', 'Application Support')
      : posix.join(home, '.local', 'share');
  return posix.join(base, 'ariadne', 'archive.sqlite');
}
