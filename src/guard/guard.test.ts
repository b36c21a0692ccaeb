import { describe, expect, it } from 'vitest';
import type { Action } from '../core/action.ts';
import type { Memory } from '../core/memory.ts';
import type { Option, Place } from '../core/place.ts';
import { renderView } from '../core/render-view.ts';
import { visitKey } from '../core/url.ts';
import type { View } from '../core/view.ts';
import { checkAction, type GuardPolicy, moveKey } from './guard.ts';

const SITE = 'http://127.0.0.1:9/';
const opt = (id: number, label: string, target: string, kind: Option['kind'] = 'link'): Option => ({
  id,
  label,
  target,
  kind,
  group: target.startsWith(SITE) ? 'content' : 'external',
});
const place: Place = {
  location: `${SITE}car/`,
  title: 'Car',
  path: [],
  text: 'text',
  passages: [],
  options: [
    opt(1, 'Engine', `${SITE}car/engine.html`),
    opt(2, 'Brakes', `${SITE}car/brakes.html`),
    opt(3, 'Other site', 'https://elsewhere.example/'),
    opt(4, 'Delete account', `${SITE}account/delete`),
    opt(5, 'Cooling', `${SITE}car/`, 'folder'),
  ],
};
const policy: GuardPolicy = { allowExternal: false, scopeRoot: SITE, maxDepth: 5 };

function memory(extra: Partial<Memory> = {}): Memory {
  return {
    question: 'engine',
    stack: [
      { label: 'Home', location: SITE, title: 'Home' },
      { label: 'Car', location: place.location, title: 'Car' },
    ],
    visited: new Set(),
    deadEnds: new Set(),
    steps: [],
    ...extra,
  };
}

const view = (m: Memory, maxOptions = 15) =>
  renderView(place, m, { question: 'engine', maxOptions, canBack: true });

describe('guard', () => {
  it('lets an offered, fresh, same-site option open', () => {
    const m = memory();
    expect(checkAction({ type: 'open', option: 1 }, view(m), place, m, new Set(), policy)).toEqual({
      ok: true,
    });
  });

  it('refuses an option that is not on screen, naming concrete alternatives', () => {
    const m = memory();
    const verdict = checkAction({ type: 'open', option: 42 }, view(m), place, m, new Set(), policy);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) {
      expect(verdict.message).toContain('Option 42 is not on screen');
      expect(verdict.message).toContain('open(1) for Engine');
      expect(verdict.message).toContain('back()');
    }
    // Options cut from the view are not offered either.
    const narrow = view(m, 1);
    const hidden = place.options.find((o) => !narrow.options.some((v) => v.id === o.id));
    expect(
      checkAction({ type: 'open', option: hidden?.id ?? 0 }, narrow, place, m, new Set(), policy).ok,
    ).toBe(false);
  });

  it('refuses to open again a place that proved empty, but lets a run return to one it left', () => {
    const engine = visitKey(`${SITE}car/engine.html`);
    const spent = memory({ visited: new Set([engine]), deadEnds: new Set([engine]) });
    const refused = checkAction({ type: 'open', option: 1 }, view(spent), place, spent, new Set(), policy);
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('already opened') });
    // Opened before and not found empty: going back to it (after a jump elsewhere) is a return.
    const left = memory({ visited: new Set([engine]) });
    expect(checkAction({ type: 'open', option: 1 }, view(left), place, left, new Set(), policy).ok).toBe(
      true,
    );
  });

  it('keeps the run on its site unless external links are allowed', () => {
    const m = memory();
    expect(checkAction({ type: 'open', option: 3 }, view(m), place, m, new Set(), policy)).toMatchObject({
      ok: false,
      message: expect.stringContaining('leaves the site'),
    });
    expect(
      checkAction({ type: 'open', option: 3 }, view(m), place, m, new Set(), {
        ...policy,
        allowExternal: true,
      }),
    ).toEqual({ ok: true });
  });

  it('never presses a destructive control', () => {
    const m = memory();
    expect(checkAction({ type: 'open', option: 4 }, view(m), place, m, new Set(), policy)).toMatchObject({
      ok: false,
      message: expect.stringContaining('destructive'),
    });
  });

  it('refuses an exact repeat of a move that failed', () => {
    const m = memory();
    const failed = new Set([moveKey(`${place.location}#`, { type: 'open', option: 2 })]);
    expect(checkAction({ type: 'open', option: 2 }, view(m), place, m, failed, policy)).toMatchObject({
      ok: false,
      message: expect.stringContaining('already tried'),
    });
  });

  it('refuses back at the start, read of a place read before, and opens past the depth limit', () => {
    const atStart = memory({ stack: [{ label: 'Home', location: SITE, title: 'Home' }] });
    expect(checkAction({ type: 'back' }, view(atStart), place, atStart, new Set(), policy).ok).toBe(false);
    const readBefore = memory({ deadEnds: new Set([visitKey(place.location)]) });
    expect(checkAction({ type: 'read' }, view(readBefore), place, readBefore, new Set(), policy).ok).toBe(
      false,
    );
    const deep = memory();
    expect(
      checkAction({ type: 'open', option: 1 }, view(deep), place, deep, new Set(), {
        ...policy,
        maxDepth: 2,
      }),
    ).toMatchObject({ ok: false, message: expect.stringContaining('deep') });
  });

  it('lets a lead seen elsewhere open at the depth limit: it opens from where it was seen', () => {
    const deep = memory();
    const leads = [
      { url: `${SITE}wheels.html`, label: 'Wheels', from: 'Home', score: 1, group: 'content' as const },
    ];
    const v = renderView(place, deep, { question: 'engine', maxOptions: 15, canBack: true, leads });
    const lead = v.options.find((o) => o.from !== undefined);
    expect(lead?.label).toBe('Wheels');
    const tight = { ...policy, maxDepth: 2 };
    expect(checkAction({ type: 'open', option: lead?.id ?? -1 }, v, place, deep, new Set(), tight)).toEqual({
      ok: true,
    });
    expect(checkAction({ type: 'open', option: 1 }, v, place, deep, new Set(), tight).ok).toBe(false);
  });

  it('refuses moves that find does not make', () => {
    const m = memory();
    expect(checkAction({ type: 'judge', entries: 2 }, view(m), place, m, new Set(), policy).ok).toBe(false);
    expect(checkAction({ type: 'keep', url: `${SITE}a.html` }, view(m), place, m, new Set(), policy).ok).toBe(
      false,
    );
    expect(checkAction({ type: 'fill', option: 1, text: 'x' }, view(m), place, m, new Set(), policy).ok).toBe(
      false,
    );
  });
});

