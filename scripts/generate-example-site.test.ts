/**
 * Self-checks of the bundled example site (examples/car-manual): the generator is deterministic,
 * the committed fixture is exactly what it generates, and the question set is answerable by
 * following its gold paths. The path walk here is a fixture check, not the product's navigator.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AnyNode, Element, ParentNode } from 'domhandler';
import { hasChildren, isTag, isText } from 'domhandler';
import { findAll, findOne, getAttributeValue, getParent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { differences, readOutput } from './fixture-output.ts';
import { type ExampleQuestion, generateExampleSite } from './generate-example-site.ts';

const COMMITTED = path.resolve(import.meta.dirname, '../examples/car-manual');
const REGENERATE = 'run `node scripts/generate-example-site.ts` to refresh the committed fixture';

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const hasClass = (el: Element, name: string) => (el.attribs.class ?? '').split(/\s+/).includes(name);

/** Text of a node with a space between text nodes, so table cells do not run together. */
function textOf(node: AnyNode): string {
  const parts: string[] = [];
  const visit = (n: AnyNode): void => {
    if (isText(n)) parts.push(n.data);
    else if (hasChildren(n)) for (const child of n.children) visit(child);
  };
  visit(node);
  return normalize(parts.join(' '));
}

function mainOf(html: string): Element {
  const main = findOne((el) => el.name === 'main', parseDocument(html).children);
  if (!main) throw new Error('page has no <main>');
  return main;
}

/**
 * The options a person sees in `scope` without opening anything: links and folder labels that
 * are not inside a (closed) folder nested below the scope.
 */
function optionsIn(scope: ParentNode): Element[] {
  const candidates = findAll(
    (el) =>
      (el.name === 'a' && el.attribs.href !== undefined) ||
      (el.name === 'span' && hasClass(el, 'folder-label')),
    scope.children,
  );
  return candidates.filter((el) => {
    let node: AnyNode | null = getParent(el);
    if (node && isTag(node) && node.name === 'li') node = getParent(node); // the option's own item
    while (node && node !== scope) {
      if (isTag(node) && node.name === 'li' && hasClass(node, 'li-folder')) return false;
      node = getParent(node);
    }
    return true;
  });
}

/** Resolves an href found on `from` (site-relative) to a site-relative file, or null if external. */
function resolveHref(from: string, href: string): { file: string; fragment: string } | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null;
  const [beforeHash = '', fragment = ''] = href.split('#', 2);
  const bare = beforeHash.split('?')[0] ?? '';
  const file = bare === '' ? from : path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  return { file, fragment };
}

