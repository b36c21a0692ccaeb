import type { World } from '../src/core/world.ts';

/**
 * Wraps a world to measure the time spent inside it (fetching and parsing), apart from the engine.
 * Calls may overlap (peeks fetch a few pages at once): the time counted is the time during which
 * at least one call was under way, so that it never exceeds the run's own time.
 */
export function timedWorld(world: World): World & { ms: number } {
  let active = 0;
  let since = 0;
  const timed = async <T>(call: () => Promise<T>): Promise<T> => {
    if (active++ === 0) since = performance.now();
    try {
      return await call();
    } finally {
      if (--active === 0) wrapped.ms += performance.now() - since;
    }
  };
  const wrapped: World & { ms: number } = {
    name: world.name,
    ms: 0,
    open: (...args: Parameters<World['open']>) => timed(() => world.open(...args)),
    act: (...args: Parameters<World['act']>) => timed(() => world.act(...args)),
    ...(world.siteAids
      ? {
          siteAids: (...args: Parameters<NonNullable<World['siteAids']>>) =>
            timed(async () => (await world.siteAids?.(...args)) ?? { sitemap: [], fetched: 0 }),
        }
      : {}),
    ...(world.close ? { close: () => world.close?.() ?? Promise.resolve() } : {}),
  };
  return wrapped;
}