/** The moves a refusal suggests, read back from its message as a brain would. */
function suggestions(message: string): Action[] {
  const offered = message.split('Try instead:')[1] ?? '';
  return [...offered.matchAll(/\b(open|back|read)\((\d*)\)/g)].map(
    ([, type, n]): Action =>
      type === 'open'
        ? { type: 'open', option: Number(n) }
        : type === 'back'
          ? { type: 'back' }
          : { type: 'read' },
  );
}

interface Case {
  action: Action;
  view: View;
  place: Place;
  memory: Memory;
  failed: ReadonlySet<string>;
  policy: GuardPolicy;
}

/**
 * Refuses `c.action` and checks the refusal's alternatives: each one is accepted by the guard, none
 * names the refused option, and with none left the message says so. Returns the moves suggested.
 */
function refusedWithAcceptedAlternatives(c: Case): Action[] {
  const verdict = checkAction(c.action, c.view, c.place, c.memory, c.failed, c.policy);
  expect(verdict.ok, JSON.stringify(c.action)).toBe(false);
  const message = verdict.ok ? '' : verdict.message;
  const moves = suggestions(message);
  const refusedId = c.action.type === 'open' || c.action.type === 'fill' ? c.action.option : undefined;
  for (const move of moves) {
    if (move.type === 'open') expect(move.option, message).not.toBe(refusedId);
    expect(
      checkAction(move, c.view, c.place, c.memory, c.failed, c.policy),
      `${message} → ${JSON.stringify(move)}`,
    ).toEqual({
      ok: true,
    });
  }
  if (moves.length === 0) expect(message).toMatch(/Nothing else is left: stop\(\)\.$/);
  else expect(message).toContain('Try instead: ');
  return moves;
}

const opens = (moves: Action[]): number[] => moves.flatMap((m) => (m.type === 'open' ? [m.option] : []));

