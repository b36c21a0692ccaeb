import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../core/errors/not-found-error.ts';
import { OptionNotFoundError } from '../../core/errors/option-not-found-error.ts';
import { UnsupportedActionError } from '../../core/errors/unsupported-action-error.ts';
import { placeVisitKey } from '../../core/render-view.ts';
import { createLibraryWorld, nodeLocation, parseTarget, SEARCH_LABEL, searchLocation } from './index.ts';
import { ownerLibrary } from './test-support/owner-library.ts';

const signal = new AbortController().signal;
const CHUNK = 'zephyr-service-manual/cooling-system/coolant-specifications/capacities';

describe('library world', () => {
  const library = ownerLibrary();
  const world = createLibraryWorld(library);

  it('opens the catalog from the folder, an empty target or library:', async () => {
    for (const target of [library.dir, '', 'library:']) {
      const place = await world.open(target, signal);
      expect(place.location).toBe('library:catalog');
      expect(place.title).toBe('Owner Library');
      expect(place.node).toBe('catalog');
      expect(place.path).toEqual([]);
    }
  });

  it('offers the children as content options that carry their summary and topics', async () => {
    const catalog = await world.open('library:', signal);
    const shelves = catalog.options.filter((o) => o.kind === 'child');
    expect(shelves.map((o) => o.label)).toEqual(['Zephyr FAQ', 'Zephyr Service Manual', 'Garden Handbook']);
    const manual = shelves[1];
    expect(manual).toMatchObject({ group: 'content', target: 'library:zephyr-service-manual' });
    expect(manual?.context).toContain('Service manual for the Zephyr');
    expect(manual?.context).toContain('Topics: cooling system, brakes, specifications');
    // The catalog's search box is an input, off the content.
    expect(catalog.options.at(-1)).toMatchObject({ kind: 'input', group: 'section', label: SEARCH_LABEL });
  });

  it('opens a child by act, a node by library: location or by bare id', async () => {
    const catalog = await world.open('library:', signal);
    const shelf = await world.act(catalog, { type: 'open', option: 2 }, signal);
    expect(shelf.title).toBe('Zephyr Service Manual');
    expect(shelf.path).toEqual(['Zephyr Service Manual']);
    expect(shelf.text).toContain('Service manual for the Zephyr');
    expect(shelf.text).toContain('Topics: cooling system; brakes; specifications');
    expect(shelf.passages[0]).toMatchObject({ kind: 'paragraph' });
    const byLocation = await world.open(nodeLocation(CHUNK), signal);
    const byId = await world.open(CHUNK, signal);
    expect(byId).toEqual(byLocation);
  });

  it('gives a chunk its own text as passages, with node id, file and lines for citations', async () => {
    const chunk = await world.open(nodeLocation(CHUNK), signal);
    expect(chunk.node).toBe(CHUNK);
    expect(chunk.file).toBe('manual/cooling.md');
    expect(chunk.lines).toEqual([12, 17]);
    expect(chunk.path).toEqual([
      'Zephyr Service Manual',
      'Cooling System',
      'Coolant Specifications',
      'Capacities',
    ]);
    expect(chunk.options).toEqual([]);
    expect(chunk.text).toContain('| Coolant capacity, with heater | 7.4 qt (7.0 L) |');
    expect(chunk.passages.map((p) => p.kind)).toEqual([
      'heading',
      'paragraph',
      'table-row',
      'table-row',
      'table-row',
    ]);
    expect(chunk.passages[3]).toMatchObject({
      text: 'Coolant capacity, with heater | 7.4 qt (7.0 L)',
      headings: ['Capacities'],
    });
  });

  it('keeps ids with # and / apart in visit keys', () => {
    const ids = ['doc.md#intro', 'doc.md#setup', 'doc.md'];
    expect(new Set(ids.map((id) => placeVisitKey({ location: nodeLocation(id) } as never))).size).toBe(3);
    expect(parseTarget(nodeLocation('doc.md#intro'))).toEqual({ kind: 'node', id: 'doc.md#intro' });
    expect(parseTarget(searchLocation('oil & filter'))).toEqual({ kind: 'search', query: 'oil & filter' });
  });

  it('searches across all levels through the search box or a library:search target', async () => {
    const catalog = await world.open('library:', signal);
    const box = catalog.options.find((o) => o.kind === 'input');
    if (!box) throw new Error('no search box');
    const hits = await world.act(catalog, { type: 'fill', option: box.id, text: 'trailer lug nut' }, signal);
    expect(hits.location).toBe(searchLocation('trailer lug nut'));
    expect(hits.options[0]).toMatchObject({
      label: 'Maintenance notes (Garden Handbook > Tool Shed > Miscellaneous)',
      target: nodeLocation('garden-handbook/tool-shed/miscellaneous/maintenance-notes'),
      kind: 'child',
    });
    expect(hits.options[0]?.context).toContain('80 ft-lbs');
    const same = await world.open(searchLocation('trailer lug nut'), signal);
    expect(same.options).toEqual(hits.options);
    const chunk = await world.act(hits, { type: 'open', option: 1 }, signal);
    expect(chunk.text).toContain('80 ft-lbs');
  });

  it('refuses unknown nodes, unknown options and moves it cannot make', async () => {
    await expect(world.open('library:no-such-node', signal)).rejects.toSatisfy(NotFoundError.isInstance);
    const catalog = await world.open('library:', signal);
    await expect(world.act(catalog, { type: 'open', option: 99 }, signal)).rejects.toSatisfy(
      OptionNotFoundError.isInstance,
    );
    await expect(world.act(catalog, { type: 'back' }, signal)).rejects.toSatisfy(
      UnsupportedActionError.isInstance,
    );
    await expect(world.act(catalog, { type: 'fill', option: 1, text: 'x' }, signal)).rejects.toSatisfy(
      UnsupportedActionError.isInstance,
    );
    const box = catalog.options.find((o) => o.kind === 'input')?.id ?? 0;
    await expect(world.act(catalog, { type: 'open', option: box }, signal)).rejects.toSatisfy(
      UnsupportedActionError.isInstance,
    );
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(world.open('library:', controller.signal)).rejects.toThrow();
  });
});
