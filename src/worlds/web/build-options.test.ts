import { describe, expect, it } from 'vitest';
import type { MenuItem, Place } from '../../core/place.ts';
import type { PageAnalysis } from '../../html/analyze.ts';
import { buildOptions, folderOptions } from './build-options.ts';
import { openFolder } from './open-folder.ts';

const PAGE = 'https://example.com/manual/';

function analysis(partial: Partial<PageAnalysis>): PageAnalysis {
  return {
    base: PAGE,
    aliases: new Map(),
    title: 'Manual',
    feeds: [],
    breadcrumb: [],
    links: [],
    menu: [],
    menuParts: [],
    searchForms: [],
    searchIndex: [],
    ...partial,
  };
}

const big: MenuItem = {
  label: 'Index',
  children: Array.from({ length: 30 }, (_, i) => ({ label: `Topic ${i + 1}`, url: `${PAGE}t${i + 1}.html` })),
};

describe('buildOptions', () => {
  it('orders lead menu items and content first, then sections, external, and boilerplate last', () => {
    const options = buildOptions(
      analysis({
        menu: [
          { label: 'Engine', children: [{ label: 'Oil', url: `${PAGE}oil.html` }] },
          { label: 'Warranty', url: `${PAGE}warranty.html` },
          { label: 'Footer stuff', children: [{ label: 'Jobs', url: 'https://example.com/jobs' }] },
        ],
        menuParts: [
          { count: 2, group: 'section', lead: true },
          { count: 1, group: 'section', lead: false },
        ],
        links: [
          { url: 'https://example.com/login', label: 'Log in', group: 'section', boilerplate: true },
          { url: 'https://other.org/', label: 'Other', group: 'external', boilerplate: false },
          { url: 'https://example.com/about', label: 'About', group: 'section', boilerplate: false },
          { url: `${PAGE}warranty.html`, label: 'Warranty terms', group: 'content', boilerplate: false },
          { url: `${PAGE}a.html`, label: 'A', group: 'content', boilerplate: false, context: 'Intro' },
          { url: 'https://x.com/acme', label: 'X', group: 'external', boilerplate: true },
        ],
      }),
      PAGE,
    );
    expect(options.map((o) => [o.id, o.label, o.kind, o.group])).toEqual([
      [1, 'Engine', 'folder', 'section'],
      [2, 'Warranty', 'link', 'section'],
      [3, 'A', 'link', 'content'],
      [4, 'Footer stuff', 'folder', 'section'],
      [5, 'About', 'link', 'section'],
      [6, 'Other', 'link', 'external'],
      [7, 'Log in', 'link', 'section'],
      [8, 'X', 'link', 'external'],
    ]);
    expect(options[0]).toMatchObject({ target: PAGE, folderPath: [0], context: 'contains: Oil' });
    expect(options[3]?.folderPath).toEqual([2]);
    expect(options[2]?.context).toBe('Intro');
    expect(options[6]?.boilerplate).toBe(true);
  });

  it('shows at most 25 labels of a folder’s contents', () => {
    const [folder] = buildOptions(
      analysis({ menu: [big], menuParts: [{ count: 1, group: 'content', lead: true }] }),
      PAGE,
    );
    const context = folder?.context ?? '';
    expect(context.startsWith('contains: Topic 1, Topic 2,')).toBe(true);
    expect(context).toContain('Topic 25, …');
    expect(context).not.toContain('Topic 26');
  });
});

describe('folder context', () => {
  it('names each label once and separates labels that hold commas with semicolons', () => {
    const folder: MenuItem = {
      label: 'Repair',
      children: [
        {
          label: 'Engine, Cooling and Exhaust',
          children: [{ label: 'Specifications', url: `${PAGE}a.html` }],
        },
        { label: 'Brakes', children: [{ label: 'Specifications', url: `${PAGE}b.html` }] },
      ],
    };
    const [option] = buildOptions(
      analysis({ menu: [folder], menuParts: [{ count: 1, group: 'section', lead: true }] }),
      PAGE,
    );
    expect(option?.context).toBe('contains: Engine, Cooling and Exhaust; Brakes; Specifications');
  });
});

describe('folderOptions and openFolder', () => {
  const menu: MenuItem[] = [
    {
      label: 'Engine',
      url: `${PAGE}engine.html`,
      children: [
        { label: 'Lubrication', children: [{ label: 'Oil', url: `${PAGE}oil.html` }] },
        { label: 'Elsewhere', url: 'https://other.org/x' },
      ],
    },
  ];

  it('offers the folder’s own page first, then its items', () => {
    expect(
      folderOptions(menu[0] as MenuItem, [0], PAGE, 'section').map((o) => [o.id, o.label, o.kind, o.group]),
    ).toEqual([
      [1, 'Engine', 'link', 'section'],
      [2, 'Lubrication', 'folder', 'section'],
      [3, 'Elsewhere', 'link', 'external'],
    ]);
  });

  it('keeps the page and extends the path by the opened folders', () => {
    const place: Place = {
      location: PAGE,
      title: 'Manual',
      path: ['Home', 'Manual'],
      text: 'text',
      passages: [],
      menu,
      options: buildOptions(
        analysis({ menu, menuParts: [{ count: 1, group: 'section', lead: true }] }),
        PAGE,
      ),
    };
    const engine = openFolder(place, place.options[0] as NonNullable<Place['options'][0]>);
    expect(engine).toMatchObject({
      location: PAGE,
      text: 'text',
      folder: ['Engine'],
      path: ['Home', 'Manual', 'Engine'],
    });
    const lubrication = openFolder(engine, engine.options[1] as NonNullable<Place['options'][0]>);
    expect(lubrication.folder).toEqual(['Engine', 'Lubrication']);
    expect(lubrication.path).toEqual(['Home', 'Manual', 'Engine', 'Lubrication']);
    expect(lubrication.options.map((o) => o.label)).toEqual(['Oil']);
  });
});