describe('guard refusals', () => {
  const base = (extra: Partial<Case> = {}): Case => {
    const m = extra.memory ?? memory();
    return {
      action: { type: 'stop', reason: '' },
      view: view(m),
      place,
      memory: m,
      failed: new Set(),
      policy,
      ...extra,
    };
  };

  it('never offer the refused link to another site, nor any other link off the site (the reported case)', () => {
    const docs = 'https://docs.python.org/3/';
    const pep = (n: number) => `https://peps.python.org/pep-0${n}/`;
    const whatsNew: Place = {
      location: `${docs}whatsnew/3.6.html`,
      title: "What's New In Python 3.6",
      path: [],
      text: 'Formatted string literals',
      passages: [],
      options: [
        ...Array.from({ length: 22 }, (_, i) =>
          opt(i + 1, `Section ${i + 1}`, `${docs}whatsnew/3.6.html#s${i + 1}`),
        ),
        opt(23, 'Formatted string literals', `${docs}reference/lexical_analysis.html#f-strings`),
        opt(24, 'PEP 498', pep(498)),
        opt(25, 'PEP 498 discussion', pep(498).replace('pep-0498/', 'pep-0498/#discussion')),
        opt(26, 'PEP 515', pep(515)),
      ],
    };
    const m: Memory = {
      ...memory(),
      stack: [
        { label: 'Docs', location: docs, title: 'Docs' },
        { label: '3.6', location: whatsNew.location, title: '3.6' },
      ],
    };
    const pepPolicy: GuardPolicy = { allowExternal: false, scopeRoot: docs, maxDepth: 20 };
    // A view without the scope shows the external links, as it did when the refusal was reported.
    const shown = renderView(whatsNew, m, {
      question: 'PEP 498 formatted string literals',
      maxOptions: 30,
      canBack: true,
    });
    expect(
      shown.options
        .filter((o) => o.id >= 24)
        .map((o) => o.id)
        .sort(),
    ).toEqual([24, 25, 26]);
    const c: Case = {
      action: { type: 'open', option: 24 },
      view: shown,
      place: whatsNew,
      memory: m,
      failed: new Set(),
      policy: pepPolicy,
    };
    const verdict = checkAction(c.action, c.view, c.place, c.memory, c.failed, c.policy);
    expect(verdict).toMatchObject({
      ok: false,
      message: expect.stringContaining('[24] PEP 498 leaves the site'),
    });
    const moves = refusedWithAcceptedAlternatives(c);
    expect(opens(moves).length).toBeGreaterThan(0);
    for (const id of [24, 25, 26]) expect(opens(moves)).not.toContain(id);
    expect(moves).toContainEqual({ type: 'back' });
  });

  it('offer only accepted moves, whatever the kind of refusal', () => {
    const engine = visitKey(`${SITE}car/engine.html`);
    const brakes = visitKey(`${SITE}car/brakes.html`);
    const cases: [string, Case][] = [
      ['not on screen', base({ action: { type: 'open', option: 42 } })],
      ['leaves the site', base({ action: { type: 'open', option: 3 } })],
      ['destructive', base({ action: { type: 'open', option: 4 } })],
      (() => {
        const m = memory({ visited: new Set([engine, brakes]), deadEnds: new Set([engine, brakes]) });
        return [
          'already opened',
          base({ action: { type: 'open', option: 1 }, memory: m, view: view(m) }),
        ] as [string, Case];
      })(),
      [
        'already tried, with another failed move here',
        base({
          action: { type: 'open', option: 2 },
          failed: new Set([
            moveKey(`${place.location}#`, { type: 'open', option: 2 }),
            moveKey(`${place.location}#`, { type: 'open', option: 1 }),
          ]),
        }),
      ],
      [
        'a back that failed before',
        base({
          action: { type: 'back' },
          failed: new Set([moveKey(`${place.location}#`, { type: 'back' })]),
        }),
      ],
      ['too deep', base({ action: { type: 'open', option: 1 }, policy: { ...policy, maxDepth: 2 } })],
      (() => {
        const m = memory({ stack: [{ label: 'Home', location: SITE, title: 'Home' }] });
        return ['back at the start', base({ action: { type: 'back' }, memory: m, view: view(m) })] as [
          string,
          Case,
        ];
      })(),
      ['back past the start', base({ action: { type: 'back', levels: 3 } })],
      (() => {
        const m = memory({ deadEnds: new Set([visitKey(place.location)]) });
        return ['read twice', base({ action: { type: 'read' }, memory: m, view: view(m) })] as [string, Case];
      })(),
      ['judge', base({ action: { type: 'judge', entries: 2 } })],
      ['keep', base({ action: { type: 'keep', url: 'http://elsewhere.test/' } })],
      ['fill on a link', base({ action: { type: 'fill', option: 1, text: 'oil' } })],
      ['fill on an unknown option', base({ action: { type: 'fill', option: 42, text: 'oil' } })],
      (() => {
        // A view drawn before the place lost an option: on screen, but no longer here.
        const m = memory();
        const fuller: Place = {
          ...place,
          options: [...place.options, opt(6, 'Engine oil', `${SITE}car/oil.html`)],
        };
        const shown = renderView(fuller, m, { question: 'engine', maxOptions: 15, canBack: true });
        return ['not here any more', base({ action: { type: 'open', option: 6 }, view: shown })] as [
          string,
          Case,
        ];
      })(),
    ];
    for (const [name, c] of cases) {
      const moves = refusedWithAcceptedAlternatives(c);
      // Never the off-site link nor the destructive control, in any refusal.
      expect(opens(moves), name).not.toContain(3);
      expect(opens(moves), name).not.toContain(4);
    }
  });

  it('name the moves that are left: back past the start suggests the one level there is', () => {
    const moves = refusedWithAcceptedAlternatives(base({ action: { type: 'back', levels: 3 } }));
    expect(moves).toContainEqual({ type: 'back' });
  });

  it('offer read() at the depth limit only while the place may still be read, and back() only where it goes', () => {
    const deep = { ...policy, maxDepth: 2 };
    expect(
      refusedWithAcceptedAlternatives(base({ action: { type: 'open', option: 1 }, policy: deep })),
    ).toEqual([{ type: 'back' }, { type: 'read' }]);
    const read = memory({ deadEnds: new Set([visitKey(place.location)]) });
    expect(
      refusedWithAcceptedAlternatives(
        base({ action: { type: 'open', option: 1 }, memory: read, view: view(read), policy: deep }),
      ),
    ).toEqual([{ type: 'back' }]);
  });

  it('say that nothing is left when no move but stop() would be accepted', () => {
    const start = memory({
      stack: [{ label: 'Home', location: SITE, title: 'Home' }],
      deadEnds: new Set([visitKey(place.location)]),
    });
    const c = base({
      action: { type: 'open', option: 1 },
      memory: start,
      view: view(start),
      policy: { ...policy, maxDepth: 1 },
    });
    expect(refusedWithAcceptedAlternatives(c)).toEqual([]);
    const verdict = checkAction(c.action, c.view, c.place, c.memory, c.failed, c.policy);
    expect(verdict).toEqual({
      ok: false,
      message: 'The path is 1 places deep, the most allowed; read or go back. Nothing else is left: stop().',
    });
  });

  it('offer only accepted moves on generated places and runs', () => {
    // A small seeded generator: the same cases on every run, many more shapes than the cases above.
    let seed = 9;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const labels = [
      'Engine',
      'Brakes',
      'Delete account',
      'Pay now',
      'Log out',
      'Search',
      'Oil',
      'Payment of Wages',
    ];
    const hosts = [SITE, 'http://127.0.0.1:9/car/', 'https://elsewhere.example/'];
    const kinds: Option['kind'][] = ['link', 'link', 'link', 'folder', 'input', 'button'];
    let refusals = 0;
    for (let run = 0; run < 400; run++) {
      const options = Array.from({ length: 1 + Math.floor(random() * 8) }, (_, i) => {
        const kind = pick(kinds);
        return opt(
          i + 1,
          `${pick(labels)} ${i}`,
          kind === 'folder' ? `${SITE}car/` : `${pick(hosts)}p${Math.floor(random() * 4)}.html`,
          kind,
        );
      });
      const here: Place = { ...place, options };
      const targets = options.map((o) => visitKey(o.target));
      const some = (): Set<string> => new Set(targets.filter(() => random() < 0.3));
      const depth = 1 + Math.floor(random() * 3);
      const m = memory({
        stack: Array.from({ length: depth }, (_, i) => ({
          label: `L${i}`,
          location: i === depth - 1 ? here.location : `${SITE}p${i}.html`,
          title: `L${i}`,
        })),
        visited: some(),
        deadEnds: random() < 0.2 ? new Set([...some(), visitKey(here.location)]) : some(),
      });
      const failed = new Set(
        options
          .filter(() => random() < 0.2)
          .map((o) => moveKey(`${here.location}#`, { type: 'open', option: o.id })),
      );
      if (random() < 0.2) failed.add(moveKey(`${here.location}#`, { type: 'back' }));
      const runPolicy: GuardPolicy = {
        allowExternal: random() < 0.3,
        scopeRoot: SITE,
        maxDepth: 1 + Math.floor(random() * 4),
      };
      const shown = renderView(here, m, {
        question: pick(labels),
        maxOptions: 1 + Math.floor(random() * 8),
        canBack: m.stack.length > 1,
      });
      const actions: Action[] = [
        ...options.map((o): Action => ({ type: 'open', option: o.id })),
        { type: 'open', option: 99 },
        { type: 'back' },
        { type: 'back', levels: 2 },
        { type: 'read' },
        { type: 'fill', option: 1, text: 'oil' },
        { type: 'judge', entries: 1 },
      ];
      for (const action of actions) {
        const c: Case = { action, view: shown, place: here, memory: m, failed, policy: runPolicy };
        if (checkAction(action, shown, here, m, failed, runPolicy).ok) continue;
        refusals++;
        refusedWithAcceptedAlternatives(c);
      }
    }
    expect(refusals).toBeGreaterThan(1000);
  });
});
