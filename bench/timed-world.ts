import type { World } from '../src/core/world.ts';

/** Wraps a world to measure the time spent inside it (fetching and parsing), apart from the engine. */
export function timedWorld(world: World): World & { ms: number } {
  const timed = {
    name: world.name,
    ms: 0,
    async open(...args: Parameters<World['open']>) {
      const t0 = performance.now();
      try {
        return await world.open(...args);
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
    ...(world.siteAids
      ? {
          async siteAids(...args: Parameters<NonNullable<World['siteAids']>>) {
            const t0 = performance.now();
            try {
              return (await world.siteAids?.(...args)) ?? { sitemap: [], fetched: 0 };
            } finally {
              timed.ms += performance.now() - t0;
            }
          },
        }
      : {}),
    ...(world.close ? { close: () => world.close?.() ?? Promise.resolve() } : {}),
  };
  return timed;
}
