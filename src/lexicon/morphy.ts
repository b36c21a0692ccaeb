export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';

/** WordNet's detachment rules (morphy): an inflected ending and what the base form ends with. */
const RULES: Record<PartOfSpeech, ReadonlyArray<readonly [string, string]>> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

/** A few irregular forms a question often holds; the rest fall back on the word itself. */
const IRREGULAR: Record<string, string> = {
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
  ran: 'run',
  went: 'go',
  gone: 'go',
  got: 'get',
  gotten: 'get',
  made: 'make',
  took: 'take',
  taken: 'take',
  gave: 'give',
  given: 'give',
  bought: 'buy',
  sold: 'sell',
  kept: 'keep',
  left: 'leave',
  lost: 'lose',
  paid: 'pay',
  sent: 'send',
  spent: 'spend',
  built: 'build',
  brought: 'bring',
  caught: 'catch',
  thought: 'think',
  found: 'find',
  held: 'hold',
  told: 'tell',
  wrote: 'write',
  written: 'write',
  drove: 'drive',
  driven: 'drive',
  rode: 'ride',
  ridden: 'ride',
  broke: 'break',
  broken: 'break',
  stolen: 'steal',
  stole: 'steal',
  fell: 'fall',
  fallen: 'fall',
  better: 'good',
  best: 'good',
  worse: 'bad',
  worst: 'bad',
};

/** The candidate base forms of a word for one part of speech: itself, its irregular base, detached forms. */
export function baseForms(word: string, pos: PartOfSpeech): string[] {
  const out = [word];
  const irregular = IRREGULAR[word];
  if (irregular && !out.includes(irregular)) out.push(irregular);
  for (const [ending, base] of RULES[pos]) {
    if (word.length > ending.length + 1 && word.endsWith(ending)) {
      const form = word.slice(0, word.length - ending.length) + base;
      if (!out.includes(form)) out.push(form);
    }
  }
  // Doubled consonants before -ing / -ed ("stopping" → "stop").
  if (pos === 'verb') {
    const m = /^(.*([bcdfgklmnprstvz]))\2(?:ing|ed)$/.exec(word);
    if (m?.[1] && !out.includes(`${m[1]}`)) out.push(m[1]);
  }
  return out;
}
