import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trail } from '../../core/trail.ts';
import { navigate } from '../../navigate.ts';
import { systemCommand } from '../../test-support/shared-data.ts';
import { type MhonarcArchive, startMhonarcArchive } from './test-support/mhonarc-archive.ts';

/**
 * collect on a list archive that real archive software made (MHonArc, a folder a month), from
 * messages and requests written for this test: nothing here copies a shared archive or task.
 */
const installed = systemCommand('mhonarc', 'mhonarc', import.meta.url);

describe.skipIf(!installed)('collect on a MHonArc mailing-list archive', () => {
  let archive: MhonarcArchive;
  beforeAll(async () => {
    archive = await startMhonarcArchive();
  });
  afterAll(() => archive?.close());

  const run = async (start: string, request: string): Promise<Trail> =>
    await navigate({
      start: archive.url + start,
      question: request,
      strategy: 'collect',
      lexicon: null,
      rate: 0,
    });
  const paths = (trail: Trail): string[] =>
    (trail.collected?.items ?? []).map((i) => i.url.slice(archive.url.length)).sort();
  const expected = (test: (m: MhonarcArchive['messages'][number]) => boolean): string[] =>
    archive.messages
      .filter(test)
      .map((m) => m.path)
      .sort();

  it('gathers every message of a thread from the months it spans, with sender and date', async () => {
    const trail = await run('', 'every message about the raised beds on the north plots');
    expect(paths(trail)).toEqual(expected((m) => /Raised beds/.test(m.subject)));
    for (const item of trail.collected?.items ?? []) {
      const truth = archive.messages.find((m) => item.url.endsWith(m.path));
      expect(item.author).toBe(truth?.from);
      expect(item.published?.slice(0, 10)).toBe(truth?.date);
    }
  });

  it('reads a month asked from its row of the page of months, and opens no other month', async () => {
    const trail = await run('', 'what was posted to the list in April 2020');
    expect(paths(trail)).toEqual(expected((m) => m.date.startsWith('2020-04')));
    const opened = trail.steps.map((s) => s.to ?? '').join(' ');
    expect(opened).not.toMatch(/2020-03\/msg|2020-05\/msg/);
  });

  it('collects what one sender wrote, named in lower case', async () => {
    const trail = await run('', 'anything tom vale wrote');
    expect(paths(trail)).toEqual(expected((m) => m.from === 'Tom Vale'));
  });

  it('starts on a message and reaches its thread through the month it belongs to', async () => {
    const start = archive.messages.find((m) => /trough/.test(m.subject) && m.date.startsWith('2020-03'));
    const trail = await run(start?.path ?? '', 'the thread about the leaking water trough');
    const march = expected((m) => /trough/.test(m.subject) && m.date.startsWith('2020-03'));
    for (const p of march) expect(paths(trail)).toContain(p);
  });

  it('keeps a reply whose subject was changed, as the month’s thread index nests it', async () => {
    const trail = await run('', 'every message about the leaking water trough');
    const renamed = archive.messages.find((m) => /Shed key cupboard/.test(m.subject));
    expect(renamed).toBeDefined();
    expect(paths(trail)).toEqual(expected((m) => /trough|Shed key cupboard/.test(m.subject)));
    const item = trail.collected?.items.find((i) => i.url.endsWith(renamed?.path ?? '?'));
    expect(item?.why).toMatch(/a reply under ".*trough/i);
  });

  it('opens the likeliest threads when no subject says the topic, and keeps the one whose opening does', async () => {
    // No subject says "hosepipe" or "ban"; one says "water company". Its opening message says it all.
    const trail = await run('', 'the thread on the water company’s hosepipe ban');
    expect(paths(trail)).toEqual(expected((m) => /water company/.test(m.subject)));
    expect(trail.steps.map((s) => s.reason).join(' ')).toMatch(/no title met the topic/);
    const reply = trail.collected?.items.find((i) => /Re:/.test(i.title));
    expect(reply?.why).toMatch(/of the thread "notice from the water company", whose opening says the topic/);
  });

  it('says nothing is there when the likeliest threads’ openings do not say the topic either', async () => {
    const trail = await run('', 'the thread on solar panels and rainwater butts for the shed');
    expect(paths(trail)).toEqual([]);
    const reading = trail.steps.find((s) => /no title met the topic/.test(s.reason));
    expect(reading?.detail).toMatch(/"shed roof felt"/);
  });

  it('reads a section the site does not have as words of the topic, and says so', async () => {
    const trail = await run('', 'messages about the compost bays in the Allotment Society forum');
    expect(paths(trail)).toEqual(expected((m) => /Compost bays/.test(m.subject)));
    expect(trail.collected?.understood.join(' ')).toMatch(/no "Allotment Society"/);
  });
});