describe('example site generator', () => {
  let dirA = '';
  let dirB = '';
  const site = new Map<string, string>();
  let questions: ExampleQuestion[] = [];
  const html = (file: string): string => {
    const content = site.get(file);
    if (content === undefined) throw new Error(`missing page: ${file}`);
    return content;
  };

  beforeAll(async () => {
    dirA = await mkdtemp(path.join(os.tmpdir(), 'ariadne-example-a-'));
    dirB = await mkdtemp(path.join(os.tmpdir(), 'ariadne-example-b-'));
    await generateExampleSite(dirA);
    await generateExampleSite(dirB);
    const output = await readOutput(dirA, 'site');
    for (const [file, content] of output) if (file.startsWith('site/')) site.set(file.slice(5), content);
    questions = JSON.parse(output.get('questions.json') ?? '[]') as ExampleQuestion[];
  });

  afterAll(async () => {
    for (const dir of [dirA, dirB]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('gives byte-identical output on every run', async () => {
    expect(differences(await readOutput(dirA, 'site'), await readOutput(dirB, 'site'))).toEqual([]);
  });

  it('matches the committed fixture in examples/car-manual', async () => {
    const diffs = differences(await readOutput(dirA, 'site'), await readOutput(COMMITTED, 'site'));
    expect(diffs.slice(0, 10), REGENERATE).toEqual([]);
  });

  it('reports what it wrote and stays a sensible size', async () => {
    const result = await generateExampleSite(dirB);
    const pages = [...site.keys()].filter((f) => f.endsWith('.html'));
    expect(result).toEqual({ pages: pages.length, questions: questions.length });
    expect(pages.length).toBeGreaterThanOrEqual(300);
    expect(pages.length).toBeLessThanOrEqual(1500);
    const bytes = [...site.values()].reduce((n, content) => n + Buffer.byteLength(content), 0);
    expect(bytes).toBeLessThan(6_000_000);
  });

  it('has well-formed questions', () => {
    expect(questions.length).toBeGreaterThanOrEqual(30);
    const ids = new Set(questions.map((q) => q.id));
    expect(ids.size).toBe(questions.length);
    for (const q of questions) {
      expect(Object.keys(q).sort()).toEqual(['answer', 'goldPage', 'goldPath', 'id', 'question']);
      expect(q.answer.length, q.id).toBeGreaterThan(0);
      // The question names the vehicle: make, year and model.
      const [make = '', vehicle = ''] = q.goldPath;
      const [year = '', ...rest] = vehicle.split(' ');
      const model = rest.slice(0, -1).join(' ');
      expect(q.question, q.id).toContain(make);
      expect(q.question, q.id).toContain(`${year} ${make} ${model}`);
    }
    const throughPageFolders = questions.filter((q) =>
      q.goldPath.some((l) => l === 'Parts and Labor' || l === 'Diagrams'),
    );
    expect(throughPageFolders.length).toBeGreaterThanOrEqual(5);
  });

  it('puts every answer on its gold page', () => {
    for (const q of questions) {
      expect(site.has(q.goldPage), `${q.id}: ${q.goldPage}`).toBe(true);
      expect(textOf(mainOf(html(q.goldPage))), q.id).toContain(q.answer);
    }
  });

  it('reaches every gold page by following goldPath from index.html', () => {
    for (const q of questions) {
      let file = 'index.html';
      let scope: ParentNode = mainOf(html(file));
      for (const label of q.goldPath) {
        const matches = optionsIn(scope).filter((el) => textOf(el) === label);
        expect(matches.length, `${q.id}: option "${label}" on ${file}`).toBe(1);
        const option = matches[0] as Element;
        if (option.name === 'a') {
          const target = resolveHref(file, getAttributeValue(option, 'href') ?? '');
          expect(target, `${q.id}: "${label}" leaves the site`).not.toBeNull();
          file = target?.file ?? '';
          scope = mainOf(html(file));
        } else {
          scope = getParent(option) as ParentNode; // open the folder in place
        }
      }
      expect(file, q.id).toBe(q.goldPage);
    }
  });

  it('resolves every internal link to an existing file', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const [file, content] of site) {
      if (!file.endsWith('.html')) continue;
      const doc = parseDocument(content);
      const linking = findAll(
        (el) => (el.name === 'a' || el.name === 'link') && el.attribs.href !== undefined,
        doc.children,
      );
      for (const el of linking) {
        const href = el.attribs.href ?? '';
        const target = resolveHref(file, href);
        if (!target) continue;
        checked++;
        if (!site.has(target.file)) broken.push(`${file}: ${href}`);
        else if (target.fragment && !html(target.file).includes(`id="${target.fragment}"`))
          broken.push(`${file}: ${href}`);
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(broken.slice(0, 10)).toEqual([]);
  });

  it('keeps the answer off the dead ends next to it and off the near-twin vehicle', () => {
    const vehicleDirs = [...site.keys()]
      .filter((f) => /^[^/]+\/\d{4}\/[^/]+\/index\.html$/.test(f))
      .map((f) => path.posix.dirname(f));
    const modelOf = (dir: string) => dir.replace(/^([^/]+)\/\d{4}\//, '$1/').replace(/-[lvh]\d-\d\.\dl$/, '');
    for (const q of questions) {
      const dir = path.posix.dirname(q.goldPage);
      const testing = `${dir}/testing-and-inspection.html`;
      if (q.goldPage.endsWith('specifications.html') && site.has(testing)) {
        expect(textOf(mainOf(html(testing))), `${q.id}: ${testing}`).not.toContain(q.answer);
      }
      const vehicleDir = q.goldPage.split('/').slice(0, 3).join('/');
      const inside = q.goldPage.slice(vehicleDir.length);
      for (const twin of vehicleDirs.filter((d) => d !== vehicleDir && modelOf(d) === modelOf(vehicleDir))) {
        const twinPage = `${twin}${inside}`;
        if (!site.has(twinPage)) continue;
        expect(textOf(mainOf(html(twinPage))), `${q.id}: ${twinPage}`).not.toContain(q.answer);
      }
    }
  });
});
