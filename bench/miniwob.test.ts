import { describe, expect, it } from 'vitest';
import { sharedData } from '../src/test-support/shared-data.ts';
import { ACT_COMMAND, playMiniwob } from './miniwob.ts';

describe.skipIf(!sharedData('miniwob', import.meta.url))('ariadne act on MiniWoB++', () => {
  it('solves episodes of four kinds, scored by the task pages themselves, with real input events only', async () => {
    const rows = await playMiniwob('11', ACT_COMMAND, {
      only: ['click-menu', 'social-media', 'book-flight', 'find-word'],
    });
    expect(rows.map((r) => [r.task, r.episodes, r.mean, r.success, r.synthetic])).toEqual([
      ['click-menu', 1, 1, 1, 0],
      ['social-media', 1, 1, 1, 0],
      ['book-flight', 1, 1, 1, 0],
      ['find-word', 1, 1, 1, 0],
    ]);
  }, 300_000);
});
