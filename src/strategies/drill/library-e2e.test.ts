import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLibrary } from '../../library/index.ts';
import { navigate } from '../../navigate.ts';

/** A small docs folder, built with the real builder, then drilled through `navigate`. */
const DOCS: Record<string, string> = {
  'manual/cooling.md': `# Zephyr Cooling System

The cooling system keeps the engine at its working temperature.

## Coolant Specifications

Use a 50/50 mix of long-life coolant and distilled water.

| Item | Capacity |
| --- | --- |
| Coolant capacity, with heater | 7.4 qt (7.0 L) |
| Reservoir | 0.6 qt (0.57 L) |

## Thermostat

The thermostat opens at 180 °F and is fully open at 203 °F.
`,
  'manual/brakes.md': `# Zephyr Brakes

## Brake Pads

Minimum pad thickness is 2 mm. Replace both sides together.

## Brake Fluid

Use DOT 4 brake fluid. Replace it every two years.
`,
  'garden/lawn.md': `# Lawn Care

## Mowing

Mow at a height of 3 inches and leave the clippings.

## Watering

Water deeply once a week, early in the morning.
`,
};

let root: string;
let library: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ariadne-drill-'));
  for (const [path, text] of Object.entries(DOCS)) {
    mkdirSync(join(root, 'docs', path, '..'), { recursive: true });
    writeFileSync(join(root, 'docs', path), text);
  }
  library = join(root, 'library');
  await buildLibrary(join(root, 'docs'), library);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('drill on a built library', () => {
  it('routes a library folder to drill and cites the chunk with file and lines', async () => {
    const trail = await navigate({ start: library, question: 'What is the coolant capacity of the Zephyr?' });
    // Claimed or handed over unconfirmed: on a library this small the judge has read too few
    // places to weigh the question's words by the text, and may not be sure.
    expect(trail.strategy).toBe('drill');
    expect(trail.findings).toHaveLength(1);
    const citation = trail.findings[0]?.citation;
    expect(citation?.quote).toContain('7.4 qt');
    expect(citation?.file).toBe('manual/cooling.md');
    // The table sits on lines 9-12 of the file; the chunk's range must hold them.
    const [first, last] = citation?.lines ?? [0, 0];
    expect(first).toBeLessThanOrEqual(11);
    expect(last).toBeGreaterThanOrEqual(11);
    expect(citation?.path).toContain('Zephyr Cooling System');
    expect(citation?.path.at(-1)).toBe(citation?.title);
    expect(citation?.node).toMatch(/^manual\/cooling\.md#/);
  });

  it('accepts library:<folder> and says not found with the closest sections', async () => {
    const trail = await navigate({
      start: `library:${library}`,
      question: 'What is the refrigerant charge of the Zephyr air conditioning?',
    });
    expect(trail.strategy).toBe('drill');
    expect(trail.found).toBe(false);
    expect(trail.stop.reason).toMatch(/^not found: /);
  });
});
