import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { seededRandom } from '../src/core/seeded-random.ts';

// Words drawn per document: a vocabulary large enough that documents differ (no accidental
// duplicates for the dedupe step), small enough that summaries still find shared topics.
const NOUNS = (
  'account adapter allowance antenna appliance approval archive audit balance battery benefit bill boiler ' +
  'booking bracket budget cable cabin calendar camera capacity card cartridge catalog certificate charger ' +
  'circuit claim clause compressor contract coverage credit customer cylinder dashboard deadline deductible ' +
  'delivery deposit device diagnosis discount display document driver duct engine estimate exemption ' +
  'expense fee filter firmware flight fuse gasket generator guarantee heater hinge household inspection ' +
  'installation invoice journey kettle key ladder lease license limit luggage maintenance manual meter ' +
  'module motor network notice order outlet packet panel parcel password payment pension permit pipe ' +
  'plan policy premium pressure printer profile pump quota receipt refund region register relay remote ' +
  'renewal rental repair report request reservation router schedule sensor server service shipment ' +
  'signal socket statement storage subscription supplier switch tariff terminal thermostat ticket timer ' +
  'transfer valve vehicle voucher warranty window'
).split(' ');
const VERBS = (
  'adjusts allows blocks calculates checks confirms covers delays excludes extends includes limits lists ' +
  'lowers measures notifies protects records reduces refunds renews replaces requires resets restores ' +
  'returns reviews sends stores supports triggers updates'
).split(' ');
const ADJECTIVES = (
  'annual automatic basic current daily default digital early extra final first standard internal local ' +
  'main manual monthly new optional outdoor partial personal primary regional remote secondary seasonal ' +
  'shared single temporary weekly'
).split(' ');
const AREAS = [
  'billing',
  'claims',
  'devices',
  'energy',
  'garden',
  'health',
  'home',
  'motor',
  'network',
  'travel',
];

interface Part {
  heading: string;
  paragraphs: string[];
  list: string[];
}

/**
 * Writes `count` documents of a few KB each (Markdown, one in five HTML) into folders nested
 * one to three deep under `dir`, deterministic for a seed; returns their paths relative to `dir`.
 */
export function writeScaleCorpus(dir: string, count: number, seed = 1): string[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const sentence = (subject: string): string => {
    const amount = int(2, 90);
    const unit = pick(['days', 'hours', 'EUR', 'percent', 'months', 'kWh']);
    return `The ${pick(ADJECTIVES)} ${subject} ${pick(VERBS)} the ${pick(NOUNS)} ${pick(['for', 'within', 'after', 'before', 'under'])} ${amount} ${unit} when the ${pick(NOUNS)} ${pick(VERBS)} a ${pick(ADJECTIVES)} ${pick(NOUNS)}.`;
  };
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const depth = int(1, 3);
    const folders = [pick(AREAS), ...Array.from({ length: depth - 1 }, () => `${pick(NOUNS)}s`)];
    const html = i % 5 === 4;
    const file = `${folders.join('/')}/${pick(NOUNS)}-${String(i).padStart(6, '0')}.${html ? 'html' : 'md'}`;
    const subject = pick(NOUNS);
    const title = `${cap(pick(ADJECTIVES))} ${subject} guide ${i}`;
    const parts: Part[] = Array.from({ length: int(3, 7) }, () => {
      const topic = pick(NOUNS);
      return {
        heading: `${cap(pick(ADJECTIVES))} ${topic} ${pick(['rules', 'steps', 'limits', 'terms', 'faults', 'costs'])}`,
        paragraphs: Array.from({ length: int(1, 3) }, () =>
          Array.from({ length: int(2, 5) }, () => sentence(next() < 0.5 ? topic : subject)).join(' '),
        ),
        list: next() < 0.4 ? Array.from({ length: int(2, 5) }, () => sentence(topic)) : [],
      };
    });
    files.push(file);
    const path = join(dir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, html ? renderHtml(title, parts) : renderMarkdown(title, parts));
  }
  return files;
}

function renderMarkdown(title: string, parts: readonly Part[]): string {
  return [
    `# ${title}`,
    '',
    ...parts.flatMap((p) => [
      `## ${p.heading}`,
      '',
      ...p.paragraphs.flatMap((text) => [text, '']),
      ...(p.list.length > 0 ? [...p.list.map((item) => `- ${item}`), ''] : []),
    ]),
  ].join('\n');
}

function renderHtml(title: string, parts: readonly Part[]): string {
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>`,
    '<nav><a href="/">Home</a> <a href="/help/">Help</a> <a href="/contact/">Contact</a></nav>',
    '<main><article>',
    `<h1>${title}</h1>`,
    ...parts.flatMap((p) => [
      `<h2>${p.heading}</h2>`,
      ...p.paragraphs.map((text) => `<p>${text}</p>`),
      ...(p.list.length > 0 ? ['<ul>', ...p.list.map((item) => `<li>${item}</li>`), '</ul>'] : []),
    ]),
    '</article></main>',
    '<footer><p>Support pages, updated weekly.</p></footer>',
    '</body></html>',
  ].join('\n');
}

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
