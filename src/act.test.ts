import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act } from './act.ts';
import { BlockedAddressError } from './core/errors/blocked-address-error.ts';
import type { ScreenBrain } from './core/screen-action.ts';
import { runAct } from './strategies/act/act.ts';
import { createBrowserTab } from './worlds/browser/tab.ts';
import { type AppFixture, startAppFixture } from './worlds/browser/test-support/app-fixture.ts';
import { ourChromium } from './worlds/browser/test-support/chromium-children.ts';
import { createAddressGuard } from './worlds/web/address-guard.ts';

let app: AppFixture;
beforeAll(async () => {
  app = await startAppFixture();
});
afterAll(() => app.close());
beforeEach(() => {
  app.log.length = 0;
});

const run = (instruction: string, signal = new AbortController().signal) =>
  act({ url: app.url, instruction, allowPrivate: true, signal });

describe('act (browser world, offline follower)', () => {
  it('opens a tab that hides a checkbox, then ticks it, and nothing else', async () => {
    const trail = await run("open the Settings tab and tick 'Email me'");
    expect(trail.found).toBe(true);
    expect(app.log).toEqual(['tab:settings', 'email:true']);
    expect(trail.steps.map((s) => s.action.type)).toEqual(['click', 'check']);
  });

  it('opens the folder that holds a file, then presses the file', async () => {
    const trail = await run('find the file report.txt in the tree and click it');
    expect(trail.found).toBe(true);
    expect(app.log).toEqual(['folder:docs', 'file:report.txt']);
  });

  it('types into a labelled field, chooses in a select, and sends the form', async () => {
    const trail = await run(
      'Enter the name "Ada Lovelace", select Italy from the list and press Save profile',
    );
    expect(trail.found).toBe(true);
    expect(app.log).toEqual(['country:Italy', 'save:Ada Lovelace']);
  });

  it('chooses several items of a list that holds several', async () => {
    const trail = await act({
      url: `${app.url}pick.html`,
      instruction: 'Select Kanesha, Cristin from the scroll list and click Submit.',
      allowPrivate: true,
      signal: new AbortController().signal,
    });
    expect(trail.found).toBe(true);
    expect(app.log).toEqual(['picked:Cristin,Kanesha']);
    // The second choice is seen beside the first, whichever comes first in the list.
    app.log.length = 0;
    const again = await on('pick.html', 'Select Alan, Joye from the scroll list and click Submit.');
    expect(again.found).toBe(true);
    expect(app.log).toEqual(['picked:Alan,Joye']);
  });

  const on = (page: string, instruction: string) =>
    act({ url: `${app.url}${page}`, instruction, allowPrivate: true, signal: new AbortController().signal });

  it("sets the browser's own date and time fields, whatever form the instruction writes them in", async () => {
    const trail = await on(
      'booking.html',
      'Enter 03/14/2027 as the arrival date, type 4:30 PM into the check-in time field and press Submit',
    );
    expect(trail.found).toBe(true);
    expect(app.log).toEqual(['booking:2027-03-14 16:30']);
  });

  it('types a value the page gives: the n-th word of a paragraph, the result of a sum shown', async () => {
    const words = await on(
      'quiz.html',
      'Read the 4th word of the paragraph and type it in the Reply box, then press Check',
    );
    expect(words.found).toBe(true);
    expect(app.log).toEqual(['reply:the']);
    app.log.length = 0;
    const sum = await on(
      'quiz.html',
      'Work out the sum shown and enter the result in the Reply box, then press Check.',
    );
    expect(sum.found).toBe(true);
    expect(app.log).toEqual(['reply:5']);
    // A value the page does not have is not made up.
    app.log.length = 0;
    const missing = await on(
      'quiz.html',
      'Type the 40th word of the paragraph into the Reply box and press Check',
    );
    expect(missing.found).toBe(false);
    expect(missing.stop.reason).toMatch(/40\. word of the paragraph/);
    expect(app.log).toEqual([]);
  });

  it('is not done when what an action was to change did not change, and goes no further', async () => {
    const trail = await on('locked.html', 'Type "4711" into the Code field and press Send');
    expect(trail.found).toBe(false);
    expect(trail.steps[0]?.result).toBe('error');
    expect(trail.steps[0]?.detail).toMatch(/"Code" is still empty/);
    expect(trail.stop.reason).toMatch(/could not be carried out/);
    expect(app.log).toEqual([]);
  });

  it('moves sliders of two makes to the values asked, watching the value each shows', async () => {
    const trail = await on(
      'mixer.html',
      'Set the volume slider to 35, then set the bass slider to -3 and press Apply',
    );
    expect(trail.found).toBe(true);
    expect(app.log).toEqual(['mix:35 -3']);
    app.log.length = 0;
    // A value beyond the slider's end is not reached, and nothing is applied.
    const beyond = await on('mixer.html', 'Set the bass slider to 20 and press Apply');
    expect(beyond.found).toBe(false);
    expect(beyond.steps[0]?.detail).toMatch(/goes no further than 12/);
    expect(app.log).toEqual([]);
  });

  it('presses again until the number a press brings up meets the condition', async () => {
    const trail = await on('dice.html', 'Roll an odd number, then press Keep.');
    expect(trail.found).toBe(true);
    expect(app.log).toEqual(['kept:5']);
    expect(trail.steps.filter((s) => s.label === 'Roll')).toHaveLength(4);
  });

  it('scrolls a text only the wheel moves to its end, which unlocks the rest of the form', async () => {
    const trail = await on(
      'terms.html',
      'Scroll down to the bottom of the text area, enter the name "Ines" and press Accept',
    );
    expect(trail.found).toBe(true);
    expect(trail.steps[0]?.detail).toBe('scrolled to the bottom');
    expect(app.log).toEqual(['accepted:Ines']);
  });

  it('adds counted items by their rows, named (an "and" inside a name kept) or by a kind shown as an icon', async () => {
    const named = await on('stall.html', 'Buy two of each item: Salt and Pepper, Cumin');
    expect(named.found).toBe(true);
    expect(app.log).toEqual(['order:Salt and Pepper=2,Cumin=2']);
    app.log.length = 0;
    const kind = await on('stall.html', 'Buy 3 items that are rare');
    expect(kind.found).toBe(true);
    expect(app.log).toEqual(['order:Saffron=2,Vanilla=1']);
  });

  it('marks each item of a list with the button of the word true of it', async () => {
    const trail = await on('parity.html', 'Label each of the numbers as odd or even, then click Done');
    expect(trail.found).toBe(true);
    expect(app.log).toEqual(['marks:even,odd,odd']);
  });

  it('presses as soon as a value the page shows meets the condition, not before', async () => {
    const trail = await on('tank.html', 'Press Stop as soon as the water level reaches 80');
    expect(trail.found).toBe(true);
    const level = Number(app.log[0]?.replace('stopped:', ''));
    expect(level).toBeGreaterThanOrEqual(80);
    expect(level).toBeLessThan(95);
  });

  it('styles a word, punctuation and all, or everything, in an editable region', async () => {
    const word = await on('notes.html', 'In the editor, make the word "lanterns," bold and press Save');
    expect(word.found).toBe(true);
    expect(app.log).toEqual(['note:Moor the <b>lanterns,</b> then rest.']);
    app.log.length = 0;
    const all = await on(
      'notes.html',
      'Using the editor, give everything the style italics, then press Save.',
    );
    expect(all.found).toBe(true);
    expect(app.log).toEqual(['note:<i>Moor the lanterns, then rest.</i>']);
  });

  it('closes a popup that covers the form, by its words or its close icon, and nothing else in it', async () => {
    for (const page of ['join.html', 'join-icon.html']) {
      app.log.length = 0;
      const trail = await on(page, 'Type "Rosa" into the Name field and press Join');
      expect(trail.found).toBe(true);
      expect(trail.steps[0]?.reason).toMatch(/closing what covers the page/);
      expect(app.log).toEqual(['joined:Rosa']);
    }
  });

  it('lets the time asked for pass between two presses', async () => {
    const trail = await on('stopwatch.html', 'Press Start, wait 2 seconds, then press Stop.');
    expect(trail.found).toBe(true);
    const gap = Number(app.log[0]?.replace('gap:', ''));
    expect(gap).toBeGreaterThanOrEqual(2);
    expect(gap).toBeLessThan(2.4);
  });

  it('says not done, and presses nothing, when the control is nowhere', async () => {
    const trail = await run('click the "Export to PDF" button');
    expect(trail.found).toBe(false);
    expect(trail.stop.reason).toMatch(/Export to PDF/);
    expect(app.log.filter((e) => e === 'delete')).toEqual([]);
  });

  it('refuses a destructive control the instruction does not ask for, whoever chooses it', async () => {
    // A brain that goes for "Delete account" as soon as it is shown.
    const reckless: ScreenBrain = {
      name: 'scripted',
      terms: () => [],
      decide: async (screen) => {
        const settings = screen.controls.find((c) => c.name === 'Settings');
        const del = screen.controls.find((c) => c.name === 'Delete account');
        if (del) return { action: { type: 'click', control: del.id }, reason: 'press it' };
        if (settings?.selected === false)
          return { action: { type: 'click', control: settings.id }, reason: 'open Settings' };
        return { action: { type: 'stop', reason: 'nothing left' }, reason: 'stop' };
      },
    };
    const tab = createBrowserTab({ checkUrl: createAddressGuard({ allowPrivate: true }) });
    try {
      const trail = await runAct({
        url: app.url,
        instruction: "tick 'Email me'",
        world: tab,
        brain: reckless,
        maxSteps: 3,
        signal: new AbortController().signal,
      });
      expect(trail.steps.map((s) => [s.result, s.detail])).toEqual([
        ['acted', 'clicked'],
        ['rejected', '"Delete account" deletes, and the instruction does not ask for that'],
        ['rejected', '"Delete account" deletes, and the instruction does not ask for that'],
      ]);
      expect(trail.found).toBe(false);
    } finally {
      await tab.close();
    }
    expect(app.log).toEqual(['tab:settings']);
  });

  it('presses it when the instruction asks for that action', async () => {
    const trail = await run('open the Settings tab and click Delete account');
    expect(trail.found).toBe(true);
    expect(app.log).toEqual(['tab:settings', 'delete']);
  });

  it('rejects a cookie banner before the first step, or closes it where it offers no reject, never accepting', async () => {
    const signal = new AbortController().signal;
    const reject = await act({
      url: `${app.url}cookies.html`,
      instruction: 'click Continue',
      allowPrivate: true,
      signal,
    });
    expect(reject.found).toBe(true);
    expect(app.log).toEqual(['consent:reject', 'continue']);
    app.log.length = 0;
    const close = await act({
      url: `${app.url}cookies-close.html`,
      instruction: 'click Continue',
      allowPrivate: true,
      signal,
    });
    expect(close.found).toBe(true);
    expect(app.log).toEqual(['consent:close', 'continue']);
  });

  it('refuses a loopback address unless allowed', async () => {
    await expect(
      act({ url: app.url, instruction: 'click Help', signal: new AbortController().signal }),
    ).rejects.toSatisfy((e) => BlockedAddressError.isInstance(e));
    expect(app.log).toEqual([]);
  });

  it('stops on abort and leaves no browser behind', async () => {
    const controller = new AbortController();
    const running = act({
      url: app.url,
      instruction: 'find the file cat.png in the tree and click it',
      allowPrivate: true,
      signal: controller.signal,
      onStep: () => controller.abort(new Error('stopped by the test')),
    });
    await expect(running).rejects.toThrow('stopped by the test');
    expect(app.log).not.toContain('file:cat.png');
    expect(ourChromium()).toEqual([]);
  });
});
