import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createNarrator, SPEECH_PROGRAM } from './narrator.ts';

const PATH = process.env.PATH;
afterEach(() => {
  process.env.PATH = PATH;
});

describe('createNarrator', () => {
  it('says nothing and warns nothing when speech is not asked for', async () => {
    const warnings: string[] = [];
    const narrator = createNarrator(false, (line) => warnings.push(line));
    narrator.say('click Settings');
    await narrator.close();
    expect(warnings).toEqual([]);
  });

  it('warns once and goes on silently where espeak-ng is not installed', async () => {
    process.env.PATH = mkdtempSync(join(tmpdir(), 'no-speech-'));
    const warnings: string[] = [];
    const narrator = createNarrator(true, (line) => warnings.push(line));
    narrator.say('click Settings');
    narrator.say('check Email me');
    await narrator.close();
    expect(warnings).toEqual([
      '--speak: espeak-ng is not installed (apt-get install espeak-ng); going on without speech',
    ]);
  });

  const installed = !spawnSync(SPEECH_PROGRAM, ['--version'], { stdio: 'ignore' }).error;
  it.runIf(installed)('speaks each line in turn through espeak-ng, and is done when closed', async () => {
    const warnings: string[] = [];
    const narrator = createNarrator(true, (line) => warnings.push(line));
    narrator.say('click Settings');
    narrator.say('check "Email me"; rm -rf /');
    await narrator.close();
    expect(warnings).toEqual([]);
  });
});
