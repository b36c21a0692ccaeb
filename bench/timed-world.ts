import type { World } from '../src/core/world.ts';

/** Wraps a world to measure the time spent inside it (fetching and parsing), apart from the engine. */
export function timedWorld(world: World): World & { ms: number } {
  const timed = {
    name: world.name,
    ms: 0,
    async open(target: string, signal: AbortSignal) {
      const t0 = performance.now();
      try {
        return await world.open(target, signal);
      } finally {
        timed.ms += performance.now() - t0;
      }
    },
    async act(...args: Parameters<World['act']>) {
      const t0 = performance.now();
      try {
        return await world.act(...args);
      } finally {
        timed.ms += performance.now() - t0;
      }
    },
    ...(world.close ? { close: () => world.close?.() ?? Promise.resolve() } : {}),
  };
  return timed;
}
