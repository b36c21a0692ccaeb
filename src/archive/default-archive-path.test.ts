import { describe, expect, it } from 'vitest';
import { defaultArchivePath } from './default-archive-path.ts';

describe('defaultArchivePath', () => {
  it('follows each platform’s data folder', () => {
    const home = '/home/ann';
    expect(defaultArchivePath({ XDG_DATA_HOME: '/data' }, { platform: 'linux', home })).toBe(
      '/data/ariadne/archive.sqlite',
    );
    expect(defaultArchivePath({}, { platform: 'linux', home })).toBe(
      '/home/ann/.local/share/ariadne/archive.sqlite',
    );
    // A relative XDG value is invalid and ignored.
    expect(defaultArchivePath({ XDG_DATA_HOME: 'data' }, { platform: 'linux', home })).toBe(
      '/home/ann/.local/share/ariadne/archive.sqlite',
    );
    expect(defaultArchivePath({}, { platform: 'darwin', home: '/Users/ann' })).toBe(
      '/Users/ann/Library/Application Support/ariadne/archive.sqlite',
    );
    expect(
      defaultArchivePath(
        { APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' },
        { platform: 'win32', home: 'C:\\Users\\ann' },
      ),
    ).toBe('C:\\Users\\ann\\AppData\\Roaming\\ariadne\\archive.sqlite');
  });
});
