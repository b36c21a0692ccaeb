import { describe, expect, it } from 'vitest';
import { createHostPacer } from './host-pacer.ts';

const signal = new AbortController().signal;

describe('createHostPacer', () => {
  it('spaces requests to one host, and leaves other hosts alone', async () => {
    const pace = createHostPacer(20); // 50 ms apart
    const start = performance.now();
    const times: Record<string, number[]> = { a: [], b: [] };
    const at = (key: 'a' | 'b') => () => times[key]?.push(performance.now() - start);
    await Promise.all([
      pace(new URL('http://a.test/1'), signal).then(at('a')),
      pace(new URL('http://A.test:8080/2'), signal).then(at('a')),
      pace(new URL('https://a.test/3'), signal).then(at('a')),
      pace(new URL('http://b.test/1'), signal).then(at('b')),
    ]);
    const [a0 = 0, a1 = 0, a2 = 0] = times.a ?? [];
    // Times are taken when each turn's callback runs, which a loaded machine may delay by a few ms:
    // the margins keep "spaced by 50 ms" apart from "not waiting for another host" all the same.
    expect(a0).toBeLessThan(40);
    expect(a1 - a0).toBeGreaterThanOrEqual(40);
    expect(a2 - a1).toBeGreaterThanOrEqual(40);
    expect(times.b?.[0]).toBeLessThan(40);
  });

  it('gives up a wait when aborted, and hands the turn to the next request', async () => {
    const pace = createHostPacer(5); // 200 ms apart
    await pace(new URL('http://a.test/'), signal);
    const controller = new AbortController();
    const waiting = pace(new URL('http://a.test/'), controller.signal);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    const start = performance.now();
    await pace(new URL('http://a.test/'), signal);
    // Waits for the aborted request's slot (≤ 200 ms), not the one after it (400 ms).
    expect(performance.now() - start).toBeLessThan(300);
  });

  it('keeps turns apart when a busy process fires their timers late', async () => {
    const pace = createHostPacer(20); // 50 ms apart
    await pace(new URL('http://a.test/0'), signal);
    const times: number[] = [];
    const turns = [1, 2].map((i) =>
      pace(new URL(`http://a.test/${i}`), signal).then(() => times.push(performance.now())),
    );
    // Busy past both turns' times: their timers fire late, together.
    const busyUntil = performance.now() + 160;
    while (performance.now() < busyUntil) {}
    await Promise.all(turns);
    const [t1 = 0, t2 = 0] = times;
    expect(t2 - t1).toBeGreaterThanOrEqual(49);
  });

  it('keeps the longer gap a host asks for', async () => {
    const pace = createHostPacer(100); // 10 ms apart
    await pace(new URL('http://a.test/1'), signal, 120);
    const start = performance.now();
    await pace(new URL('http://a.test/2'), signal, 120);
    expect(performance.now() - start).toBeGreaterThanOrEqual(110);
    const other = performance.now();
    await pace(new URL('http://b.test/1'), signal);
    expect(performance.now() - other).toBeLessThan(60);
  });

  it('refuses a rate that is not above zero', () => {
    expect(() => createHostPacer(0)).toThrow(RangeError);
    expect(() => createHostPacer(Number.NaN)).toThrow(RangeError);
  });
});
