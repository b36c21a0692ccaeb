import { describe, expect, it } from 'vitest';
import type { Memory } from '../core/memory.ts';
import type { Option, Place } from '../core/place.ts';
import { renderView } from '../core/render-view.ts';
import { visitKey } from '../core/url.ts';
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

  it('refuses moves that find does not make', () => {
    const m = memory();
    expect(checkAction({ type: 'collect', options: [1, 2] }, view(m), place, m, new Set(), policy).ok).toBe(
      false,
    );
    expect(checkAction({ type: 'fill', option: 1, text: 'x' }, view(m), place, m, new Set(), policy).ok).toBe(
      false,
    );
  });
});
