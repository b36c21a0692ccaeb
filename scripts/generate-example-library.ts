/**
 * Generates the bundled example library — insurance documents in four domains (car, health, home,
 * travel) — into `<outDir>/docs/` and its question set into `<outDir>/questions.json`.
 *
 * Every document is described below as a tree of sections and blocks and rendered as Markdown,
 * HTML or plain text (chosen by the file's extension). Heading line numbers are recorded while
 * rendering, so each question's gold section (heading path and line range) is computed, not typed.
 * Reference numbers and phone numbers come from a seeded PRNG; nothing depends on the clock, so
 * two runs give byte-identical output.
 *
 * All insurers, plans and policy language here are fictional and synthetic: written for this
 * fixture, not copied from any real insurer.
 *
 * Usage: node scripts/generate-example-library.ts [outDir]   (default: examples/insurance-library)
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// ─── Deterministic randomness ────────────────────────────────────────────────────────────────

/** FNV-1a, 32 bit: turns a key into a seed. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded PRNG, uniform in [0, 1). One stream per key. */
function rng(key: string): (min: number, max: number) => number {
  let state = hashString(key);
  return (min, max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return min + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (max - min + 1));
  };
}

// ─── Document model ──────────────────────────────────────────────────────────────────────────

type Block =
  | { kind: 'p'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'ol'; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] };

interface Section {
  title: string;
  blocks: Block[];
  subs: Section[];
}

interface Doc {
  /** Relative to docs/; the extension picks the format (.md, .html, .txt). */
  file: string;
  title: string;
  blocks: Block[];
  sections: Section[];
}

const p = (text: string): Block => ({ kind: 'p', text });
const ul = (...items: string[]): Block => ({ kind: 'ul', items });
const ol = (...items: string[]): Block => ({ kind: 'ol', items });
const table = (head: string[], ...rows: string[][]): Block => ({ kind: 'table', head, rows });

/** A section: its blocks first, then its subsections. */
function sec(title: string, ...items: (Block | Section)[]): Section {
  const blocks: Block[] = [];
  const subs: Section[] = [];
  for (const item of items) {
    if ('title' in item) subs.push(item);
    else if (subs.length > 0) throw new Error(`"${title}": a block after a subsection`);
    else blocks.push(item);
  }
  return { title, blocks, subs };
}

function doc(file: string, title: string, ...items: (Block | Section)[]): Doc {
  const { blocks, subs } = sec(title, ...items);
  return { file, title, blocks, sections: subs };
}

const FOOTER =
  'Synthetic example document: fictional insurer and policy language written for the Ariadne test library. Not real insurance wording or advice.';

// ─── Rendering ───────────────────────────────────────────────────────────────────────────────

interface Heading {
  level: number;
  /** Heading titles from the document title down to this one. */
  path: string[];
  /** 1-based line of the heading. */
  line: number;
}

interface Rendered {
  text: string;
  headings: Heading[];
  lines: number;
}

class Writer {
  readonly lines: string[] = [];
  readonly headings: Heading[] = [];
  push(...lines: string[]): void {
    this.lines.push(...lines);
  }
  heading(line: string, level: number, path: string[]): void {
    this.lines.push(line);
    this.headings.push({ level, path, line: this.lines.length });
  }
  done(): Rendered {
    while (this.lines.at(-1) === '') this.lines.pop();
    return { text: `${this.lines.join('\n')}\n`, headings: this.headings, lines: this.lines.length };
  }
}

function walk(
  sections: readonly Section[],
  level: number,
  parent: string[],
  visit: (s: Section, level: number, path: string[]) => void,
): void {
  for (const s of sections) {
    const path = [...parent, s.title];
    visit(s, level, path);
    walk(s.subs, level + 1, path, visit);
  }
}

function renderMarkdown(d: Doc): Rendered {
  const w = new Writer();
  const blocks = (bs: readonly Block[]) => {
    for (const b of bs) {
      if (b.kind === 'p') w.push(b.text, '');
      else if (b.kind === 'ul') w.push(...b.items.map((i) => `- ${i}`), '');
      else if (b.kind === 'ol') w.push(...b.items.map((i, n) => `${n + 1}. ${i}`), '');
      else {
        const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
        w.push(row(b.head), row(b.head.map(() => '---')), ...b.rows.map(row), '');
      }
    }
  };
  w.heading(`# ${d.title}`, 1, [d.title]);
  w.push('');
  blocks(d.blocks);
  walk(d.sections, 2, [d.title], (s, level, path) => {
    w.heading(`${'#'.repeat(level)} ${s.title}`, level, path);
    w.push('');
    blocks(s.blocks);
  });
  w.push('---', '', `*${FOOTER}*`);
  return w.done();
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function renderHtml(d: Doc): Rendered {
  const w = new Writer();
  const blocks = (bs: readonly Block[]) => {
    for (const b of bs) {
      if (b.kind === 'p') w.push(`<p>${esc(b.text)}</p>`);
      else if (b.kind === 'ul' || b.kind === 'ol') {
        w.push(`<${b.kind}>`, ...b.items.map((i) => `  <li>${esc(i)}</li>`), `</${b.kind}>`);
      } else {
        const cells = (tag: string, row: readonly string[]) =>
          `  <tr>${row.map((c) => `<${tag}>${esc(c)}</${tag}>`).join('')}</tr>`;
        w.push('<table>', cells('th', b.head), ...b.rows.map((r) => cells('td', r)), '</table>');
      }
    }
  };
  w.push('<!DOCTYPE html>', '<html lang="en">', '<head>', '<meta charset="utf-8">');
  w.push(`<title>${esc(d.title)}</title>`, '</head>', '<body>', '<main>');
  w.heading(`<h1>${esc(d.title)}</h1>`, 1, [d.title]);
  blocks(d.blocks);
  walk(d.sections, 2, [d.title], (s, level, path) => {
    w.heading(`<h${level}>${esc(s.title)}</h${level}>`, level, path);
    blocks(s.blocks);
  });
  w.push('</main>', `<footer><p>${esc(FOOTER)}</p></footer>`, '</body>', '</html>');
  return w.done();
}

/** Greedy word wrap; `first` prefixes the first line, `indent` the others. */
function wrap(text: string, width: number, first = '', indent = ''): string[] {
  const out: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(' ')) {
    if (!empty && line.length + 1 + word.length > width) {
      out.push(line);
      line = indent + word;
    } else line = empty ? line + word : `${line} ${word}`;
    empty = false;
  }
  out.push(line);
  return out;
}

function renderText(d: Doc): Rendered {
  const w = new Writer();
  const blocks = (bs: readonly Block[]) => {
    for (const b of bs) {
      if (b.kind === 'p') w.push(...wrap(b.text, 78), '');
      else if (b.kind === 'ul' || b.kind === 'ol') {
        b.items.forEach((item, n) => {
          const bullet = b.kind === 'ul' ? '  - ' : `  ${n + 1}. `;
          w.push(...wrap(item, 78, bullet, ' '.repeat(bullet.length)));
        });
        w.push('');
      } else {
        const widths = b.head.map((h, c) => Math.max(h.length, ...b.rows.map((r) => (r[c] ?? '').length)));
        const row = (cells: readonly string[]) =>
          `  ${cells.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('   ')}`.trimEnd();
        w.push(row(b.head), row(widths.map((n) => '-'.repeat(n))), ...b.rows.map(row), '');
      }
    }
  };
  w.heading(d.title, 1, [d.title]);
  w.push('');
  blocks(d.blocks);
  walk(d.sections, 2, [d.title], (s, level, path) => {
    w.heading(s.title, level, path);
    w.push('');
    blocks(s.blocks);
  });
  w.push('-----', '', ...wrap(FOOTER, 78));
  return w.done();
}

function render(d: Doc): Rendered {
  if (d.file.endsWith('.md')) return renderMarkdown(d);
  if (d.file.endsWith('.html')) return renderHtml(d);
  if (d.file.endsWith('.txt')) return renderText(d);
  throw new Error(`unknown format: ${d.file}`);
}

// ─── Insurers and shared policy sections ─────────────────────────────────────────────────────

interface Insurer {
  name: string;
  phone: string;
  claims: string;
  web: string;
  ref: string;
}

function insurer(name: string): Insurer {
  const r = rng(name);
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '');
  const tel = () => `1-800-555-01${String(r(10, 99))}`;
  return {
    name,
    phone: tel(),
    claims: tel(),
    web: `www.${slug}.example`,
    ref: `${name.slice(0, 2).toUpperCase()}-${r(1000, 9999)}-${String.fromCharCode(65 + r(0, 25))}`,
  };
}

const HARBOR = insurer('Harbor Mutual');
const NORTHGATE = insurer('Northgate Insurance');
const BLUESTONE = insurer('Bluestone Assurance');
const FERNHILL = insurer('Fernhill Motor Club');
const MERIDIAN = insurer('Meridian Health');
const KESTREL = insurer('Kestrel Health');
const LARKSPUR = insurer('Larkspur Health Fund');
const TIDEWELL = insurer('Tidewell Health');
const PINECREST = insurer('Pinecrest Insurance');
const OAKRIDGE = insurer('Oakridge Property Insurance');
const STONEBRIDGE = insurer('Stonebridge Home Insurance');
const WAYFARER = insurer('Wayfarer Travel Insurance');
const COMPASS = insurer('Compass Travel Cover');
const SKYLARK = insurer('Skylark Travel');

function aboutPolicy(ins: Insurer, product: string, covers: string): Section {
  return sec(
    'About This Policy',
    p(
      `This policy wording, together with your schedule and any endorsements we issue, forms the contract between you and ${ins.name}. The schedule shows who is insured, the period of insurance, the premium and any options you have chosen. ${covers}`,
    ),
    p(
      `Please read the whole document carefully and keep it with your schedule. Words shown with a capital letter have the meaning given in the definitions. If anything in your schedule is wrong, or the cover does not meet your needs, call us on ${ins.phone} as soon as possible. This wording is reference ${ins.ref} of the ${product}.`,
    ),
  );
}

function generalConditions(ins: Insurer, changeDays: number, extra: string[] = []): Section {
  return sec(
    'General Conditions',
    p(
      `You must keep to the following conditions. If you do not, ${ins.name} may refuse a claim, reduce the amount we pay or cancel the policy.`,
    ),
    ol(
      'Reasonable care: you must take all reasonable steps to prevent loss or damage and to keep insured property in a good state of repair.',
      `Changes in circumstances: you must tell us within ${changeDays} days of any change that affects this insurance, such as a change of address, a new occupant or driver, or a change in how the insured property is used.`,
      'Honesty: every statement you give us, when buying this policy or when making a claim, must be true and complete to the best of your knowledge.',
      'Fraud: if a claim is fraudulent or exaggerated in any way, we will not pay it, we may cancel the policy from the date of the fraud and we may recover any amounts already paid.',
      'Other insurance: if any loss is also covered by another policy, we will only pay our proportionate share.',
      'Our rights after a claim: we may take over and conduct in your name the defence or settlement of any claim, and we may take legal action in your name to recover what we have paid.',
      'Admissions: you must not admit liability, or offer or agree to settle any claim, without our written permission.',
      'Law: this policy is governed by the law of the state in which you live when it begins, and any dispute will be heard in the courts of that state.',
      ...extra,
    ),
  );
}

function cancellation(ins: Insurer, coolingOff: number, fee: string, ourNotice: number): Section {
  return sec(
    'Cancelling Your Policy',
    sec(
      'Cooling-off period',
      p(
        `You can cancel this policy within ${coolingOff} days of receiving your documents, or of the start date if that is later. We will refund the premium in full as long as you have not made a claim.`,
      ),
    ),
    sec(
      'Cancelling after the cooling-off period',
      p(
        `You may cancel at any other time by calling ${ins.phone}. We will refund the premium for the unused part of the period of insurance, less an administration charge of ${fee}. No refund is made if a claim has been paid during the current period.`,
      ),
    ),
    sec(
      'If we cancel',
      p(
        `We may cancel this policy by giving you ${ourNotice} days' written notice to your last known address, for a valid reason such as non-payment of premium, threatening or abusive behaviour, or a failure to provide information we have asked for. Where we cancel, we refund the premium for the unused period without any deduction.`,
      ),
    ),
  );
}

function complaints(ins: Insurer, ack: number, final: number): Section {
  return sec(
    'Complaints',
    p(
      `We aim to get things right first time. If you are unhappy with our service, contact our customer relations team on ${ins.phone} or write to us through ${ins.web}. Please give your policy number and tell us what went wrong and what you would like us to do.`,
    ),
    p(
      `We will acknowledge your complaint within ${ack} business days and send you our final response within ${final} days. If you are not satisfied with our final response, or we have not replied in time, you may refer the matter to the Insurance Disputes Resolution Service, a free and independent service. Using it does not affect your right to take legal action.`,
    ),
  );
}

function privacy(ins: Insurer): Section {
  return sec(
    'Your Privacy',
    p(
      `${ins.name} collects and uses personal information to quote for, arrange and manage your insurance, to handle claims and to prevent fraud. We may share it with our reinsurers, claims handlers, repairers, loss adjusters, fraud prevention agencies and regulators, and with others where the law requires. We keep information only as long as we need it for these purposes.`,
    ),
    p(
      `You have the right to see the information we hold about you and to ask us to correct it. To make a request, contact our privacy officer through ${ins.web}.`,
    ),
  );
}

function contact(ins: Insurer, hours: string): Section {
  return sec(
    'How to Contact Us',
    table(
      ['Purpose', 'Contact', 'Hours'],
      ['General enquiries and changes', ins.phone, hours],
      ['New claims', ins.claims, '24 hours a day, 7 days a week'],
      ['Online account and documents', ins.web, 'Any time'],
    ),
  );
}

/** Sections that guides, summaries and FAQs share with the policies of the same insurer. */
function support(ins: Insurer, languages: string): Section[] {
  const r = rng(`${ins.name} licence`);
  return [
    sec(
      'Help and Support',
      p(
        `If you have a disability, a long-term health condition or are going through a difficult time, such as a bereavement or money worries, tell us and we will adapt how we communicate with you. Documents are available in large print, braille and audio. An interpreter service is available in ${languages} and more than 100 other languages at no cost to you.`,
      ),
      p(
        'You can also ask someone, such as a family member or a carer, to speak to us on your behalf. We will need your permission to discuss your policy or claim with them, which you can give by phone or in your online account.',
      ),
    ),
    sec(
      'Fraud Warning',
      p(
        `${ins.name} works with other insurers and fraud prevention agencies to detect and prevent fraud. If you give us false or misleading information, or exaggerate a claim, we may decline the claim, cancel your cover, record the fraud on a shared register and report it to the police. Honest customers should not pay for the cost of fraud.`,
      ),
    ),
    sec(
      'Important Information',
      p(
        `${ins.name} is a fictional insurer created for this example library. For the purposes of these documents it is licensed under number ${r(100000, 999999)} and is a member of the Insurance Disputes Resolution Service. Nothing in this document is financial advice; if you are unsure whether the cover suits you, speak to a licensed adviser.`,
      ),
    ),
  ];
}

function withSupport(d: Doc, ins: Insurer, languages: string): Doc {
  return { ...d, sections: [...d.sections, ...support(ins, languages)] };
}

// ─── Car ─────────────────────────────────────────────────────────────────────────────────────

function carDocs(): Doc[] {
  const harbor = doc(
    'car/harbor-mutual-comprehensive-car-policy.md',
    'Harbor Mutual Comprehensive Car Policy',
    p(
      'Comprehensive cover for private cars: damage to your own car, fire and theft, your legal liability to other people, glass, a hire car after an accident and cover while driving abroad.',
    ),
    aboutPolicy(
      HARBOR,
      'Harbor Mutual Comprehensive Car Policy',
      'Cover applies only to the car shown in the schedule and only while it is driven by a person the schedule allows to drive.',
    ),
    sec(
      'Section 1: Definitions',
      ul(
        'Approved repairer: a repairer in our network who carries out repairs on our behalf and guarantees them.',
        'Excess: the first part of any claim that you must pay yourself. Excess amounts are set out in Section 4.',
        'Market value: the cost of replacing your car with one of the same make, model, age, mileage and condition immediately before the loss, based on trade guides we select.',
        'Period of insurance: the dates shown in the schedule, and any further period for which we accept a renewal premium.',
        'Personal belongings: clothing, bags, portable electronics and other personal items carried in the car, but not money, tools of trade or goods carried for business.',
        'Your car: the vehicle shown in the schedule, including its standard accessories and any spare parts fitted to it or kept in your locked garage.',
        'You, your: the policyholder named in the schedule.',
      ),
    ),
    sec(
      'Section 2: Damage to Your Car',
      sec(
        'What is covered',
        p(
          'We cover loss of or damage to your car caused by an accident, fire, lightning, explosion, theft or attempted theft, vandalism, storm, hail or flood. We may repair the car, replace it, or pay you the cost of the loss, up to its market value.',
        ),
      ),
      sec(
        'How we settle a claim',
        p(
          'If your car can be repaired economically we will arrange repairs at an approved repairer. If the cost of repair would be more than 70% of the market value, we will treat the car as a total loss and pay the market value, less your excess and any unpaid premium for the current period.',
        ),
        p(
          'If your car is subject to a finance or lease agreement, we pay the finance company first and any balance to you.',
        ),
      ),
      sec(
        'New car replacement',
        p(
          'If your car is less than 12 months old, you are its first registered owner and it is written off or stolen and not recovered, we will replace it with a new car of the same make, model and specification, if one is available in the country.',
        ),
      ),
      sec(
        'Keys and locks',
        p(
          'If the keys, lock transmitter or keycard of your car are lost or stolen, we pay to replace the locks, the transmitter and the immobiliser, up to $1,000 for any one claim. This claim does not affect your no-claims discount.',
        ),
      ),
      sec(
        'Personal belongings',
        p(
          'We pay for personal belongings in your car that are lost or damaged by fire, theft or an accident, up to $750 in total for any one claim. Belongings must be kept out of sight in a locked car.',
        ),
      ),
      sec(
        'Child car seats',
        p(
          'After an accident we replace any child car seat fitted in your car, even if there is no visible damage, up to $400 per seat.',
        ),
      ),
      sec(
        'What is not covered',
        ul(
          'Wear and tear, rust, and mechanical, electrical or computer breakdown.',
          'Damage to tyres caused by braking, punctures, cuts or bursts.',
          'Loss of value after a repair.',
          'Theft or attempted theft if the car was left unlocked or with the keys in or on it.',
          'Loss or damage caused by someone you allowed to use the car who then keeps it or sells it.',
        ),
      ),
    ),
    sec(
      'Section 3: Liability to Others',
      sec(
        'What is covered',
        p(
          'We cover your legal liability for the death of or injury to any person, and for damage to their property, arising from the use of your car on a road or in a public place. We also cover anyone the schedule allows to drive your car.',
        ),
      ),
      sec(
        'Limits of liability',
        table(
          ['Type of liability', 'Most we pay for one event'],
          ['Death or bodily injury', 'Unlimited'],
          ['Damage to property', '$20,000,000'],
          ['Legal costs incurred with our consent', '$500,000'],
          ['Emergency medical treatment', 'Amount required by law'],
        ),
      ),
      sec(
        'Driving other cars',
        p(
          'If your schedule says so, you (but no other driver) may drive another private car that you do not own and that is not hired to you, with the owner’s permission. Cover is for liability to others only: damage to the car you are driving is not covered.',
        ),
      ),
    ),
    sec(
      'Section 4: Your Excess',
      p(
        'You must pay the excesses below towards each claim under Section 2. Where more than one excess applies, they are added together. Excesses do not apply to claims under Section 3.',
      ),
      sec(
        'Standard excess',
        p('A standard excess of $500 applies to every claim for loss of or damage to your car.'),
        p(
          'You may choose a voluntary excess of $150 or $350 in addition to the standard excess, in return for a lower premium. Any voluntary excess is shown in your schedule.',
        ),
      ),
      sec(
        'Young and inexperienced drivers',
        table(
          ['Driver at the time of the loss', 'Additional excess'],
          ['Aged under 21', '$800'],
          ['Aged 21 to 24', '$400'],
          ['Holding a provisional or learner licence', '$300'],
          ['Licensed for less than 2 years (any age)', '$250'],
        ),
      ),
      sec(
        'Windscreen claims',
        p(
          'If your windscreen or window glass can be repaired, no excess applies. If the glass has to be replaced, a windscreen excess of $100 applies instead of the standard excess. If you use a glass supplier outside our network, the excess for replacement is $250.',
        ),
      ),
      sec(
        'Theft claims',
        p(
          'An additional excess of $250 applies to claims for theft of your car unless a tracking device approved by us is fitted and working at the time of the theft.',
        ),
      ),
    ),
    sec(
      'Section 5: Windscreen and Glass',
      p(
        'We pay for repair or replacement of broken glass in the windscreen, sunroof and windows of your car, and for any scratching of the bodywork caused solely by the broken glass. There is no limit on the number of glass claims, and a glass claim does not affect your no-claims discount.',
      ),
      p(
        'The most we pay for glass that is replaced outside our network is $1,500. Recalibration of cameras and sensors mounted on the windscreen is included when it is needed after the replacement.',
      ),
    ),
    sec(
      'Section 6: Hire Car After an Accident',
      p(
        'If your car cannot be driven after an accident, fire or theft covered by this policy, we arrange a hire car of a similar size for up to 21 days, or until your car is repaired or the claim is settled, whichever comes first. If you arrange the hire yourself with our permission, we pay up to $60 a day.',
      ),
      p(
        'The hire car must be returned on the day we tell you your car is ready or the claim has been settled. You are responsible for fuel, tolls and fines during the hire.',
      ),
    ),
    sec(
      'Section 7: Territorial Limits and Foreign Use',
      p(
        'This policy covers you in the country where your car is registered. It also covers you in neighbouring countries for up to 90 days in any one period of insurance, as long as the journey starts and ends in the country of registration. The cover abroad is the same as the cover at home.',
      ),
    ),
    sec(
      'Section 8: General Exclusions',
      p('These exclusions apply to the whole policy.'),
      ul(
        'Any driver not allowed to drive by the schedule, or who does not hold a valid licence.',
        'Use of the car for any purpose not allowed by the schedule, including hire or reward, racing, pacemaking, speed testing or track days.',
        'Any driver under the influence of alcohol or drugs above the legal limit, or who fails to give a sample when asked by the police.',
        'Loss or damage caused deliberately by you or anyone acting with your consent.',
        'War, terrorism, riot outside the country of registration, nuclear risks and radioactive contamination.',
        'Loss or damage caused by the car being confiscated or destroyed by a government or public authority.',
      ),
    ),
    sec(
      'Section 9: Making a Claim',
      ol(
        'Tell us about any accident, loss or damage within 30 days, even if you do not intend to claim, by calling the claims line.',
        'Report theft, attempted theft or vandalism to the police within 24 hours of discovering it and give us the police report number.',
        'Send us unanswered any letter, summons or legal document about the event within 7 days of receiving it.',
        'Do not repair the car, other than repairs needed to make it safe, until we have agreed.',
        'Give us any help and information we reasonably ask for, including the car, the keys and the registration documents.',
      ),
      p('Our claims guide explains each step of a claim in more detail.'),
    ),
    generalConditions(HARBOR, 14, [
      'Roadworthiness: you must keep your car in a roadworthy condition and hold a current safety inspection certificate where the law requires one.',
    ]),
    cancellation(HARBOR, 14, '$45', 30),
    complaints(HARBOR, 3, 45),
    privacy(HARBOR),
  );

  const northgate = doc(
    'car/northgate-third-party-car-policy.md',
    'Northgate Third-Party Car Policy',
    p(
      'Third-party cover for private cars, with an optional fire and theft extension and an uninsured driver extension. This policy does not pay for accidental damage to your own car.',
    ),
    aboutPolicy(
      NORTHGATE,
      'Northgate Third-Party Car Policy',
      'If you chose the fire and theft option, your schedule says so; otherwise Part 3 does not apply.',
    ),
    sec(
      'Part 1: Meaning of Words',
      ul(
        'Car: the private car described in the schedule.',
        'Deductible: the amount you pay towards a claim before we pay anything. Deductibles are listed in Part 5.',
        'Listed driver: a driver named in the schedule.',
        'Market value: the price a willing buyer would pay for the car in the condition it was in just before the loss.',
        'Uninsured driver: a driver of another vehicle who did not hold valid motor insurance at the time of an accident.',
      ),
    ),
    sec(
      'Part 2: Third-Party Liability',
      sec(
        'Injury to other people',
        p(
          'We cover your legal liability for death of or injury to any other person caused by the use of the car, including passengers.',
        ),
      ),
      sec(
        'Damage to other people’s property',
        p(
          'We cover your legal liability for damage to other people’s vehicles and property caused by the use of the car, including while towing a trailer that is attached to it.',
        ),
      ),
      sec(
        'Limits',
        table(
          ['Cover', 'Limit for any one event'],
          ['Injury to other people', 'Unlimited'],
          ['Damage to property', '$10,000,000'],
          ['Legal representation at an inquest or prosecution', '$150,000'],
        ),
      ),
    ),
    sec(
      'Part 3: Fire and Theft Option',
      sec(
        'What is covered',
        p(
          'If your schedule shows the fire and theft option, we cover loss of or damage to the car caused by fire, lightning, explosion, theft or attempted theft. We pay the market value of the car or the cost of repair, whichever is less.',
        ),
      ),
      sec(
        'What is not covered',
        ul(
          'Theft if the car was unlocked, a window or roof was left open, or the keys were left in or on the car.',
          'Damage caused by an accident or collision, unless the accident happens while the car is being stolen.',
          'Audio, navigation or entertainment equipment not fitted by the manufacturer, above $500.',
        ),
      ),
    ),
    sec(
      'Part 4: Uninsured Driver Extension',
      p(
        'If your car is damaged in a collision with a vehicle driven by an uninsured driver and the accident was not your fault, we pay for the damage to your car up to $5,000. You must give us the other vehicle’s registration number and, if possible, the name and address of its driver. No deductible applies and your no-claims discount is not affected.',
      ),
    ),
    sec(
      'Part 5: Deductible',
      p(
        'You must pay the deductibles below for each claim under Parts 3 and 4. Where two deductibles apply to the same claim, both are payable.',
      ),
      sec('Standard deductible', p('The standard deductible is $300 for every claim.')),
      sec(
        'Drivers under 25',
        p(
          'If the car was being driven by anyone under 25 years old, an additional deductible of $650 applies.',
        ),
      ),
      sec(
        'Unlisted drivers',
        p(
          'If the car was being driven by a person who is not a listed driver, the deductible is $1,200 in place of the standard deductible. This applies even if that person has their own insurance.',
        ),
      ),
      sec(
        'Fire and theft claims',
        p(
          'For claims under the fire and theft option, the deductible is $400. If the car is recovered undamaged within 14 days, no deductible applies.',
        ),
      ),
    ),
    sec(
      'Part 6: Who Can Drive',
      p(
        'Only the listed drivers may drive the car, and only if they hold a full licence valid for the car and are not disqualified from driving. A person who is not listed may drive in an emergency, or while the car is with a garage for service or repair, but the unlisted driver deductible in Part 5 then applies.',
      ),
    ),
    sec(
      'Part 7: What Is Not Covered',
      ul(
        'Damage to your own car, except under Parts 3 and 4.',
        'Liability for injury to the driver of the car.',
        'Damage to property belonging to, or in the care of, you or the driver.',
        'Use for racing, rallies, competitions or on a track, or use for hire or reward.',
        'Any driver who is over the legal limit for alcohol or drugs.',
        'Fines, penalties and punitive damages.',
      ),
    ),
    sec(
      'Part 8: Claims',
      ol(
        'Report every accident or loss to us within 60 days, whether or not you think you will claim.',
        'Report theft to the police within 48 hours and give us the report number.',
        'Pass on every letter or claim you receive from another person without replying to it.',
        'Allow us to inspect the car before it is repaired or disposed of.',
      ),
    ),
    generalConditions(NORTHGATE, 21),
    cancellation(NORTHGATE, 21, '$30', 14),
    complaints(NORTHGATE, 5, 30),
    privacy(NORTHGATE),
    contact(NORTHGATE, 'Monday to Friday, 8am to 8pm'),
  );

  const bluestone = doc(
    'car/bluestone-young-driver-car-policy.html',
    'Bluestone Young Driver Car Policy',
    p(
      'Comprehensive cover for drivers aged 17 to 25, priced by how you drive. A telematics box fitted to your car records when, where and how the car is driven.',
    ),
    aboutPolicy(
      BLUESTONE,
      'Bluestone Young Driver Car Policy',
      'This policy is only available when the main driver is aged 17 to 25 on the start date.',
    ),
    sec(
      'Definitions',
      ul(
        'Curfew hours: 11pm to 5am, local time.',
        'Driving score: a score from 0 to 100 calculated from the data recorded by the telematics box.',
        'Supervising driver: a person aged 25 or over who has held a full licence for at least 3 years.',
        'Telematics box: the device we send you to fit in the car, or the app we ask you to install, that records driving data.',
      ),
    ),
    sec(
      'The Telematics Box',
      sec(
        'Fitting the box',
        p(
          'You must fit the telematics box, or install the app, within 14 days of the start date. If it is not fitted in time, we will write to you and may cancel the policy.',
        ),
      ),
      sec(
        'Your driving score',
        p(
          'We send you your driving score each month. A score above 80 earns a premium refund at renewal; a score below 40 for two months in a row may lead to a review of your premium or the cancellation of the policy.',
        ),
      ),
      sec(
        'If the box is removed or damaged',
        p(
          'You must tell us within 7 days if the box is removed, stops working or is damaged. You must not interfere with the box or the app. If the box was removed or switched off at the time of a loss, the deductible for that claim is doubled.',
        ),
      ),
    ),
    sec(
      'Cover for Your Car',
      p(
        'We cover loss of or damage to your car by accident, fire, theft, vandalism or weather, up to its market value or $25,000, whichever is less. We repair the car at one of our network repairers, or pay the market value if it is a total loss.',
      ),
    ),
    sec(
      'Liability to Others',
      p(
        'We cover legal liability for injury to other people without limit and for damage to property up to $5,000,000 for any one event, while the car is driven by the main driver or a named driver.',
      ),
    ),
    sec(
      'Deductible',
      sec(
        'Compulsory deductible',
        p('A compulsory deductible of $1,000 applies to every claim for damage to or theft of your car.'),
      ),
      sec(
        'Night-time driving',
        p(
          'If the loss happens during curfew hours while the main driver is driving without a supervising driver in the car, an additional deductible of $500 applies.',
        ),
      ),
      sec(
        'Young passengers',
        p(
          'If more than two passengers aged under 21 were in the car at the time of an accident, an additional deductible of $350 applies.',
        ),
      ),
      sec(
        'Windscreen',
        p('For windscreen replacement the deductible is $150. Windscreen repairs have no deductible.'),
      ),
    ),
    sec(
      'Named Drivers and Supervised Driving',
      p(
        'You may add up to three named drivers, each aged 17 or over. Learner drivers are covered only while a supervising driver is sitting in the front passenger seat. Every named driver is covered under the same telematics conditions as the main driver.',
      ),
    ),
    sec(
      'Exclusions',
      ul(
        'Driving by anyone not named in the schedule.',
        'Any loss while the car is used for commuting to a place of paid work, unless your schedule includes business use.',
        'Racing, track days, drifting or any other driving recorded by the telematics box as competitive driving.',
        'Loss caused while the driver was using a hand-held mobile phone.',
        'Drink or drug driving.',
      ),
    ),
    sec(
      'Claims',
      ol(
        'Tell us about an accident or loss within 14 days by phone or through the app.',
        'Report theft and vandalism to the police as soon as possible.',
        'Agree to us using the data from the telematics box to help decide the claim.',
      ),
    ),
    generalConditions(BLUESTONE, 7),
    cancellation(BLUESTONE, 14, '$60', 21),
    complaints(BLUESTONE, 2, 56),
    privacy(BLUESTONE),
  );

  const claimsGuide = doc(
    'car/harbor-mutual-car-claims-guide.md',
    'Harbor Mutual Car Claims Guide',
    p(
      'A step-by-step guide for Harbor Mutual car policyholders: what to do after an accident or theft, how repairs and hire cars work, and how long each stage takes.',
    ),
    sec(
      'About This Guide',
      p(
        'This guide is for customers with a Harbor Mutual car policy. It explains how we handle claims in practice. It does not change your cover: your policy wording and schedule set out what is and is not covered.',
      ),
    ),
    sec(
      'At the Scene of an Accident',
      ol(
        'Stop, switch off the engine and turn on your hazard lights.',
        'Check whether anyone is hurt and call emergency services if they are.',
        'Exchange names, addresses, phone numbers, registration numbers and insurer details with the other drivers.',
        'Take photographs of the vehicles, the road, the weather and any damage.',
        'Write down the names and contact details of witnesses.',
        'Do not admit fault or offer to pay for damage.',
      ),
      p(
        'If the other driver drives off without stopping, note their registration number and call the police.',
      ),
    ),
    sec(
      'Reporting Your Claim',
      sec(
        'How to report',
        p(
          `Call the claims line on ${HARBOR.claims} or start a claim in your online account. Most claims can be started online in about ten minutes; you can upload photographs and documents at the same time.`,
        ),
      ),
      sec(
        'What we will ask you',
        ul(
          'Your policy number and the registration of your car.',
          'The date, time and place of the incident, and what happened.',
          'Details of the other drivers, vehicles and witnesses.',
          'The police report number, if the police were involved.',
          'Where your car is now and whether it can be driven.',
        ),
      ),
      sec(
        'Claim reference',
        p(
          'We give you a claim reference number straight away and assign a claims handler within 1 business day. Quote the reference number whenever you contact us.',
        ),
      ),
    ),
    sec(
      'Repairs',
      sec(
        'Approved repairers',
        p(
          'We recommend using one of our approved repairers. They collect your car from home or work, give you a courtesy car while the repair is carried out and deliver the car back to you cleaned. Repairs by approved repairers are guaranteed for 5 years.',
        ),
      ),
      sec(
        'Using your own repairer',
        p(
          'You can choose your own repairer, but you must send us two written estimates before any work starts. We pay up to the amount our approved repairer would have charged. A courtesy car is not provided and the repair guarantee does not apply.',
        ),
      ),
      sec(
        'Authorising the repair',
        p(
          'Once we have the estimate and photographs, we authorise the repair within 2 business days, or arrange for an assessor to inspect the car if the damage is extensive.',
        ),
      ),
    ),
    sec(
      'Theft and Total Loss',
      sec(
        'If your car is stolen',
        p(
          'Report the theft to the police straight away and then to us. Send us all sets of keys, the registration document and any finance agreement. If your car has not been recovered within 28 days of the theft being reported, we treat it as a total loss and settle the claim.',
        ),
      ),
      sec(
        'Total loss settlement',
        p(
          'When your car is written off we make you an offer based on its market value. Once you accept the offer and send us the registration document and keys, we pay within 10 business days. If there is finance outstanding we settle it first and pay you the balance.',
        ),
      ),
      sec(
        'Keeping the salvage',
        p(
          'You may be able to buy back your written-off car if it is classed as repairable. We deduct its salvage value from the settlement, and you must have it inspected before it is used on the road again.',
        ),
      ),
    ),
    sec(
      'Windscreen and Glass Claims',
      p(
        'Glass claims are handled by our glass partner, not by the main claims team. Call the glass line through your online account. A mobile technician repairs or replaces the glass at your home or work, usually within 48 hours. You pay the windscreen excess directly to the technician.',
      ),
    ),
    sec(
      'Hire Cars',
      p(
        'If your car cannot be driven, tell the claims handler when you first report the claim. A hire car is normally delivered within 24 hours. The hire company will ask for your driving licence and a credit card for a refundable security deposit.',
      ),
    ),
    sec(
      'Injuries',
      p(
        'If you or a passenger were injured in an accident that was not your fault, we can put you in touch with a personal injury solicitor on our panel. Injury claims against another driver are made against their insurer, not against your own policy.',
      ),
    ),
    sec(
      'How Long Things Take',
      table(
        ['Stage', 'Our target'],
        ['Claim reference given', 'Immediately'],
        ['Claims handler assigned', '1 business day'],
        ['Repair authorised after estimate received', '2 business days'],
        ['Decision on a straightforward claim', '10 business days'],
        ['Payment after a settlement is agreed', '5 business days'],
      ),
    ),
    sec(
      'If You Disagree With Our Offer',
      p(
        'If you think our total loss offer is too low, tell us within 21 days of the offer and send us evidence, such as adverts for similar cars. We will review the offer and, if we still disagree, you may ask for an independent valuation, which we pay for.',
      ),
    ),
    contact(HARBOR, 'Monday to Saturday, 8am to 6pm'),
  );

  const fernhill = doc(
    'car/fernhill-classic-car-exclusions-and-limits.md',
    'Fernhill Classic Car Policy: Exclusions and Limits Summary',
    p(
      'A summary of the main limits, deductibles and exclusions of the Fernhill Classic Car Policy, for cars that are used for leisure rather than every day.',
    ),
    sec(
      'About This Summary',
      p(
        'This summary highlights the parts of the Fernhill Classic Car Policy that most often affect claims. It is not the full policy: the policy wording and your schedule set out the complete terms. Members of the Fernhill Motor Club receive a discount on their premium.',
      ),
    ),
    sec(
      'Who the Policy Is For',
      ul(
        'Cars that are 25 years old or more, or that we agree are modern classics.',
        'Cars that are not used for commuting or as the only car in the household.',
        'Drivers aged 30 or over with no more than one at-fault claim in the past 5 years.',
      ),
    ),
    sec(
      'Agreed Value',
      p(
        'Your car is insured for an agreed value that we and you accept at the start of each period of insurance, supported by a valuation and photographs. If the car is a total loss we pay the agreed value, not the market value. Valuations must be renewed every 3 years, or within 30 days of any restoration work costing more than $10,000.',
      ),
    ),
    sec(
      'Mileage Limits',
      p('You choose an annual mileage limit when you buy the policy.'),
      table(
        ['Mileage option', 'Annual limit', 'Premium adjustment'],
        ['Show car', '1,500 miles', '20% discount'],
        ['Standard', '3,000 miles', 'None'],
        ['Touring', '5,000 miles', '15% loading'],
      ),
      p(
        'If you exceed your mileage limit, cover continues but the deductible for any claim is doubled until the end of the period of insurance. Tell us before you reach the limit and we can move you to a higher option.',
      ),
    ),
    sec(
      'Deductible',
      table(
        ['Type of claim', 'Deductible'],
        ['Accidental damage, fire or theft of the car', '$250'],
        ['Spare parts kept at your home or in your garage', '$150'],
        ['Loss or damage at a club show or road rally', '$500'],
        ['Windscreen replacement', '$75'],
      ),
    ),
    sec(
      'Limits at a Glance',
      table(
        ['Cover', 'Limit'],
        ['Car', 'Agreed value'],
        ['Spare parts', '$5,000'],
        ['Tools kept in the garage', '$1,000'],
        ['Breakdown recovery', 'Anywhere in the country'],
        ['Liability for damage to property', '$15,000,000'],
        ['Car while in a restorer’s workshop', '$50,000'],
      ),
    ),
    sec(
      'What Is Not Covered',
      ul(
        'Wear and tear, rust, corrosion, rot and mechanical breakdown.',
        'Damage while the car is being restored or dismantled, unless the restorer is shown in the schedule.',
        'Any driving on a race track, hill climb, sprint or timed event.',
        'Use as a wedding car, film car or for any other hire or reward.',
        'Loss of value because a replacement part is not original.',
        'Theft from an unlocked building or an unlocked car.',
      ),
    ),
    sec(
      'Storage and Security Conditions',
      p(
        'The car must be kept overnight in a locked garage or building at the address in the schedule, unless it is at a club event or you are touring. When you are away from home overnight, the car must be parked in a secure car park or off the road. Theft claims are not paid if this condition is broken.',
      ),
    ),
    sec(
      'Club Events and Road Rallies',
      p(
        'Road rallies, club runs and concours events are covered, as long as they are not timed and are run on public roads or show grounds. Track days are never covered, even at low speed or as a passenger.',
      ),
    ),
    sec(
      'Claims Deadlines',
      p(
        'Notify us of any incident within 45 days. Theft or vandalism must be reported to the police within 48 hours. Parts damaged in an accident must be kept for inspection for 60 days or until we tell you they can be disposed of.',
      ),
    ),
    sec(
      'Laid-Up Cover',
      p(
        'If your car is off the road for the winter or for restoration, you can switch to laid-up cover for a reduced premium. Laid-up cover protects the car against fire, theft and damage while it is stored at the address in the schedule, but there is no cover while it is driven. Tell us before you use the car again.',
      ),
    ),
    sec(
      'Where to Find More Detail',
      p(
        `Ask for the full policy wording by calling ${FERNHILL.phone} or download it from ${FERNHILL.web}. Club members can also ask the club’s technical officers for help with valuations.`,
      ),
    ),
  );

  const faq = doc(
    'car/northgate-car-insurance-faq.html',
    'Northgate Car Insurance FAQ',
    p(
      'Answers to the questions Northgate customers ask most often. Your policy wording and schedule give the full terms.',
    ),
    sec(
      'Buying and Paying',
      sec(
        'Can I pay monthly?',
        p(
          'Yes. You can spread the premium over 12 monthly instalments by direct debit. We add an instalment charge of $4 a month, which is shown on your schedule before you buy.',
        ),
      ),
      sec(
        'What happens if I miss a payment?',
        p(
          'We will write to you and try to take the payment again. If it is still not paid within 10 days of our letter, we may cancel the policy. Driving without insurance is an offence, so contact us straight away if you are having trouble paying.',
        ),
      ),
    ),
    sec(
      'Drivers',
      sec(
        'Can my partner drive my car?',
        p(
          'Only if they are a listed driver on your schedule. You can add a driver in your online account; there may be an extra premium and the cover starts from the time we confirm the change.',
        ),
      ),
      sec(
        'Am I covered to drive other cars?',
        p(
          'No. The Northgate Third-Party Car Policy does not include driving other cars. If you need to drive someone else’s car, make sure their insurance covers you.',
        ),
      ),
    ),
    sec(
      'Deductibles',
      sec(
        'Why is my deductible higher when a friend was driving?',
        p(
          'If the driver was not listed on your schedule, the unlisted driver deductible applies instead of the standard one. Part 5 of the policy wording lists every deductible.',
        ),
      ),
      sec(
        'Can I reduce my deductible?',
        p(
          'Not on a third-party policy. Deductibles are fixed for each product; you can compare products on our website before renewal.',
        ),
      ),
    ),
    sec(
      'Claims',
      sec(
        'How do I make a claim?',
        p(
          `Call the claims line on ${NORTHGATE.claims}, open at all hours, or start a claim in your online account. Have your policy number, the other driver’s details and any police report number ready.`,
        ),
      ),
      sec(
        'Will a claim affect my no-claims discount?',
        p(
          'A claim where we cannot recover our costs from someone else reduces your no-claims discount by 2 years at your next renewal. Claims under the uninsured driver extension do not affect it.',
        ),
      ),
      sec(
        'The other driver has no insurance. What can I do?',
        p(
          'If the accident was not your fault and you can give us the other vehicle’s registration number, the Uninsured Driver Extension pays for the damage to your car. Report the accident to the police as well.',
        ),
      ),
    ),
    sec(
      'Documents and Changes',
      sec(
        'How do I get proof of insurance?',
        p(
          'Your certificate of insurance is in your online account as soon as the policy starts. If you ask for a paper copy, we post it within 3 business days.',
        ),
      ),
      sec(
        'I am changing my car. What should I do?',
        p(
          'Tell us before you drive the new car. We email an updated certificate within 2 hours of the change. Your old car stays covered until the date and time you give us for the change.',
        ),
      ),
    ),
    sec(
      'Accidents',
      sec(
        'Should I call the police after an accident?',
        p(
          'Call the police if anyone is injured, if the other driver leaves without giving their details, or if you think the other driver is uninsured or over the limit. Otherwise, exchange details with the other driver and report the accident to us. Keep a note of the police report number.',
        ),
      ),
      sec(
        'Someone hit my parked car and drove off. Is it covered?',
        p(
          'Not under third-party cover alone. The Uninsured Driver Extension only helps when you can identify the other vehicle, so ask witnesses and nearby businesses for camera footage that shows its registration.',
        ),
      ),
    ),
    sec(
      'Renewals',
      sec(
        'Why has my renewal premium gone up?',
        p(
          'Premiums change each year with the cost of repairs, the number of claims in your area, your own claims history and any changes to your details. Your renewal invitation shows last year’s premium next to this year’s, so you can compare them.',
        ),
      ),
      sec(
        'Will you remind me before my policy renews?',
        p(
          'Yes. We send your renewal invitation at least 21 days before the end of your period of insurance. If you pay by direct debit, the policy renews automatically unless you tell us not to.',
        ),
      ),
    ),
  );

  const glossaryTerm = (term: string, meaning: string) => p(`${term}: ${meaning}`);
  const glossary = doc(
    'car/car-insurance-glossary.txt',
    'Car Insurance Glossary',
    p(
      'Plain-language meanings of words used in car insurance documents. The meaning in your own policy wording always takes priority over this glossary.',
    ),
    sec(
      'About This Glossary',
      p(
        'Insurers do not all use the same words for the same thing. An "excess" in one policy is a "deductible" in another; a "write-off" is also called a "total loss". Where two words mean the same, both are listed.',
      ),
      p(
        'Terms are grouped alphabetically. Each entry gives a short definition and, where useful, an example.',
      ),
    ),
    sec(
      'Terms A to C',
      glossaryTerm(
        'Accidental damage',
        'damage to your car caused by a sudden, unexpected event, such as a collision. It does not include wear and tear or breakdown.',
      ),
      glossaryTerm(
        'Agreed value',
        'a value for the car that you and the insurer agree in advance, usually for classic cars. It is paid in full if the car is written off.',
      ),
      glossaryTerm(
        'Approved repairer',
        'a garage chosen by the insurer that repairs cars on its behalf, often with a guarantee and a courtesy car.',
      ),
      glossaryTerm(
        'Betterment',
        'a contribution the insurer may ask you to pay when a repair leaves your car in a better condition than before, for example new tyres replacing worn ones.',
      ),
      glossaryTerm(
        'Certificate of insurance',
        'the legal document that proves you have the motor insurance required by law. It lists who may drive and for what purposes.',
      ),
      glossaryTerm(
        'Comprehensive cover',
        'the highest level of cover: damage to your own car as well as your liability to others, fire and theft.',
      ),
      glossaryTerm(
        'Courtesy car',
        'a small car lent by a repairer while your car is repaired. It is not the same as a hire car of a similar size.',
      ),
    ),
    sec(
      'Terms D to K',
      glossaryTerm(
        'Deductible',
        'the part of a claim that you pay yourself. Also called an excess. A compulsory deductible is set by the insurer; a voluntary deductible is one you choose to lower your premium.',
      ),
      glossaryTerm(
        'Endorsement',
        'a change to the standard policy wording that applies only to your policy, shown in your schedule.',
      ),
      glossaryTerm('Excess', 'see Deductible.'),
      glossaryTerm(
        'Fault claim',
        'a claim in which the insurer cannot recover its costs from anyone else. A fault claim usually reduces your no-claims discount, even if the accident was not really your fault.',
      ),
      glossaryTerm(
        'Hire and reward',
        'using the car to carry passengers or goods for payment, for example as a taxi or for deliveries. Private car policies exclude it.',
      ),
      glossaryTerm(
        'Green card',
        'an international certificate some countries ask to see as proof that a visiting car is insured. Ask your insurer before driving abroad.',
      ),
      glossaryTerm(
        'Immobiliser',
        'an electronic device that stops the engine starting without the right key. Some insurers require an approved immobiliser for theft cover.',
      ),
    ),
    sec(
      'Terms L to N',
      glossaryTerm(
        'Listed driver',
        'a driver named on the schedule, also called a named driver. Only listed drivers may drive under some policies.',
      ),
      glossaryTerm(
        'Market value',
        'what it would cost to buy a car of the same make, model, age, mileage and condition just before the loss. Most policies pay market value for a write-off.',
      ),
      glossaryTerm(
        'Named driver',
        'a person other than the policyholder who is listed on the schedule as allowed to drive.',
      ),
      glossaryTerm(
        'New car replacement',
        'a benefit that replaces a nearly new car with a brand-new one if it is written off or stolen, usually only in its first year.',
      ),
      glossaryTerm(
        'No-claims discount',
        'a discount on your premium for each year without a fault claim. Also called a no-claims bonus. It usually goes up one step a year and down two steps after a fault claim.',
      ),
      glossaryTerm(
        'No-claims protection',
        'an option that lets you make a set number of fault claims without losing your no-claims discount. It does not protect the premium itself from rising.',
      ),
    ),
    sec(
      'Terms P to S',
      glossaryTerm(
        'Period of insurance',
        'the dates your policy runs between, usually 12 months, as shown in the schedule.',
      ),
      glossaryTerm(
        'Premium',
        'the amount you pay for your insurance, either in one payment or by instalments.',
      ),
      glossaryTerm(
        'Salvage',
        'a damaged car that belongs to the insurer after it has paid a total loss claim. The insurer sells the salvage to recover some of its costs.',
      ),
      glossaryTerm(
        'Schedule',
        'the document that gives the details of your own policy: who is insured, the car, the drivers, the cover, the deductibles and the premium.',
      ),
      glossaryTerm(
        'Subrogation',
        'the insurer’s right, after paying your claim, to recover its costs from the person responsible for the loss.',
      ),
    ),
    sec(
      'Terms T to Z',
      glossaryTerm(
        'Telematics',
        'a box or app that records how a car is driven. Young driver policies often set the premium from telematics data.',
      ),
      glossaryTerm(
        'Third-party cover',
        'the legal minimum level of cover: your liability for injury to other people and damage to their property, but not damage to your own car.',
      ),
      glossaryTerm(
        'Third-party, fire and theft',
        'third-party cover plus cover for your own car if it is stolen or damaged by fire.',
      ),
      glossaryTerm(
        'Total loss',
        'a car that is too badly damaged to be repaired economically, or that has been stolen and not recovered. Also called a write-off. The insurer pays its value and takes the salvage.',
      ),
      glossaryTerm(
        'Uninsured driver',
        'a driver who had no valid insurance at the time of an accident. Some policies pay for damage caused by an uninsured driver without affecting your no-claims discount.',
      ),
      glossaryTerm(
        'Voluntary excess',
        'an extra amount you choose to pay towards each claim in return for a lower premium.',
      ),
      glossaryTerm(
        'Windscreen cover',
        'cover for repairing or replacing broken glass, often with its own lower excess and no effect on the no-claims discount.',
      ),
      glossaryTerm('Write-off', 'see Total loss.'),
    ),
  );

  const roadside = doc(
    'car/harbor-mutual-roadside-assistance-schedule.md',
    'Harbor Mutual Roadside Assistance: Schedule of Benefits',
    p(
      'Roadside assistance is an optional extra for Harbor Mutual car policyholders. This schedule lists what each level of cover provides.',
    ),
    sec(
      'About Roadside Assistance',
      p(
        'Roadside assistance helps when your car breaks down, runs out of fuel, has a flat tyre or will not start. It is provided by our roadside partner on our behalf. The level you have chosen is shown in your car insurance schedule. Roadside assistance covers the car shown in the schedule, whoever is driving it.',
      ),
    ),
    sec(
      'Levels of Cover',
      table(
        ['Benefit', 'Roadside Basic', 'Roadside Plus', 'Roadside Premier'],
        ['Roadside repair', 'Yes', 'Yes', 'Yes'],
        ['Callouts per year', '4', '6', 'Unlimited'],
        ['Towing distance', '25 miles', '100 miles', 'Any destination'],
        ['Home start', 'No', 'Yes', 'Yes'],
        ['Onward travel and accommodation', 'No', 'No', 'Yes'],
        ['Caravan and trailer', 'No', 'Yes', 'Yes'],
      ),
    ),
    sec(
      'Roadside Repair',
      p(
        'A patrol will try to fix your car at the roadside. The patrol’s labour is free for up to 1 hour. You pay for any parts used, and the patrol will ask for payment before fitting them. If the car cannot be fixed within the hour, the patrol will tow it under the towing benefit of your level.',
      ),
    ),
    sec(
      'Towing',
      sec(
        'Roadside Basic',
        p('Your car and up to 5 passengers are taken to a garage of your choice within 25 miles.'),
      ),
      sec(
        'Roadside Plus',
        p(
          'Your car and up to 7 passengers are taken to a garage of your choice within 100 miles, or to your home if that is closer.',
        ),
      ),
      sec(
        'Roadside Premier',
        p(
          'Your car and passengers are taken to any single destination in the country, including your home or the end of your journey.',
        ),
      ),
    ),
    sec(
      'Home Start',
      p(
        'Roadside Plus and Roadside Premier include help at your home or within a quarter of a mile of it. Roadside Basic does not cover breakdowns at or near your home, even if you have callouts left.',
      ),
    ),
    sec(
      'Onward Travel and Accommodation',
      p(
        'With Roadside Premier, if your car cannot be repaired the same day and you are more than 20 miles from home, we pay for one of the following:',
      ),
      ul(
        'Hotel accommodation of up to $150 per person per night, for up to 2 nights.',
        'A replacement hire car for up to 3 days.',
        'Rail or bus fares to your home or destination for you and your passengers.',
      ),
    ),
    sec(
      'Fuel, Keys and Tyres',
      sec(
        'Running out of fuel',
        p('We bring enough fuel to reach the nearest filling station. You pay for the fuel itself.'),
      ),
      sec(
        'Lost or locked-in keys',
        p(
          'If your keys are lost, broken or locked in the car, we pay for a locksmith up to $200. Replacement keys are not included.',
        ),
      ),
      sec(
        'Flat tyres',
        p(
          'The patrol fits your spare wheel. If you have no usable spare, the car is towed under the towing benefit of your level.',
        ),
      ),
    ),
    sec(
      'What Is Not Included',
      ul(
        'Breakdowns caused by a road accident, fire, theft or vandalism: claim these under your car policy.',
        'Cars that are not roadworthy or have not been serviced in line with the maker’s schedule.',
        'A second callout within 7 days for the same fault if the repair advised by the patrol has not been done.',
        'Cost of parts, fuel, ferry crossings, tolls and parking.',
        'Off-road recovery, or any recovery from a beach, field or private track.',
      ),
    ),
    sec(
      'Conditions of Service',
      ol(
        'You must stay with the car until the patrol arrives, unless it is unsafe to do so.',
        'If you cancel a callout after the patrol is on its way, it still counts towards your callout limit.',
        'If a callout is needed because of your misuse, such as filling up with the wrong fuel, we charge a fee of $75.',
        'Callouts beyond your yearly limit are charged at the patrol’s standard rate.',
      ),
    ),
    sec(
      'How to Call for Help',
      p(
        `Call ${HARBOR.claims} and choose the roadside option, or use the app. Tell us your location, your car’s registration and what has happened. Our average arrival time is 60 minutes; if we have not reached you within 90 minutes, we refund that year’s roadside premium.`,
      ),
    ),
  );

  return [
    harbor,
    northgate,
    bluestone,
    withSupport(claimsGuide, HARBOR, 'Spanish, Vietnamese'),
    withSupport(fernhill, FERNHILL, 'Spanish'),
    withSupport(faq, NORTHGATE, 'Spanish, Mandarin'),
    glossary,
    withSupport(roadside, HARBOR, 'Spanish, Vietnamese'),
  ];
}

// ─── Health ──────────────────────────────────────────────────────────────────────────────────

function healthDocs(): Doc[] {
  const meridian = doc(
    'health/meridian-silver-hospital-plan.md',
    'Meridian Silver Hospital Plan Policy Wording',
    p(
      'Private hospital cover for individuals, couples and families. The dollar amounts, excesses and annual limits for this plan are set out in the Meridian Silver Hospital Plan: Schedule of Benefits.',
    ),
    aboutPolicy(
      MERIDIAN,
      'Meridian Silver Hospital Plan',
      'This plan covers treatment as a private patient in hospital. It does not cover treatment outside hospital, such as visits to a general practitioner, dental or optical care.',
    ),
    sec(
      'Definitions',
      ul(
        'Admission: a stay in hospital as an admitted patient, including day surgery where you are admitted and discharged on the same day.',
        'Benefit limitation period: a period after joining during which certain services are paid at a reduced level.',
        'Partner hospital: a private hospital that has an agreement with us about its charges.',
        'Pre-existing condition: an ailment, illness or condition whose signs or symptoms, in the opinion of a medical practitioner appointed by us, existed at any time in the 6 months before you joined or upgraded.',
        'Waiting period: a period after joining during which no benefits are paid for a service.',
      ),
    ),
    sec(
      'Hospital Cover',
      sec(
        'Treatment in hospital',
        p(
          'We pay for accommodation, theatre fees, intensive care, medicines given in hospital and the fees of doctors who treat you as an admitted private patient, for the services included in this plan.',
        ),
      ),
      sec(
        'Choice of doctor and hospital',
        p(
          'You can choose your own specialist. At a partner hospital we pay the agreed charges in full, apart from your excess. At other private hospitals we pay a lower benefit and you may have to pay the difference.',
        ),
      ),
      sec(
        'Private rooms',
        p(
          'We pay for a private room where one is available and your doctor agrees it is suitable. If no private room is available you will be placed in a shared room and no extra benefit is paid.',
        ),
      ),
      sec(
        'Surgically implanted prostheses',
        p(
          'We pay in full for prostheses on the government’s approved list, such as pacemakers, joint replacements and intraocular lenses, when they are implanted during a covered admission.',
        ),
      ),
    ),
    sec(
      'Services Included and Excluded',
      table(
        ['Service', 'Silver plan'],
        ['Joint reconstructions and replacements', 'Included'],
        ['Heart and vascular system', 'Included'],
        ['Pregnancy and birth', 'Included'],
        ['Psychiatric care', 'Included'],
        ['Rehabilitation', 'Included'],
        ['Cataracts', 'Included'],
        ['Weight loss surgery', 'Not included'],
        ['Assisted reproductive services', 'Not included'],
        ['Cosmetic surgery', 'Not included'],
      ),
    ),
    sec(
      'Waiting Periods',
      p(
        'You must serve the following waiting periods from the date you join, or from the date you upgrade to a higher level of cover for the extra benefits.',
      ),
      table(
        ['Service', 'Waiting period'],
        ['Treatment for an accident that happens after you join', 'None'],
        ['Psychiatric care, rehabilitation and palliative care', '2 months'],
        ['Pre-existing conditions', '12 months'],
        ['Pregnancy and birth', '12 months'],
        ['All other hospital treatment', '2 months'],
      ),
    ),
    sec(
      'Pre-existing Conditions',
      p(
        'Whether a condition is pre-existing is decided by a medical practitioner appointed by us, who considers information from your own doctors. You do not need to have seen a doctor or had a diagnosis for a condition to be pre-existing.',
      ),
      p(
        'If you are admitted during the pre-existing conditions waiting period, ask us for a pre-existing condition assessment before the admission. We aim to give you a decision within 5 business days of receiving your doctors’ reports.',
      ),
    ),
    sec(
      'Excess',
      p(
        'An excess applies each time an adult is admitted to hospital, up to a maximum amount each calendar year. The amounts are shown in the Schedule of Benefits. No excess applies to admissions of dependent children or to readmissions for the same condition within 7 days.',
      ),
    ),
    sec(
      'Planned Treatment and Pre-approval',
      p(
        'For any planned admission, ask your doctor for the item numbers of the procedure and contact us before you go into hospital. We will confirm whether the treatment is covered, whether any waiting period applies and what you are likely to pay.',
      ),
    ),
    sec(
      'Benefit Limitation Periods',
      p(
        'For the first 12 months of membership, hip and knee replacements are paid at the shared room rate of a public hospital, unless the need for surgery arose from an accident after you joined.',
      ),
    ),
    sec(
      'What Is Not Covered',
      ul(
        'Services not included in the Silver plan, shown in the table above.',
        'Treatment during a waiting period.',
        'Treatment given outside the country, or costs of travel to receive treatment.',
        'Treatment for which you are entitled to be paid by a third party, such as a workers’ compensation or motor accident insurer.',
        'Experimental treatment and treatment not approved by the national health regulator.',
        'Hospital stays mainly for accommodation or nursing home care.',
      ),
    ),
    sec(
      'Membership and Dependants',
      p(
        'Family memberships cover you, your partner and your dependent children. Children are covered until they turn 21, or until they turn 25 if they are full-time students and not married or in a de facto relationship.',
      ),
    ),
    sec(
      'Suspending Your Membership',
      p(
        'If you travel overseas you may be able to suspend your membership. Suspensions and their conditions are explained in the Meridian Health Member FAQ. No benefits are paid for services received while your membership is suspended.',
      ),
    ),
    generalConditions(MERIDIAN, 30),
    cancellation(MERIDIAN, 30, '$0', 30),
    complaints(MERIDIAN, 2, 30),
    privacy(MERIDIAN),
  );

  const schedule = doc(
    'health/meridian-silver-schedule-of-benefits.md',
    'Meridian Silver Hospital Plan: Schedule of Benefits',
    p(
      'The amounts that apply to the Meridian Silver Hospital Plan. Read this schedule together with the Meridian Silver Hospital Plan Policy Wording, which explains what each benefit covers.',
    ),
    sec(
      'About This Schedule',
      p(
        'Benefits are paid per person and limits reset on 1 January each year. Where a limit says "per person per year", a family membership has that limit for each person covered. Amounts are in dollars and include any tax. We review the amounts each year and give members 30 days’ notice of any change.',
      ),
    ),
    sec(
      'Your Excess',
      table(
        ['Excess', 'Amount'],
        ['Excess per adult admission', '$250'],
        ['Maximum excess per person per calendar year', '$500'],
        ['Maximum excess per membership per calendar year (couples and families)', '$1,000'],
        ['Day surgery admission', '$250'],
        ['Admissions of dependent children', 'No excess'],
      ),
      p(
        'You pay the excess directly to the hospital when you are discharged. The excess does not apply to emergency ambulance transport.',
      ),
    ),
    sec(
      'Hospital Accommodation',
      table(
        ['Accommodation', 'Partner hospital', 'Other private hospital'],
        ['Shared room', '100% of agreed charge', '75% of usual charge'],
        ['Private room', '100% of agreed charge', 'Shared room rate only'],
        ['Same-day admission', '100% of agreed charge', '75% of usual charge'],
        ['Intensive care', '100% of agreed charge', '100% of usual charge'],
      ),
    ),
    sec(
      'Doctors’ Fees',
      p(
        'For doctors who take part in our gap scheme, we pay the fee in full or you pay a known gap of no more than $500 per admission. For other doctors, we pay 25% of the government schedule fee and you pay the rest of the difference between the fee and the government benefit.',
      ),
    ),
    sec(
      'Pregnancy and Birth',
      table(
        ['Benefit', 'Amount'],
        ['Hospital stay for the birth', 'Covered as for any admission'],
        ['Birth in a birth centre', 'Up to $2,000 per birth'],
        ['Newborn care in special care nursery', 'Covered once the baby is on a family membership'],
        ['Lactation consultant after discharge', 'Up to $150 per birth'],
      ),
    ),
    sec(
      'Psychiatric Care and Rehabilitation',
      table(
        ['Service', 'Limit'],
        ['Psychiatric admissions', '42 days per person per year at full benefit, then shared room rate'],
        ['Inpatient rehabilitation', '28 days per admission'],
        ['Hospital-in-the-home rehabilitation', 'Up to $3,000 per person per year'],
        ['Palliative care', 'Covered in full'],
      ),
    ),
    sec(
      'Ambulance',
      table(
        ['Service', 'Limit'],
        ['Emergency ambulance transport', '2 trips per person per year'],
        ['Non-emergency transfer between hospitals', 'Up to $500 per person per year'],
        ['Air ambulance', 'Covered when medically necessary, within the country'],
      ),
      p(
        'Emergency ambulance means transport to hospital when your condition needs urgent treatment. A call-out where you are treated but not taken to hospital counts as a trip.',
      ),
    ),
    sec(
      'Prostheses and Medicines',
      p(
        'Prostheses on the approved list are paid in full. Medicines given to you while you are admitted are covered; medicines you take home on discharge are covered up to $300 per admission if they are part of the hospital’s discharge pack.',
      ),
    ),
    sec(
      'Benefit Limitation Periods',
      table(
        ['Service', 'Benefit limitation period', 'Paid at'],
        ['Hip replacement', '12 months', 'Shared room rate in a public hospital'],
        ['Knee replacement', '12 months', 'Shared room rate in a public hospital'],
      ),
    ),
    sec(
      'Waiting Periods Summary',
      p(
        'Waiting periods are explained in the policy wording. In brief: accidents have no waiting period, pre-existing conditions and pregnancy have the longest waits, and other hospital treatment has a short wait. If you transfer from another insurer within the time allowed, waiting periods you have already served are recognised for the same level of cover.',
      ),
    ),
    sec(
      'Examples',
      p(
        'Example 1: an adult member has a planned knee arthroscopy as a day patient at a partner hospital, with a surgeon in the gap scheme. The member pays the day surgery excess to the hospital and the surgeon’s known gap, if any. Meridian pays the rest of the hospital charges.',
      ),
      p(
        'Example 2: later in the same year the member is admitted again for an unrelated condition. The excess for this admission is limited by the annual maximum, so the member pays only the amount that takes the year’s total up to that maximum.',
      ),
    ),
    sec(
      'Contacting Meridian',
      p(
        `For questions about these amounts, call ${MERIDIAN.phone} (Monday to Friday, 8am to 7pm) or log in to ${MERIDIAN.web}. Keep this schedule with your policy wording.`,
      ),
    ),
  );

  const kestrel = doc(
    'health/kestrel-essentials-health-plan.md',
    'Kestrel Essentials Health Plan Policy Wording',
    p(
      'A low-cost combined plan: basic private hospital cover with a small set of extras for dental check-ups, physiotherapy and glasses.',
    ),
    aboutPolicy(
      KESTREL,
      'Kestrel Essentials Health Plan',
      'Essentials covers a limited list of hospital services and a few extras. It is designed for people who want cover for accidents and common procedures at a lower premium.',
    ),
    sec(
      'Definitions',
      ul(
        'Extras: treatment outside hospital by a recognised provider, such as a dentist or physiotherapist.',
        'Recognised provider: a practitioner registered with the relevant national board and registered with us.',
        'Restricted service: a hospital service paid only at the minimum level, which is the shared room rate in a public hospital.',
        'Year: the calendar year from 1 January to 31 December.',
      ),
    ),
    sec(
      'What the Plan Covers',
      sec(
        'Hospital services',
        p(
          'Essentials covers accidents, tonsils and adenoids, appendix removal, hernia repair, skin lesions and broken bones as a private patient in any hospital. Psychiatric care, rehabilitation and palliative care are restricted services. All other hospital services are not covered.',
        ),
      ),
      sec(
        'Extras',
        p(
          'Essentials pays towards general dental treatment, physiotherapy and glasses or contact lenses, up to the annual limits below. Major dental, orthodontics, hearing aids and other therapies are not covered.',
        ),
      ),
    ),
    sec(
      'Annual Limits',
      table(
        ['Benefit', 'What we pay', 'Annual limit per person'],
        ['General dental (check-ups, cleans, X-rays)', '60% of the fee', '$400'],
        ['Physiotherapy', '$35 per visit', '$350'],
        ['Glasses and contact lenses', '100% of the fee', '$150'],
        ['Ambulance', 'Emergency transport', '1 trip'],
      ),
    ),
    sec(
      'Waiting Periods',
      table(
        ['Service', 'Waiting period'],
        ['Accidents', 'None'],
        ['Hospital services and restricted services', '2 months'],
        ['Pre-existing conditions', '12 months'],
        ['General dental and physiotherapy', '2 months'],
        ['Glasses and contact lenses', '6 months'],
      ),
    ),
    sec(
      'Excess',
      p(
        'An excess of $500 applies to the first hospital admission of each adult in a year. No excess applies to later admissions in the same year, to children, or to admissions after an accident treated in an emergency department within 48 hours.',
      ),
    ),
    sec(
      'What Is Not Covered',
      ul(
        'Cosmetic surgery, unless needed because of an accident.',
        'Fertility treatment, weight loss surgery and sleep studies.',
        'Pregnancy and birth.',
        'Joint replacements, cataracts, and heart surgery.',
        'Extras bought from a provider who is not a recognised provider.',
        'Treatment overseas.',
      ),
    ),
    sec(
      'Suspending Your Plan',
      p(
        'If you have held the plan for at least 12 months and are travelling overseas, you can suspend it for between 2 and 24 months. Ask us before you leave; we cannot backdate a suspension. You must pay any premium owed up to the start of the suspension.',
      ),
    ),
    sec(
      'Transferring From Another Insurer',
      p(
        'If you join within 60 days of leaving another health insurer, we recognise the waiting periods you have already served for equivalent benefits. Annual limits used with your previous insurer in the same year count towards our annual limits.',
      ),
    ),
    sec(
      'Paying Premiums',
      p(
        'Premiums are paid in advance, monthly, quarterly or yearly. If your premium is unpaid for more than 63 days, the plan lapses and you must serve waiting periods again if you rejoin. We do not pay benefits for treatment received while premiums are in arrears until the arrears are paid.',
      ),
    ),
    generalConditions(KESTREL, 30),
    cancellation(KESTREL, 14, '$0', 30),
    complaints(KESTREL, 5, 30),
    privacy(KESTREL),
  );

  const larkspur = doc(
    'health/larkspur-gold-extras-plan.html',
    'Larkspur Gold Extras Plan Policy Wording',
    p(
      'Extras-only cover for treatment outside hospital: dental, optical, physiotherapy, psychology and other therapies. Larkspur Gold Extras can be held on its own or with any Larkspur hospital plan.',
    ),
    aboutPolicy(
      LARKSPUR,
      'Larkspur Gold Extras Plan',
      'Gold Extras does not cover any treatment as an admitted patient in hospital.',
    ),
    sec(
      'Definitions',
      ul(
        'Annual limit: the most we pay for a benefit for each person in a calendar year.',
        'Lifetime limit: the most we pay for a benefit for each person while they remain a member.',
        'Major dental: crowns, bridges, dentures, root canal treatment, implants and surgical extractions.',
        'Recognised provider: a practitioner who is registered with the relevant national board and with us.',
      ),
    ),
    sec(
      'Dental',
      sec(
        'General dental',
        p(
          'We pay 100% of the fee for two check-ups, scale and clean, and fluoride treatments per person per year, and 70% of the fee for fillings and simple extractions, up to the general dental limit of $900 per person per year.',
        ),
      ),
      sec(
        'Major dental',
        p(
          'We pay 60% of the fee for major dental, up to $1,200 per person per year. Implants are limited to one per person per year.',
        ),
      ),
      sec(
        'Orthodontics',
        p(
          'We pay 50% of the fee for orthodontic treatment, up to a lifetime limit of $2,500 per person. Treatment plans must be sent to us before treatment starts.',
        ),
      ),
    ),
    sec(
      'Optical',
      p(
        'We pay up to $300 per person per year towards prescription glasses, lenses and contact lenses. The limit covers one pair of glasses or one supply of contact lenses per person per year. Sunglasses are covered only if they have prescription lenses.',
      ),
    ),
    sec(
      'Physiotherapy, Chiropractic and Osteopathy',
      p(
        'These three therapies share a combined limit of $800 per person per year. We pay 75% of the fee for each consultation, including initial consultations and group classes run by a physiotherapist.',
      ),
    ),
    sec(
      'Other Therapies',
      table(
        ['Therapy', 'What we pay', 'Annual limit per person'],
        ['Psychology', '80% of the fee', '$600'],
        ['Podiatry', '70% of the fee', '$400'],
        ['Dietetics', '70% of the fee', '$250'],
        ['Remedial massage', '60% of the fee', '$200'],
        ['Hearing aids', '100% of the fee', '$1,000 every 3 years'],
      ),
    ),
    sec(
      'Waiting Periods',
      table(
        ['Service', 'Waiting period'],
        ['General dental, physiotherapy and therapies', '2 months'],
        ['Optical', '6 months'],
        ['Major dental', '12 months'],
        ['Orthodontics', '24 months'],
        ['Hearing aids', '36 months'],
      ),
      p('Waiting periods apply from the date you join or upgrade, and are not waived for accidents.'),
    ),
    sec(
      'When Limits Reset',
      p(
        'Annual limits reset on 1 January. Unused limits do not carry over to the next year, except that members of more than 4 years receive a loyalty increase of 10% on their general dental limit.',
      ),
    ),
    sec(
      'What Is Not Covered',
      ul(
        'Treatment by a provider who is a member of your family or your business partner.',
        'Teeth whitening and other cosmetic dental work.',
        'Items bought online without a prescription from a recognised provider.',
        'Treatment for which a government scheme, workers’ compensation or a third party pays.',
        'Gym memberships and fitness equipment.',
      ),
    ),
    sec(
      'Claiming',
      p(
        'Show your membership card at the provider to claim on the spot, or claim in the Larkspur app with a photo of your receipt. Claims must be made within 2 years of the date of the treatment. Receipts must show the provider’s number, the patient’s name and the item number.',
      ),
    ),
    generalConditions(LARKSPUR, 30),
    cancellation(LARKSPUR, 30, '$0', 30),
    complaints(LARKSPUR, 3, 30),
    privacy(LARKSPUR),
  );

  const claimsGuide = doc(
    'health/kestrel-health-claims-guide.md',
    'Kestrel Health Claims Guide',
    p(
      'How to claim on your Kestrel health plan: hospital bills, extras, and what to do if a claim is declined.',
    ),
    sec(
      'About This Guide',
      p(
        'This guide applies to all Kestrel plans, including Kestrel Essentials. Your policy wording sets out what is covered and the limits that apply; this guide explains how to claim.',
      ),
    ),
    sec(
      'Ways to Claim',
      sec(
        'On the spot',
        p(
          'Most dentists, physiotherapists and optometrists can process your claim at the counter when you show your Kestrel card. You pay only the gap.',
        ),
      ),
      sec(
        'In the app',
        p(
          'Take a photo of your itemised receipt and submit it in the Kestrel app. Keep the original receipt for 12 months in case we ask to see it.',
        ),
      ),
      sec(
        'By post',
        p(
          'Send the claim form and original receipts to Kestrel Claims, PO Box 4410. Postal claims take longer to process.',
        ),
      ),
    ),
    sec(
      'Time Limit for Claims',
      p(
        'You must claim within 2 years of the date of service. Claims received after 2 years cannot be paid, even if the service was covered. For hospital and specialist accounts, send them to us within 30 days of receiving them so that bills are paid before their due date.',
      ),
    ),
    sec(
      'What to Include',
      ul(
        'The patient’s name and membership number.',
        'The provider’s name and provider number.',
        'The date of service and the item number for each service.',
        'The amount charged and whether it has been paid.',
        'A referral, where the service needs one.',
      ),
    ),
    sec(
      'Hospital Claims',
      p(
        'If you are admitted to a hospital, give the hospital your membership number when you book. The hospital sends its account to us directly and we pay it. You pay your excess, if any, to the hospital on discharge.',
      ),
      p(
        'Doctors may bill you separately. Send their accounts to us with the government benefit statement; we pay our share and tell you what is left to pay.',
      ),
    ),
    sec(
      'When You Will Be Paid',
      table(
        ['Type of claim', 'Paid within'],
        ['On-the-spot claim at the provider', 'Immediately'],
        ['App claim', '3 business days'],
        ['Postal claim', '10 business days'],
        ['Hospital account sent by the hospital', '15 business days'],
      ),
      p('Payments go to the bank account in your membership. We do not pay claims by cheque.'),
    ),
    sec(
      'Out-of-Pocket Costs',
      p(
        'An out-of-pocket cost, or gap, is the difference between what your provider charges and what we and the government pay. Ask your provider for a written quote before treatment. If your doctor takes part in the Kestrel known-gap arrangement, the gap is limited to $400 per doctor per admission.',
      ),
    ),
    sec(
      'Claiming for Someone Else',
      p(
        'The main member can claim for anyone on the membership. A partner on the membership can also claim for themselves and for dependent children. Dependants aged 18 or over must give permission before we discuss their claims with another member.',
      ),
    ),
    sec(
      'Keeping Track of Your Limits',
      p(
        'The Kestrel app shows how much of each annual limit each person has used and what is left. Limits reset on 1 January, and unused amounts do not carry over. If a claim takes you over a limit, we pay up to the limit and tell you the amount we could not pay.',
      ),
    ),
    sec(
      'Claims for Treatment Overseas',
      p(
        'Kestrel plans do not cover treatment received outside the country, even in an emergency. Buy travel insurance before you leave.',
      ),
    ),
    sec(
      'If a Claim Is Declined',
      p(
        'We tell you the reason for declining a claim in writing. If you disagree, ask for a review within 90 days of our decision. A senior assessor who was not involved in the first decision reviews the claim and replies within 15 business days. You can then use the complaints process in your policy wording.',
      ),
    ),
    contact(KESTREL, 'Monday to Friday, 8am to 8pm; Saturday 9am to 1pm'),
  );

  const tidewell = doc(
    'health/tidewell-exclusions-and-waiting-periods.txt',
    'Tidewell Health Cover Exclusions and Waiting Periods Summary',
    p(
      'A summary of the exclusions, restrictions and waiting periods that apply to Tidewell hospital and extras covers. Read it with your policy wording.',
    ),
    sec(
      'About This Summary',
      p(
        'This summary covers the Tidewell Bronze, Silver Plus and Top Hospital plans and the Tidewell Everyday Extras plan. It lists the most common reasons a claim is not paid in full. It does not replace your policy wording, which has the complete terms.',
      ),
    ),
    sec(
      'Waiting Periods',
      table(
        ['Service', 'Waiting period'],
        ['Accidents after joining', 'None'],
        ['Psychiatric care', '2 months'],
        ['Rehabilitation and palliative care', '2 months'],
        ['Pregnancy and birth', '10 months'],
        ['Pre-existing conditions', '12 months'],
        ['Other hospital treatment', '2 months'],
        ['Everyday Extras: general services', '2 months'],
        ['Everyday Extras: major dental and hearing aids', '12 months'],
      ),
    ),
    sec(
      'How Waiting Periods Work',
      p(
        'A waiting period is served once for each level of cover. If you upgrade, the waiting periods apply again to the extra benefits only; you can still claim at your old level during the new waiting period.',
      ),
      p(
        'If you transfer from another insurer within 30 days of leaving it, we recognise waiting periods already served on equivalent cover. A gap longer than 30 days means you must serve the waiting periods again.',
      ),
    ),
    sec(
      'Pre-existing Conditions',
      p(
        'A pre-existing condition is one whose signs or symptoms existed in the 6 months before you joined or upgraded, as decided by our medical adviser. During the 12 month waiting period, treatment for a pre-existing condition is not covered at all, even if you did not know about the condition.',
      ),
    ),
    sec(
      'Exclusions From Hospital Cover',
      ul(
        'Cosmetic surgery that is not medically necessary.',
        'Assisted reproductive services, on Bronze and Silver Plus.',
        'Weight loss surgery, on Bronze.',
        'Treatment in a hospital emergency department where you are not admitted.',
        'Services that are not on the government benefits schedule.',
        'Treatment overseas, and travel or accommodation costs.',
      ),
    ),
    sec(
      'Exclusions From Extras Cover',
      ul(
        'Treatment by a provider who is not recognised by Tidewell.',
        'Cosmetic dental work such as whitening and veneers.',
        'Natural therapies, including naturopathy and herbal medicine.',
        'Non-prescription glasses and sunglasses.',
        'Any service received while your premium is more than 30 days in arrears.',
      ),
    ),
    sec(
      'Restricted Services',
      p(
        'On Bronze, psychiatric care, rehabilitation and palliative care are restricted services: we pay only the minimum benefit, equal to the shared room rate in a public hospital. In a private hospital, you could face large out-of-pocket costs for these services.',
      ),
    ),
    sec(
      'Everyday Extras Limits',
      table(
        ['Benefit', 'Annual limit per person'],
        ['General dental', '$600'],
        ['Major dental', '$800'],
        ['Optical', '$220'],
        ['Physiotherapy', '$450'],
        ['Psychology', '$400'],
        ['Hearing aids', '$700 every 3 years'],
      ),
    ),
    sec(
      'Examples',
      p(
        'A member joins Tidewell Silver Plus in March and has a knee operation in July for pain that began the previous December. The medical adviser finds that signs of the condition existed before joining, so the operation falls within the pre-existing conditions waiting period and is not covered.',
      ),
      p(
        'A member with Bronze is admitted to a private hospital for rehabilitation after a fall. Rehabilitation is a restricted service on Bronze, so Tidewell pays only the minimum benefit and the member pays the rest of the private hospital charges.',
      ),
    ),
    sec(
      'Changing Plans',
      p(
        'You can change plans at any time. Moving to a lower plan takes effect straight away; moving to a higher plan means waiting periods apply to the extra benefits. Check with us before any planned treatment if you have changed plans in the past 12 months.',
      ),
    ),
    sec(
      'Treatment Overseas',
      p(
        'No Tidewell cover pays for treatment received overseas, including when a member becomes ill while travelling. Tidewell members can suspend their cover while overseas for between 3 months and 2 years.',
      ),
    ),
    sec(
      'Further Information',
      p(
        `For the full policy wording, or to check whether a treatment is covered, call ${TIDEWELL.phone} or visit ${TIDEWELL.web}. Have the item numbers from your doctor ready.`,
      ),
    ),
  );

  const faq = doc(
    'health/meridian-health-member-faq.md',
    'Meridian Health Member FAQ',
    p('Common questions from Meridian Health members, answered in plain language.'),
    sec(
      'Joining and Waiting Periods',
      sec(
        'Do I have to serve waiting periods again if I switch from another insurer?',
        p(
          'Not if you join Meridian within 30 days of leaving your old insurer and your new cover is the same or lower. We ask your old insurer for a clearance certificate. For any higher benefits, the waiting periods apply to the difference.',
        ),
      ),
      sec(
        'When can I claim for having a baby?',
        p(
          'Pregnancy and birth have a 12 month waiting period on plans that include them. To be covered, you need to have held the plan for the full 12 months before the birth date, not before conception.',
        ),
      ),
    ),
    sec(
      'Planned Hospital Stays',
      sec(
        'How do I get pre-approval for planned surgery?',
        p(
          'Call us or use the online form at least 10 business days before your admission, with the hospital name, the admission date and the item numbers from your specialist. We confirm the cover in writing.',
        ),
      ),
      sec(
        'Will I have out-of-pocket costs?',
        p(
          'Possibly. Ask your specialist whether they use the Meridian gap scheme. If they do, you will be told the gap before the admission. Your excess is separate and is paid to the hospital.',
        ),
      ),
    ),
    sec(
      'Claims',
      sec(
        'How long do I have to make a claim?',
        p(
          'Meridian claims must be lodged within 12 months of the date of service. Hospital accounts are usually sent to us directly by the hospital, so you do not need to claim them yourself.',
        ),
      ),
      sec(
        'Can I claim for treatment I had overseas?',
        p(
          'No. Meridian plans only pay for treatment received in this country. If you are travelling, take out travel insurance that includes medical expenses before you leave.',
        ),
      ),
      sec(
        'How quickly will I be paid?',
        p(
          'Claims made online are paid within 5 business days into your nominated bank account. We send you a statement showing what we paid and what is left for you to pay.',
        ),
      ),
    ),
    sec(
      'Your Account',
      sec(
        'How do I update my bank details?',
        p(
          'Log in to your online account and choose Payments. Changes to the account we pay claims into take effect the next business day; changes to your direct debit take effect from the next payment that is at least 3 business days away.',
        ),
      ),
      sec(
        'How do I get a statement for my tax return?',
        p(
          'Your annual statement is in your online account each July. It shows the premiums paid and the period of cover for each person on the membership.',
        ),
      ),
    ),
    sec(
      'Changing Your Cover',
      sec(
        'Can I add my newborn baby?',
        p(
          'Yes. If you add your baby to a family membership within 60 days of the birth, the baby is covered from the date of birth with no waiting periods.',
        ),
      ),
      sec(
        'Can I move to a lower plan to save money?',
        p(
          'Yes, at any time. Benefits from the lower plan apply from the date of the change, so check that any planned treatment is still covered. If you later move back up, waiting periods apply to the higher benefits.',
        ),
      ),
    ),
    sec(
      'Payments',
      sec(
        'What happens if I fall behind with payments?',
        p(
          'If your premiums are more than 60 days in arrears, your membership is cancelled. You cannot claim for services received while your premiums are unpaid. Let us know early if you are in financial difficulty; we offer hardship arrangements.',
        ),
      ),
      sec(
        'Is there a discount for paying yearly?',
        p('Yes. Paying a full year in advance by direct debit gives a 4% discount on the premium.'),
      ),
    ),
    sec(
      'Travel and Suspension',
      sec(
        'Can I suspend my cover while I travel?',
        p(
          'Yes, if you have been a member for at least 12 months and will be overseas for a minimum of 6 weeks. A suspension can last up to 2 years in total during your membership. Apply before you leave and send us a copy of your travel booking.',
        ),
      ),
    ),
  );

  const term = (name: string, meaning: string) => p(`${name} — ${meaning}`);
  const glossary = doc(
    'health/health-insurance-glossary.md',
    'Health Insurance Glossary',
    p(
      'The words most often used in private health insurance documents, explained. Your policy wording may define some of them slightly differently, and its definitions take priority.',
    ),
    sec(
      'How to Use This Glossary',
      p(
        'Terms are in alphabetical order, grouped into sections. Where a word has a common alternative, such as "gap" and "out-of-pocket cost", both are listed and the entry refers to the main one.',
      ),
    ),
    sec(
      'A to B',
      term(
        'Admitted patient',
        'a patient formally admitted to hospital, including for day surgery. Hospital cover only pays for treatment as an admitted patient.',
      ),
      term(
        'Agreed charge',
        'the price a partner hospital has agreed with the insurer for a service. Members pay nothing above the agreed charge apart from their excess.',
      ),
      term(
        'Annual limit',
        'the most an insurer pays for a benefit in a year, usually per person. Some plans also have a combined limit shared by several therapies.',
      ),
      term(
        'Ambulance cover',
        'cover for emergency transport to hospital. Some plans limit the number of trips a year; some states provide it free to residents.',
      ),
      term('Benefit', 'the amount the insurer pays towards a treatment or service.'),
      term(
        'Benefit limitation period',
        'a period after joining during which certain services are paid at a reduced level, usually the minimum rate, rather than not at all. It is different from a waiting period, when nothing is paid.',
      ),
    ),
    sec(
      'C to E',
      term(
        'Clearance certificate',
        'a letter from your previous insurer showing your cover and the waiting periods you have served. Your new insurer uses it to recognise your waiting periods.',
      ),
      term(
        'Co-payment',
        'a fixed amount you pay for each day in hospital, in addition to or instead of an excess. Not all plans have co-payments.',
      ),
      term(
        'Day surgery',
        'a procedure for which you are admitted and discharged on the same day. It is hospital treatment, so the hospital excess usually applies.',
      ),
      term(
        'Dependant',
        'a child or young adult covered on a family membership. Age limits differ between insurers.',
      ),
      term(
        'Excess',
        'an amount you agree to pay towards a hospital admission before the insurer pays. A higher excess usually means a lower premium.',
      ),
      term(
        'Extras',
        'cover for health services outside hospital, such as dental, optical and physiotherapy. Also called general treatment or ancillary cover.',
      ),
    ),
    sec(
      'F to L',
      term(
        'Gap',
        'the difference between what a provider charges and what the insurer and the government pay together. Also called an out-of-pocket cost.',
      ),
      term(
        'Gap scheme',
        'an arrangement between an insurer and doctors that limits the gap you pay to nothing or a known amount.',
      ),
      term(
        'Hospital cover',
        'cover for treatment as an admitted patient in hospital: accommodation, theatre fees and doctors’ fees.',
      ),
      term(
        'Hospital-in-the-home',
        'care at home that replaces a hospital stay, such as nursing visits after surgery, arranged with the insurer.',
      ),
      term(
        'Lifetime limit',
        'the most an insurer pays for a benefit for one person over their whole membership, common for orthodontics.',
      ),
      term(
        'Lodgement',
        'sending a claim to the insurer. Insurers set a time limit for lodgement, after which a claim cannot be paid.',
      ),
    ),
    sec(
      'M to P',
      term(
        'Medical adviser',
        'a doctor appointed by the insurer who decides, among other things, whether a condition is pre-existing.',
      ),
      term('Out-of-pocket cost', 'see Gap.'),
      term(
        'Outpatient',
        'a patient treated without being admitted, for example in an emergency department or a specialist’s rooms. Hospital cover does not pay for outpatient treatment.',
      ),
      term(
        'Partner hospital',
        'a private hospital that has an agreement with the insurer about its charges.',
      ),
      term(
        'Pre-approval',
        'confirmation from the insurer, before a planned admission, of what the plan will pay.',
      ),
      term(
        'Pre-existing condition',
        'an illness or condition whose signs or symptoms existed in a set period before you joined or upgraded, even if it had not been diagnosed. A waiting period applies to it.',
      ),
      term(
        'Prosthesis',
        'a device implanted during surgery, such as a pacemaker or an artificial hip. Devices on the government’s approved list are paid by the insurer.',
      ),
    ),
    sec(
      'R to S',
      term(
        'Recognised provider',
        'a practitioner registered with the national board for their profession and with the insurer. Extras from other providers are not paid.',
      ),
      term(
        'Restricted service',
        'a hospital service for which the plan pays only the minimum benefit, the shared room rate in a public hospital.',
      ),
      term(
        'Schedule fee',
        'the fee the government sets for a medical service. Government and insurer benefits are based on it.',
      ),
      term(
        'Suspension',
        'a pause in membership, usually while you are overseas, during which you pay no premium and can make no claims.',
      ),
    ),
    sec(
      'T to Z',
      term(
        'Transfer',
        'moving from one insurer to another. If you transfer within the time allowed, waiting periods you have served are recognised.',
      ),
      term(
        'Upgrade',
        'moving to a plan with higher benefits. New waiting periods apply to the additional benefits.',
      ),
      term(
        'Waiting period',
        'a period after you join or upgrade during which the plan pays no benefits for certain services.',
      ),
    ),
    sec(
      'Questions to Ask Before You Buy',
      ol(
        'Which hospital services are included, restricted or excluded?',
        'What is the excess, and is it per admission or per year?',
        'Which hospitals are partner hospitals near where I live?',
        'What waiting periods apply, and will my old insurer’s waiting periods be recognised?',
        'Are the extras limits per person or shared, and when do they reset?',
        'Can I suspend the cover if I travel overseas?',
      ),
    ),
  );

  return [
    meridian,
    withSupport(schedule, MERIDIAN, 'Greek, Italian'),
    kestrel,
    larkspur,
    withSupport(claimsGuide, KESTREL, 'Arabic, Mandarin'),
    withSupport(tidewell, TIDEWELL, 'Hindi, Punjabi'),
    withSupport(faq, MERIDIAN, 'Greek, Italian'),
    glossary,
  ];
}

// ─── Home ────────────────────────────────────────────────────────────────────────────────────

function homeDocs(): Doc[] {
  const harbor = doc(
    'home/harbor-mutual-home-policy.md',
    'Harbor Mutual Home Buildings and Contents Policy',
    p(
      'Cover for the structure of your home, the things you keep in it and your legal liability as its owner or occupier. Your schedule shows whether you have buildings cover, contents cover or both.',
    ),
    aboutPolicy(
      HARBOR,
      'Harbor Mutual Home Buildings and Contents Policy',
      'Cover applies only at the address shown in the schedule, except where this wording says otherwise.',
    ),
    sec(
      'Definitions',
      ul(
        'Buildings: the home and its permanent fixtures and fittings, garages, sheds, fences, gates, paths, driveways, swimming pools and solar panels at the address.',
        'Contents: household goods and personal belongings that you own or are responsible for, kept in the home. Contents do not include buildings, vehicles or money held for business.',
        'Escape of water: water escaping suddenly from a fixed water or heating system, appliance, tank or pipe.',
        'Unoccupied: not lived in by you or your family, or not slept in for more than two nights in a row.',
        'Valuables: jewellery, watches, items of gold and silver, art, collections and furs.',
      ),
    ),
    sec(
      'Section A: Buildings',
      sec(
        'What is covered',
        p('We cover loss of or damage to the buildings caused by any of these events:'),
        ul(
          'Fire, smoke, lightning, explosion or earthquake.',
          'Storm, hail or flood.',
          'Escape of water or oil.',
          'Theft or attempted theft, and malicious damage.',
          'Subsidence, heave or landslip of the site on which the buildings stand.',
          'Impact by a vehicle, aircraft, falling tree or aerial.',
        ),
      ),
      sec(
        'Trace and access',
        p(
          'If water or oil escapes, we pay the cost of finding the source and of removing and replacing any part of the buildings needed to reach it, up to $5,000 for any one claim, even if no damage has yet been caused.',
        ),
      ),
      sec(
        'Alternative accommodation',
        p(
          'If your home cannot be lived in after an insured event, we pay for reasonable alternative accommodation for you, your family and your pets, up to 20% of the buildings sum insured, for up to 12 months.',
        ),
      ),
      sec(
        'What is not covered',
        ul(
          'Damage caused by wear and tear, damp, rot, mould or gradual deterioration.',
          'Storm damage to fences, gates and hedges.',
          'Subsidence caused by new structures bedding down, or by coastal or river erosion.',
          'Damage to the buildings while they are being demolished, altered or extended.',
        ),
      ),
    ),
    sec(
      'Section B: Contents',
      sec(
        'What is covered',
        p(
          'We cover loss of or damage to your contents in the home caused by the events listed in Section A. If you have accidental damage cover, shown in your schedule, we also cover sudden and unexpected damage to your contents.',
        ),
      ),
      sec(
        'Contents limits',
        table(
          ['Item', 'Most we pay'],
          ['Any single item, unless listed in the schedule', '$2,500'],
          ['Valuables in total', '$15,000'],
          ['Money and gift cards', '$500'],
          ['Contents in the garden', '$1,000'],
          ['Food in freezers after a breakdown or power cut', '$500'],
          ['Contents of students living away from home', '$3,000'],
        ),
      ),
      sec(
        'Items you must list',
        p(
          'Any item worth more than the single item limit must be listed in your schedule with its value. If it is not listed, the most we pay for it is the single item limit.',
        ),
      ),
    ),
    sec(
      'Section C: Possessions Away From Home',
      p(
        'If your schedule includes this option, we cover your personal possessions anywhere in the world for up to 60 days in any period of insurance, against loss, theft and accidental damage, up to $5,000 in total and $1,500 for any single item. Bicycles are covered up to $1,000 each if locked to an immovable object.',
      ),
    ),
    sec(
      'Section D: Liability',
      p(
        'We cover your legal liability as owner or occupier of the home for injury to other people and damage to their property, up to $5,000,000 for any one event. Liability arising from your business, a motor vehicle or a dog of a dangerous breed is not covered.',
      ),
    ),
    sec(
      'Section E: Your Excess',
      p(
        'The excess is the amount you pay towards each claim. It is shown in your schedule and summarised here.',
      ),
      sec(
        'Standard excess',
        p('A standard excess of $350 applies to every claim under Sections A, B and C.'),
      ),
      sec(
        'Escape of water',
        p(
          'For claims caused by escape of water, the excess is $1,000 instead of the standard excess. This reflects the cost of drying out and repairing homes after leaks.',
        ),
      ),
      sec(
        'Subsidence, heave and landslip',
        p('For claims caused by subsidence, heave or landslip, the excess is $2,500.'),
      ),
      sec(
        'Voluntary excess',
        p(
          'You may choose a voluntary excess of $150 or $300, added to the excesses above, in return for a lower premium.',
        ),
      ),
    ),
    sec(
      'Unoccupied Homes',
      p(
        'If your home is unoccupied for more than 60 consecutive days, we do not cover loss or damage caused by escape of water, theft, attempted theft or malicious damage from the 61st day until it is lived in again. Tell us if you expect your home to be unoccupied for longer; we may agree to continue cover if you meet extra conditions, such as turning off the water at the mains.',
      ),
    ),
    sec(
      'Security Requirements',
      ol(
        'All external doors must be fitted with deadlocks or multi-point locks.',
        'Accessible windows must have key-operated locks.',
        'When the home is left empty, all locks must be used and any alarm set.',
        'If the schedule says an alarm is fitted, it must be maintained under a contract and working.',
      ),
      p('Theft claims where entry was gained through a door or window that was not locked are not covered.'),
    ),
    sec(
      'General Exclusions',
      ul(
        'Loss or damage that happened before the policy started.',
        'Loss of value, or loss of a matching set when only part of it is damaged.',
        'Pests, insects, vermin, and damage caused by pets.',
        'Electrical or mechanical breakdown.',
        'War, terrorism, nuclear risks and pollution unless caused by a sudden accident.',
        'Deliberate damage by you or anyone living with you.',
      ),
    ),
    sec(
      'Claims Conditions',
      ol(
        'Tell us about any loss or damage within 45 days of discovering it.',
        'Report theft, attempted theft, malicious damage and lost property to the police within 24 hours.',
        'Take reasonable steps to prevent further damage, such as turning off the water supply.',
        'Keep damaged items for inspection until we say you can dispose of them.',
        'Give us proof of ownership and value when we ask for it.',
      ),
    ),
    generalConditions(HARBOR, 14),
    cancellation(HARBOR, 14, '$45', 30),
    complaints(HARBOR, 3, 45),
    privacy(HARBOR),
  );

  const pinecrest = doc(
    'home/pinecrest-renters-contents-policy.html',
    'Pinecrest Renters Contents Policy',
    p(
      'Contents and liability cover for people who rent their home. The building itself is the landlord’s responsibility and is not covered by this policy.',
    ),
    aboutPolicy(
      PINECREST,
      'Pinecrest Renters Contents Policy',
      'This policy covers the contents of the rented home at the address in the schedule, and the policyholder’s liability as a tenant.',
    ),
    sec(
      'Definitions',
      ul(
        'Contents: your household goods and personal belongings, and the fixtures and fittings you own or have installed as a tenant.',
        'Landlord’s fixtures and fittings: items fixed to the home that belong to your landlord, such as fitted kitchens, baths and carpets.',
        'Shared areas: hallways, stairs, laundries, storage cages and other parts of a building shared with other residents.',
        'Deductible: the amount you pay towards each claim.',
      ),
    ),
    sec(
      'Contents Cover',
      p(
        'We cover your contents against fire, smoke, storm, flood, escape of water, theft, attempted theft, vandalism, earthquake and impact damage. We replace items with new ones of a similar quality, except clothing and linen, which are paid for less an amount for wear and tear.',
      ),
    ),
    sec(
      'Limits',
      table(
        ['Item', 'Most we pay'],
        ['Any single item', '$1,500'],
        ['Jewellery and watches in total', '$4,000'],
        ['Bicycles, each', '$1,000'],
        ['Cash', '$300'],
        ['Contents in a storage unit', '$2,000'],
        ['Contents in shared areas', '$1,000'],
      ),
    ),
    sec(
      'Personal Possessions Away From Home',
      p(
        'Laptops, phones, cameras, glasses, jewellery and other items you usually carry with you are covered anywhere in the country against theft and accidental damage, up to $3,000 in total. Items left unattended in a public place or in an unlocked vehicle are not covered.',
      ),
    ),
    sec(
      'Temporary Accommodation',
      p(
        'If your rented home cannot be lived in after an insured event, we pay the extra cost of temporary accommodation of a similar standard for up to 90 days, up to $5,000 in total. We do not pay rent that you would have paid anyway.',
      ),
    ),
    sec(
      'Tenant’s Liability',
      sec(
        'Damage to your landlord’s property',
        p(
          'We cover your legal liability as a tenant for accidental damage to your landlord’s fixtures and fittings, up to $10,000 for any one event.',
        ),
      ),
      sec(
        'Injury and damage to others',
        p(
          'We cover your legal liability for injury to other people and damage to their property anywhere in the world, up to $2,000,000 for any one event.',
        ),
      ),
    ),
    sec(
      'Deductible',
      table(
        ['Type of claim', 'Deductible'],
        ['All claims unless listed below', '$250'],
        ['Personal possessions away from home', '$100'],
        ['Theft from shared areas or a storage unit', '$500'],
        ['Damage to your landlord’s property', '$250'],
      ),
      p('Only one deductible applies to claims arising from the same event.'),
    ),
    sec(
      'Roommates and Shared Homes',
      p(
        'Your roommates’ belongings are not covered unless they are named on the schedule as insured persons. Theft by a roommate, lodger or their guests is not covered, and theft from a shared home is covered only if there are signs of forced entry to your own room or the building.',
      ),
    ),
    sec(
      'What Is Not Covered',
      ul(
        'The building, and landlord’s fixtures and fittings, except under Tenant’s Liability.',
        'Damage caused by pets, including chewing, scratching and soiling.',
        'Mould, damp and condensation.',
        'Motor vehicles, boats and their accessories.',
        'Items used mainly for business.',
        'Any loss while the home has been unoccupied for more than 30 days in a row.',
      ),
    ),
    sec(
      'Making a Claim',
      ol(
        'Tell us within 30 days of the loss, through the app or by phone.',
        'Report theft or vandalism to the police and give us the event number.',
        'Send proof of ownership, such as receipts, bank statements or photographs.',
        'Let your landlord know about any damage to the building.',
      ),
    ),
    generalConditions(PINECREST, 30),
    cancellation(PINECREST, 14, '$20', 21),
    complaints(PINECREST, 3, 30),
    privacy(PINECREST),
  );

  const oakridge = doc(
    'home/oakridge-landlord-insurance-policy.md',
    'Oakridge Landlord Insurance Policy',
    p(
      'Insurance for owners of residential properties let to tenants: buildings, landlord’s contents, loss of rent, malicious damage by tenants and legal liability.',
    ),
    aboutPolicy(
      OAKRIDGE,
      'Oakridge Landlord Insurance Policy',
      'Each property you let must be shown in the schedule with its own sums insured.',
    ),
    sec(
      'Definitions',
      ul(
        'Lease: a written residential tenancy agreement for a fixed term or periodic tenancy, signed by you or your agent and the tenant.',
        'Rent: the amount payable by the tenant under the lease, not including bond or any charges for utilities.',
        'Tenant: a person who lives in the property under a lease, and anyone living with them.',
        'Vacant: not occupied by a tenant under a lease.',
      ),
    ),
    sec(
      'Buildings Cover',
      p(
        'We cover the buildings at the insured address against fire, storm, flood, escape of water, earthquake, impact, theft, and malicious or accidental damage, up to the buildings sum insured. We also pay reasonable costs to remove debris and to meet building regulations when repairing.',
      ),
    ),
    sec(
      'Landlord’s Contents',
      p(
        'We cover carpets, curtains, blinds, light fittings, and furniture and appliances you provide for tenants, up to $20,000 for any one property, against the same events as buildings cover.',
      ),
    ),
    sec(
      'Loss of Rent',
      sec(
        'After damage to the property',
        p(
          'If the property cannot be lived in because of damage covered by this policy, we pay the rent you lose until it can be lived in again, for up to 12 months and no more than $30,000 in total.',
        ),
      ),
      sec(
        'Rent default',
        p(
          'If your schedule includes rent default, and a tenant stops paying rent, we pay the unpaid rent once the tenant is 30 days in arrears, for up to 6 months or until a new tenant moves in, whichever comes first. You must have started the legal process to end the tenancy or recover the rent.',
        ),
      ),
    ),
    sec(
      'Malicious Damage by Tenants',
      p(
        'We cover deliberate damage to the buildings and landlord’s contents by a tenant or their visitors, up to $10,000 in any one period of insurance. Damage caused by neglect, untidiness, pets or a failure to clean is not malicious damage and is not covered.',
      ),
    ),
    sec(
      'Landlord’s Liability',
      p(
        'We cover your legal liability as the owner of the property for injury to any person or damage to their property, including tenants and their guests, up to $10,000,000 for any one event.',
      ),
    ),
    sec(
      'Excess',
      table(
        ['Type of claim', 'Excess'],
        ['Standard excess', '$500'],
        ['Escape of water', '$750'],
        ['Malicious damage by tenants', '$1,000'],
        ['Rent default', 'One week of rent'],
        ['Earthquake', '$2,000'],
      ),
    ),
    sec(
      'Landlord’s Obligations',
      p('These obligations are conditions of cover for loss of rent and tenant-related claims.'),
      ol(
        'Check the references and rental history of every new tenant before the lease is signed.',
        'Collect a bond of at least 4 weeks’ rent and lodge it as the law requires.',
        'Inspect the property at least every 6 months and keep dated photographs of each inspection.',
        'Keep records of rent paid and send a written notice to the tenant within 14 days of any missed payment.',
        'Carry out repairs you are responsible for within a reasonable time.',
      ),
    ),
    sec(
      'Vacant Properties',
      p(
        'If the property is vacant for more than 45 consecutive days, cover is limited to fire, lightning, explosion, earthquake and impact until a new tenant moves in, unless we agree otherwise in writing. Loss of rent is not paid for periods when the property is vacant between tenancies.',
      ),
    ),
    sec(
      'What Is Not Covered',
      ul(
        'Loss of rent if the property was not let at the time of the damage.',
        'Wear and tear, and damage caused by tenants’ pets.',
        'Damage caused by a tenant making illegal drugs at the property, unless you did not know and carried out the required inspections.',
        'Properties let as short-stay holiday accommodation, boarding houses or student halls.',
        'Legal costs of evicting a tenant, unless legal expenses cover is shown in the schedule.',
      ),
    ),
    sec(
      'Claims',
      ol(
        'Tell us about any damage within 30 days of finding it.',
        'Tell us about rent default within 60 days of the first missed payment.',
        'Send us copies of the lease, the rent ledger, the inspection reports and the bond lodgement.',
        'Report malicious damage and theft to the police.',
      ),
    ),
    generalConditions(OAKRIDGE, 30),
    cancellation(OAKRIDGE, 21, '$50', 30),
    complaints(OAKRIDGE, 5, 45),
    privacy(OAKRIDGE),
  );

  const claimsGuide = doc(
    'home/harbor-mutual-home-claims-guide.md',
    'Harbor Mutual Home Claims Guide',
    p(
      'What to do after damage to your home or a theft, how Harbor Mutual assesses and settles home claims, and how long it takes.',
    ),
    sec(
      'About This Guide',
      p(
        'This guide is for customers with a Harbor Mutual Home Buildings and Contents Policy. It explains the claims process step by step. It does not change your cover, which is set out in your policy wording and schedule.',
      ),
    ),
    sec(
      'In an Emergency',
      sec(
        'Make your home safe',
        p(
          'If it is safe to do so, turn off the water at the mains, switch off electricity to affected areas and move valuables away from the damage. If anyone is in danger, call emergency services first.',
        ),
      ),
      sec(
        'Emergency repairs',
        p(
          'You can arrange emergency repairs to prevent further damage, such as boarding up a broken window or tarping a roof, without asking us first. We pay up to $2,000 for emergency repairs; keep the receipts and photographs of the damage before and after the repair.',
        ),
      ),
      sec(
        'Emergency helpline',
        p(
          `Our 24-hour home emergency helpline on ${HARBOR.claims} can send a plumber, electrician, locksmith or glazier. The first hour of labour is free if the emergency is covered by your policy.`,
        ),
      ),
    ),
    sec(
      'Reporting a Claim',
      p(
        'Report your claim online or by phone. We will ask when and how the damage happened, what has been damaged, and whether anyone else was involved. You will get a claim number and the name of your claims handler. If we need to visit, our assessor will contact you within 3 business days to arrange a time.',
      ),
    ),
    sec(
      'Storm and Flood Damage',
      p(
        'Take photographs and videos of the damage, inside and out, before you clean up. Do not throw away damaged carpets, flooring or furniture until our assessor has seen them or we have agreed, unless they are a health risk; if you must remove them, keep a sample of each carpet. Water-damaged buildings often need professional drying for 2 to 4 weeks before repairs can start.',
      ),
    ),
    sec(
      'Escape of Water',
      p(
        'Find and stop the leak if you can, and call a plumber or our helpline. If the source of the leak is hidden, trace and access cover pays to find it. Keep the failed part, such as a burst hose or cracked fitting, because our assessor may need to inspect it.',
      ),
    ),
    sec(
      'Theft and Burglary',
      p(
        'Report the theft to the police within 24 hours and get an event number. Make a list of what was taken with an estimate of each item’s value. Tell your bank about any stolen cards. We may ask a loss adjuster to visit.',
      ),
    ),
    sec(
      'Proof of Ownership and Value',
      p('For items worth more than $500, we will usually ask for one or more of the following:'),
      ul(
        'Receipts, invoices or bank and card statements.',
        'Valuations or certificates, particularly for jewellery and art.',
        'Photographs or videos that show the item in your home.',
        'Instruction manuals, boxes, or the item’s serial number.',
      ),
    ),
    sec(
      'How We Settle Claims',
      sec(
        'Repair or replacement',
        p(
          'We usually repair damaged buildings through our builders, and replace contents through our suppliers. Our builders’ work is guaranteed for 6 years.',
        ),
      ),
      sec(
        'Cash settlement',
        p(
          'If you prefer a cash payment instead of a repair or replacement, we pay what the repair or replacement would have cost us, which may be less than the price you would pay yourself.',
        ),
      ),
    ),
    sec(
      'Alternative Accommodation',
      p(
        'If your home cannot be lived in, your claims handler will book a hotel, serviced apartment or rental property near your home. We also pay for kennels or catteries for your pets. You must keep paying your mortgage and usual bills.',
      ),
    ),
    sec(
      'Timescales',
      table(
        ['Stage', 'Our target'],
        ['Emergency helpline tradesperson on site', '4 hours'],
        ['Assessor contacts you', '3 business days'],
        ['Decision after all documents received', '10 business days'],
        ['Payment after settlement agreed', '5 business days'],
      ),
    ),
    contact(HARBOR, 'Monday to Saturday, 8am to 6pm'),
  );

  const stonebridge = doc(
    'home/stonebridge-home-exclusions-and-limits.md',
    'Stonebridge Home Insurance: Exclusions and Limits Summary',
    p('The key limits, deductibles and exclusions of Stonebridge Home Insurance, in one place.'),
    sec(
      'About This Summary',
      p(
        'This summary covers Stonebridge Home Insurance for owner-occupied houses and apartments. It is a guide only: the policy wording has the full terms and conditions, and your certificate of insurance shows your own sums insured and deductibles.',
      ),
    ),
    sec(
      'Flood Cover',
      p(
        'Flood damage is covered, but there is no cover for flood damage that happens within 72 hours of the policy first starting, unless you bought the policy at the same time as buying the home or you are renewing without a break. This waiting period does not apply to storm damage caused by rain getting into the home.',
      ),
    ),
    sec(
      'Limits at a Glance',
      table(
        ['Cover', 'Limit'],
        ['Buildings', 'Sum insured on your certificate'],
        ['Contents', 'Sum insured on your certificate'],
        ['Single item of contents', '$2,000 unless listed'],
        ['Jewellery and watches in total', '$6,000'],
        ['Home business equipment', '$2,500'],
        ['Temporary accommodation', '$15,000'],
        ['Liability', '$20,000,000'],
      ),
    ),
    sec(
      'Deductible',
      table(
        ['Type of claim', 'Deductible'],
        ['Standard', '$400'],
        ['Flood', '$2,000'],
        ['Earthquake', '$3,000'],
        ['Accidental damage', '$400'],
      ),
      p('If you choose a higher standard deductible of $1,000 or $2,000, your premium is reduced.'),
    ),
    sec(
      'Main Exclusions',
      ul(
        'Damage caused by a lack of maintenance, including blocked gutters, worn roof tiles and rotten timber.',
        'Gradual damage, such as a slow leak under a shower or a tree root gradually cracking a pipe.',
        'Erosion, and damage caused by the sea, a high tide or a storm surge.',
        'Damage to retaining walls that are not structurally sound.',
        'Insects, vermin and pets.',
        'Theft by a tenant, boarder or person you invited into the home.',
      ),
    ),
    sec(
      'Unoccupied and Holiday Homes',
      p(
        'If the home is left unoccupied for more than 30 consecutive days, there is no cover for theft, malicious damage or escape of water until it is occupied again. Holiday homes can be covered with an endorsement that extends this to 90 days, as long as someone checks the home at least every 14 days.',
      ),
    ),
    sec(
      'Temporary Accommodation',
      p(
        'If your home cannot be lived in after an insured event, Stonebridge pays for temporary accommodation of a similar standard, including the cost of moving and storing your contents and boarding pets, up to the temporary accommodation limit. Payments stop when the home can be lived in again.',
      ),
    ),
    sec(
      'Home Business Equipment',
      p(
        'Computers and office equipment used for a home business are covered up to $2,500. Stock, tools of trade and items used in a business with visiting customers are not covered.',
      ),
    ),
    sec(
      'Valuables and Collections',
      p(
        'Any single item worth more than $2,000 must be listed on your certificate to be covered for its full value. Collections of stamps, coins or cards are covered as a whole up to $3,000 unless listed.',
      ),
    ),
    sec(
      'Examples of How the Limits Apply',
      p(
        'A ring worth $3,500 is stolen. It was not listed on the certificate, so the most Stonebridge pays is the single item limit, less the standard deductible. Had it been listed, its full value would have been covered.',
      ),
      p(
        'Heavy rain makes a nearby creek overflow into a home insured with Stonebridge for two years. The damage is flood damage, so the flood deductible applies instead of the standard deductible. Rain coming through a storm-damaged roof in the same event would be storm damage, with the standard deductible.',
      ),
    ),
    sec(
      'Maintenance and Gradual Damage',
      p(
        'Stonebridge expects you to keep your home in good condition. Typical maintenance includes clearing gutters each autumn, checking the roof after storms, fixing leaking taps and replacing perished hoses. When damage is partly caused by poor maintenance, we may refuse or reduce the claim.',
      ),
    ),
    sec(
      'Where to Find More Detail',
      p(
        `Read the full policy wording at ${STONEBRIDGE.web} or call ${STONEBRIDGE.phone} to ask for a printed copy.`,
      ),
    ),
  );

  const faq = doc(
    'home/pinecrest-home-and-renters-faq.txt',
    'Pinecrest Home and Renters FAQ',
    p(
      'Questions Pinecrest customers ask about renters contents insurance. The Pinecrest Renters Contents Policy wording has the full terms.',
    ),
    sec(
      'Does Renters Insurance Cover the Building I Live In?',
      p(
        'No. The building is your landlord’s responsibility and is insured by them. Pinecrest covers your belongings and your liability as a tenant, including accidental damage you cause to the landlord’s fixtures.',
      ),
    ),
    sec(
      'Are My Roommates Belongings Covered?',
      p(
        'Only if they are named on your schedule. Each roommate can also take out their own policy. Adding a roommate may increase your premium.',
      ),
    ),
    sec(
      'Is My Laptop Covered When I Take It Out?',
      p(
        'Yes, under personal possessions away from home, as long as you do not leave it unattended in a public place. A lower deductible applies to these claims.',
      ),
    ),
    sec(
      'How Long Does Pinecrest Take to Pay a Claim?',
      p(
        'Once we have agreed your claim, we pay within 7 business days, either by bank transfer or by replacing the items through our suppliers. Most straightforward claims are agreed within 10 business days of receiving all documents.',
      ),
    ),
    sec(
      'Do I Need Receipts?',
      p(
        'Receipts help, but they are not the only proof we accept. Bank statements, photographs, the original packaging or a manual with the serial number can all show that you owned an item.',
      ),
    ),
    sec(
      'What Happens When I Move Home?',
      p(
        'Tell us at least 7 days before you move. Your contents are covered at both addresses for up to 14 days while you move, and in the removal truck if you use a professional removal company.',
      ),
    ),
    sec(
      'Is My Bicycle Covered?',
      p(
        'Yes, up to the bicycle limit, at home and away from home, as long as it is locked to something that cannot be moved when you leave it.',
      ),
    ),
    sec(
      'I Damaged the Carpet in My Apartment. Can I Claim?',
      p(
        'Accidental damage to your landlord’s carpets is covered under Tenant’s Liability, for example a burn from an iron or a spilled bottle of dye. Damage by pets and general wear are not covered.',
      ),
    ),
    sec(
      'I Am Going Away for a Month. Am I Still Covered?',
      p(
        'Cover stops if the home is unoccupied for more than 30 days in a row. If you will be away longer, call us before you go; we may be able to extend cover if someone checks the home every week.',
      ),
    ),
    sec(
      'Does Pinecrest Cover Damage Caused by My Dog?',
      p(
        'No. Damage caused by pets, including chewing, scratching and soiling, is excluded, both for your own belongings and for your landlord’s carpets and fittings.',
      ),
    ),
    sec(
      'Does My Landlord’s Insurance Cover My Belongings?',
      p(
        'Almost never. A landlord policy covers the building and the landlord’s own contents, such as carpets and appliances they provide. Your furniture, clothes and electronics need your own contents insurance.',
      ),
    ),
    sec('Can I Pay Monthly?', p('Yes. Monthly payments by direct debit cost no more than paying yearly.')),
    sec(
      'Will My Premium Go Up After a Claim?',
      p(
        'It may. Your claims history is one of several factors in your renewal premium. A single small claim often makes little difference.',
      ),
    ),
    sec(
      'Are Things in My Storage Unit Covered?',
      p(
        'Yes, up to the storage unit limit, if the unit is locked and in a commercial storage facility. A higher deductible applies to theft from a storage unit.',
      ),
    ),
    sec(
      'Are Things in My Car Covered?',
      p(
        'Personal possessions you are carrying are covered away from home, but not if they are left in an unlocked vehicle. Items left in a locked car should be out of sight; car accessories and parts are not covered at all.',
      ),
    ),
    sec(
      'How Do I Cancel?',
      p(
        'Call us or use the app. If you cancel within the cooling-off period you get a full refund, as long as you have not claimed.',
      ),
    ),
  );

  const term = (name: string, meaning: string) => p(`${name}: ${meaning}`);
  const glossary = doc(
    'home/home-insurance-glossary.md',
    'Home Insurance Glossary',
    p(
      'Meanings of common home insurance words. The definitions in your own policy wording take priority over this glossary.',
    ),
    sec(
      'About This Glossary',
      p(
        'Home insurance documents use some words in a narrower sense than everyday English. A "storm", for example, may require a minimum wind speed, and "flood" usually means water escaping from a natural watercourse, not rain running off a roof.',
      ),
    ),
    sec(
      'A to C',
      term(
        'Accidental damage',
        'sudden, unexpected and visible damage that is not deliberate, such as spilling paint on a carpet or putting a foot through a ceiling.',
      ),
      term(
        'Alternative accommodation',
        'a temporary place to live, paid for by the insurer, while your home cannot be lived in after an insured event.',
      ),
      term(
        'Buildings',
        'the structure of the home and its permanent fixtures, such as kitchens, bathrooms and built-in wardrobes, and usually fences, sheds and driveways.',
      ),
      term(
        'Bushfire',
        'an uncontrolled fire in bush or grassland. Most home policies cover bushfire damage as part of fire cover, but may not cover a new policy bought when a fire is already burning nearby.',
      ),
      term(
        'Certificate of insurance',
        'a document confirming the cover, the insured address, the sums insured and the period of insurance. Some insurers call it the schedule.',
      ),
      term(
        'Contents',
        'belongings that you would take with you if you moved house, such as furniture, electrical goods and clothing.',
      ),
    ),
    sec(
      'D to F',
      term('Deductible', 'the amount you pay towards each claim. Called an excess by some insurers.'),
      term(
        'Escape of water',
        'water leaking suddenly from a pipe, tank, appliance or heating system. Slow leaks over time are usually excluded as gradual damage.',
      ),
      term(
        'Endorsement',
        'a change to the standard policy wording that applies to your policy only, such as extra cover for a holiday home.',
      ),
      term('Excess', 'see Deductible.'),
      term(
        'Flood',
        'the covering of normally dry land by water that has escaped or been released from the normal confines of a lake, river, creek, dam or other natural watercourse.',
      ),
    ),
    sec(
      'G to L',
      term(
        'Gradual damage',
        'damage that happens slowly over time, such as rot from a slow leak or cracks from tree roots. Most policies exclude it.',
      ),
      term(
        'Hail',
        'balls of ice falling during a storm. Hail damage to roofs, skylights and cars is common; car damage is claimed under a car policy, not home insurance.',
      ),
      term(
        'Heave',
        'upward movement of the ground beneath a building, often caused by clay soil swelling. Usually covered with subsidence.',
      ),
      term(
        'Landslip',
        'downward movement of sloping ground. Usually covered with subsidence, with a higher excess.',
      ),
      term(
        'Loss adjuster',
        'an independent specialist appointed by the insurer to investigate and assess a large or complex claim.',
      ),
    ),
    sec(
      'M to R',
      term(
        'Market value',
        'what the home would sell for. It includes the land, so it is not the right basis for a buildings sum insured.',
      ),
      term(
        'Malicious damage',
        'damage caused deliberately by someone with the intention of causing harm, such as vandalism. Landlord policies may cover malicious damage by tenants separately.',
      ),
      term(
        'New for old',
        'settlement at the cost of a new replacement item, with no deduction for wear and tear. Most contents policies settle this way, except for clothing and linen.',
      ),
      term(
        'Proof of ownership',
        'evidence that you owned an item and what it was worth, such as receipts, statements, photographs or valuations.',
      ),
      term(
        'Reinstatement',
        'restoring damaged property to a condition equal to, but not better than, its condition when new.',
      ),
      term(
        'Rebuild cost',
        'the cost of rebuilding your home from scratch, including demolition and professional fees. Your buildings sum insured should be based on the rebuild cost, not the market price of the home.',
      ),
    ),
    sec(
      'S to Z',
      term(
        'Single item limit',
        'the most an insurer pays for any one item of contents unless it is listed separately in the schedule.',
      ),
      term(
        'Smoke damage',
        'damage caused by smoke from a sudden fire, usually covered. Gradual smoke damage from fireplaces, candles or cooking is usually excluded.',
      ),
      term(
        'Storm',
        'a violent wind, often with rain, hail or snow. Some insurers only accept a storm if wind speeds reached a set level nearby.',
      ),
      term(
        'Subsidence',
        'downward movement of the ground beneath a building that is not caused by the weight of the building itself.',
      ),
      term(
        'Sum insured',
        'the most the insurer will pay for buildings or for contents, shown in the schedule. If it is too low, you may be underinsured.',
      ),
      term(
        'Trace and access',
        'cover for the cost of finding the source of a leak and repairing what had to be opened up to reach it.',
      ),
      term(
        'Underinsurance',
        'having a sum insured lower than the real cost of rebuilding or replacing. Some policies then reduce claims in proportion.',
      ),
      term(
        'Unoccupied',
        'not lived in. Policies restrict cover once a home has been unoccupied for a set number of days in a row.',
      ),
    ),
    sec(
      'Questions to Ask Before You Buy',
      ol(
        'Is my buildings sum insured based on the rebuild cost rather than the sale price?',
        'What is the single item limit, and which items should I list separately?',
        'What excess applies to escape of water, flood and subsidence claims?',
        'How long can the home be left unoccupied before cover is restricted?',
        'Is accidental damage included, or is it an optional extra?',
        'Are my belongings covered away from home, and up to what amount?',
      ),
    ),
  );

  return [
    harbor,
    pinecrest,
    oakridge,
    withSupport(claimsGuide, HARBOR, 'Spanish, Vietnamese'),
    withSupport(stonebridge, STONEBRIDGE, 'Korean, Tagalog'),
    withSupport(faq, PINECREST, 'Spanish, Korean'),
    glossary,
  ];
}

// ─── Travel ──────────────────────────────────────────────────────────────────────────────────

function travelDocs(): Doc[] {
  const wayfarer = doc(
    'travel/wayfarer-single-trip-travel-policy.md',
    'Wayfarer Single Trip Travel Policy',
    p(
      'Travel insurance for one trip: cancellation, emergency medical expenses, baggage, delays and personal liability. The amount of each benefit for your level of cover (Standard or Premium) is in the Wayfarer Single Trip Travel Policy: Schedule of Benefits.',
    ),
    aboutPolicy(
      WAYFARER,
      'Wayfarer Single Trip Travel Policy',
      'Cover is for the trip, the destinations and the travellers shown on your certificate of insurance.',
    ),
    sec(
      'Definitions',
      ul(
        'Close relative: your spouse or partner, parent, child, brother, sister, grandparent, grandchild or fiancé.',
        'Home: your usual place of residence in your home country.',
        'Trip: a journey that starts when you leave home and ends when you return home or at the end date on your certificate, whichever is sooner.',
        'Valuables: jewellery, watches, cameras, phones, tablets, laptops and other portable electronics.',
      ),
    ),
    sec(
      'Who Can Be Covered',
      p(
        'Travellers must be residents of the home country, aged 79 or under when the policy is bought, and must buy the policy before leaving home. Cover for cancellation starts when you buy the policy; all other cover starts when you leave home. Single trips may last up to 180 days.',
      ),
    ),
    sec(
      'Pre-existing Medical Conditions',
      p(
        'You must tell us about any medical condition for which you have had treatment, medication or tests in the 2 years before buying the policy. We may cover the condition for an extra premium, exclude it, or decline to cover the trip.',
      ),
      p(
        'Some conditions are covered automatically without declaring them, including asthma with no hospital admission in the past 12 months, high blood pressure that is controlled by medication, and allergies that have not needed hospital treatment.',
      ),
    ),
    sec(
      'Section 1: Cancellation and Cutting Short',
      sec(
        'Reasons we cover',
        ul(
          'You, a travelling companion or a close relative die, are injured or become seriously ill.',
          'You are called for jury service or as a witness in court.',
          'Your home is made uninhabitable by fire, storm or flood in the 7 days before you leave.',
          'You are made redundant, as long as you were not aware of it when you bought the policy.',
        ),
      ),
      sec(
        'What we pay',
        p(
          'We pay your share of unused travel and accommodation costs that you paid or agreed to pay and cannot get back, up to the cancellation limit in the Schedule of Benefits. If you cut your trip short, we also pay reasonable extra travel costs to return home.',
        ),
      ),
      sec(
        'What is not covered',
        ul(
          'Not wanting to travel, or disinclination to continue the trip.',
          'Failure of a travel provider, unless you bought the supplier failure option.',
          'Government travel advice against travel issued before you bought the policy.',
          'A medical condition you did not declare when you should have.',
        ),
      ),
    ),
    sec(
      'Section 2: Emergency Medical Expenses',
      sec(
        'What is covered',
        p(
          'We pay the cost of emergency medical, surgical and hospital treatment you need during the trip because of illness or injury, including emergency dental treatment to relieve pain, and the cost of bringing you home if our medical team agree it is necessary.',
        ),
      ),
      sec(
        'Contacting the emergency assistance service',
        p(
          'You must contact our 24-hour emergency assistance service within 48 hours of being admitted to hospital, and before agreeing to any treatment that will cost more than $500. If you do not, we may reduce the amount we pay.',
        ),
      ),
      sec(
        'Bringing you home',
        p(
          'If our medical team decide you should come home, we arrange and pay for the journey, including a medical escort if needed. If you decline to come home when our medical team say you are fit to travel, cover for further medical costs ends.',
        ),
      ),
    ),
    sec(
      'Section 3: Baggage and Personal Money',
      sec(
        'Lost, stolen or damaged baggage',
        p(
          'We pay for your baggage that is lost, stolen or damaged during the trip, up to the limits in the Schedule of Benefits, after a deduction for wear and tear. You must report any loss or theft to the police within 24 hours and get a written report.',
        ),
      ),
      sec(
        'Delayed baggage',
        p(
          'If your checked baggage is delayed on the outward journey for more than 12 hours, we pay for essential replacement items such as toiletries and clothing. Any amount we pay is deducted from a later claim if the baggage is lost.',
        ),
      ),
      sec(
        'Valuables',
        p(
          'Valuables are covered only while you carry them with you, or while they are locked in a safe or safety deposit box. Valuables left in checked baggage are not covered.',
        ),
      ),
    ),
    sec(
      'Section 4: Travel Delay',
      p(
        'If your outbound or return flight, ship, train or coach is delayed by more than 12 hours because of bad weather, strike or mechanical breakdown, we pay a delay benefit for each full 12 hours of delay. If your outbound departure is delayed by more than 24 hours, you may abandon the trip and claim under Section 1 instead.',
      ),
    ),
    sec(
      'Section 5: Personal Liability',
      p(
        'We cover your legal liability for accidental injury to another person or damage to their property during the trip. We do not cover liability arising from vehicles, boats, aircraft, firearms or animals, or from your work.',
      ),
    ),
    sec(
      'Excess',
      p(
        'An excess of $100 applies per person to each claim under Sections 1, 2 and 3. No excess applies to travel delay or personal liability. If you buy the excess waiver, no excess applies to any claim.',
      ),
    ),
    sec(
      'Sports and Activities',
      p(
        'Many holiday activities are covered automatically, including snorkelling, hiking below 3,000 metres, horse riding, kayaking on flat water and scuba diving to 18 metres with a qualified instructor. Winter sports are covered only if you buy the winter sports option. Motorcycling is covered only if you hold a full licence for the motorcycle and wear a helmet.',
      ),
    ),
    sec(
      'General Exclusions',
      ul(
        'Travel to a country or area where the government advised against all travel at the time you left.',
        'Claims arising from the influence of alcohol or drugs, unless the drugs were prescribed by a doctor.',
        'Self-inflicted injury, or deliberately putting yourself in needless danger.',
        'War, civil unrest you took part in, nuclear risks and terrorism involving biological or chemical agents.',
        'Any claim where you have travelled against the advice of a doctor.',
      ),
    ),
    sec(
      'Making a Claim',
      p(
        'The Wayfarer Travel Claims Guide explains how to claim, the time limit for claims and the documents you need. Keep all receipts and reports from your trip.',
      ),
    ),
    generalConditions(WAYFARER, 7),
    cancellation(WAYFARER, 14, '$25', 14),
    complaints(WAYFARER, 3, 30),
    privacy(WAYFARER),
  );

  const schedule = doc(
    'travel/wayfarer-schedule-of-benefits.md',
    'Wayfarer Single Trip Travel Policy: Schedule of Benefits',
    p(
      'The benefit limits for the Wayfarer Single Trip Travel Policy at the Standard and Premium levels. Limits apply per person insured unless shown otherwise.',
    ),
    sec(
      'About This Schedule',
      p(
        'Your certificate of insurance shows which level you bought. Read this schedule together with the policy wording, which explains what each section covers and the conditions that apply. All amounts are in dollars and are the most we pay for each person for the whole trip.',
      ),
    ),
    sec(
      'Benefits at a Glance',
      table(
        ['Section', 'Standard', 'Premium'],
        ['Cancellation and cutting short', '$5,000', '$10,000'],
        ['Emergency medical expenses', '$5,000,000', '$10,000,000'],
        ['Baggage', '$2,500', '$4,000'],
        ['Personal money', '$500', '$750'],
        ['Travel delay', '$500', '$1,000'],
        ['Personal liability', '$2,000,000', '$2,000,000'],
      ),
    ),
    sec(
      'Cancellation and Cutting Short',
      p(
        'The cancellation limit applies per person. Deposits for excursions booked before you leave are included. For cutting short, we pay a proportionate refund for each full day of the trip you were unable to use.',
      ),
      table(
        ['Benefit', 'Standard', 'Premium'],
        ['Cancellation', '$5,000', '$10,000'],
        ['Cutting short', '$5,000', '$10,000'],
        ['Cancellation for a pet’s emergency surgery', 'Not covered', '$1,000'],
      ),
    ),
    sec(
      'Emergency Medical Expenses',
      table(
        ['Benefit', 'Standard', 'Premium'],
        ['Medical and hospital treatment', '$5,000,000', '$10,000,000'],
        ['Emergency dental treatment for pain relief', '$500', '$750'],
        ['Hospital stay benefit, per 24 hours', '$50', '$100'],
        ['Most paid for hospital stay benefit', '$1,000', '$2,000'],
        ['Funeral costs abroad', '$5,000', '$7,500'],
      ),
      p(
        'The hospital stay benefit helps with incidental costs such as phone calls and taxi fares for visitors. It is paid in addition to medical expenses.',
      ),
    ),
    sec(
      'Baggage',
      table(
        ['Benefit', 'Standard', 'Premium'],
        ['Total baggage limit', '$2,500', '$4,000'],
        ['Single item limit', '$500', '$750'],
        ['Valuables in total', '$750', '$1,250'],
        ['Delayed baggage essentials', '$300', '$500'],
        ['Passport and travel documents', '$250', '$500'],
      ),
    ),
    sec(
      'Personal Money',
      p(
        'Personal money includes cash, traveller’s cheques and prepaid travel cards. Cash is limited to $300 on Standard and $500 on Premium, and must be carried on your person or kept in a safe.',
      ),
    ),
    sec(
      'Travel Delay',
      table(
        ['Benefit', 'Standard', 'Premium'],
        ['For each full 12 hours of delay', '$50', '$100'],
        ['Most paid for travel delay', '$500', '$1,000'],
        [
          'Abandoning the trip after 24 hours',
          'Up to the cancellation limit',
          'Up to the cancellation limit',
        ],
      ),
    ),
    sec(
      'Personal Liability',
      p(
        'Both levels cover personal liability up to $2,000,000 for any one event, including legal costs we agree to. This limit is per policy, not per person.',
      ),
    ),
    sec(
      'Optional Extras',
      table(
        ['Option', 'Benefit'],
        ['Winter sports', 'Ski equipment up to $1,000; ski pass up to $500; piste closure $30 per day'],
        ['Gadget cover', 'Phones, tablets and laptops up to $1,500 in total'],
        ['Supplier failure', 'Up to $3,000 if an airline or tour operator stops trading'],
        ['Excess waiver', 'No excess on any claim'],
      ),
    ),
    sec(
      'How the Limits Apply',
      p(
        'Limits apply per person for the whole trip, not per event, except personal liability, which applies per policy. If two people on the same policy each lose baggage, each has their own baggage limit. Any amount paid for delayed baggage essentials is deducted from the baggage limit if the bags are later lost.',
      ),
      p(
        'Where costs are paid in another currency, they are converted to dollars at the rate on the date of payment before the limits are applied.',
      ),
    ),
    sec(
      'Children',
      p(
        'Children under 18 travelling with an insured adult are covered free of charge on a family certificate. They have the same limits as adults, except that the cash limit for children under 16 is half the adult limit.',
      ),
    ),
    sec(
      'Choosing Between Standard and Premium',
      p(
        'Premium suits longer or more expensive trips, travellers carrying several gadgets, and anyone who wants higher cancellation cover. Standard suits shorter trips with modest bookings. You can upgrade from Standard to Premium at any time before you leave home.',
      ),
    ),
    sec(
      'Excess',
      p(
        'The excess for each section is set out in the policy wording. Buying the excess waiver removes it for every section.',
      ),
    ),
  );

  const compass = doc(
    'travel/compass-annual-multi-trip-travel-policy.md',
    'Compass Annual Multi-Trip Travel Policy',
    p(
      'One policy for all the trips you take in a year. Each trip is covered up to the maximum trip length, and the same limits apply to every trip.',
    ),
    aboutPolicy(
      COMPASS,
      'Compass Annual Multi-Trip Travel Policy',
      'The policy covers every trip that starts during the period of insurance and is within the trip limits below.',
    ),
    sec(
      'Definitions',
      ul(
        'Annual period: 12 months from the start date on your certificate.',
        'Domestic trip: a trip within your home country that includes at least 2 nights of booked accommodation more than 100 miles from home.',
        'Trip: any journey that starts and ends at home during the annual period.',
        'Winter sports: skiing, snowboarding, sledging and other activities on snow or ice.',
      ),
    ),
    sec(
      'Trip Limits',
      sec(
        'Maximum trip length',
        p(
          'Each trip may last up to 45 days. If a trip is longer than 45 days, there is no cover for any part of that trip, not only the days beyond the limit. You can buy an upgrade to 60 or 90 days per trip.',
        ),
      ),
      sec(
        'Domestic trips',
        p(
          'Domestic trips are covered for cancellation, baggage and travel disruption, but not for medical expenses.',
        ),
      ),
      sec(
        'Age limit',
        p('Annual multi-trip cover is available to travellers aged 74 or under on the start date.'),
      ),
    ),
    sec(
      'Winter Sports',
      p(
        'Winter sports are covered for up to 17 days in each annual period, on marked and patrolled pistes. Off-piste skiing is covered only with a qualified guide. Ski equipment is covered up to $800, and ski passes up to $400.',
      ),
    ),
    sec(
      'Cancellation',
      p(
        'We pay unused, non-refundable costs up to $7,500 per person per trip if you have to cancel for a reason listed in the policy, such as illness, injury or death of you or a close relative, redundancy, or your home becoming uninhabitable. Cover for each trip starts on the date you book it, or the policy start date if later.',
      ),
    ),
    sec(
      'Medical Emergencies',
      p(
        'We pay emergency medical and hospital costs abroad up to $8,000,000 per person per trip, including repatriation when our medical team agree it is necessary. Call the Compass assistance line before any admission to hospital, or as soon as possible afterwards.',
      ),
    ),
    sec(
      'Baggage and Gadgets',
      p(
        'Baggage is covered up to $3,000 per person, with a single item limit of $400 and a valuables limit of $1,000. Gadgets such as phones and laptops are included in the baggage limit. Delayed baggage essentials are paid up to $250 if bags are delayed for more than 8 hours.',
      ),
    ),
    sec(
      'Travel Disruption',
      sec(
        'Delayed departure',
        p(
          'If your departure is delayed for more than 8 hours, we pay $40 for each full 8 hours of delay, up to $400. If it is delayed by more than 24 hours, you may cancel the trip and claim under Cancellation instead.',
        ),
      ),
      sec(
        'Missed departure',
        p(
          'If you miss your departure because public transport fails or the car you are travelling in breaks down or is in an accident, we pay reasonable extra costs to reach your destination, up to $1,000.',
        ),
      ),
    ),
    sec(
      'Deductible',
      p('A deductible applies to each claim, per person, per trip.'),
      sec('Standard deductible', p('The standard deductible is $150 for each claim.')),
      sec(
        'Cancellation claims',
        p(
          'For cancellation claims the deductible is $200, or $50 if the claim is only for a loss of deposit.',
        ),
      ),
      sec(
        'Medical claims for travellers aged 70 or over',
        p('For medical claims by a traveller aged 70 or over the deductible is $500.'),
      ),
      sec('Travel disruption', p('No deductible applies to delayed departure or missed departure claims.')),
    ),
    sec(
      'Pre-existing Conditions',
      p(
        'You must declare any medical condition for which you have been prescribed medication or received treatment in the past 5 years. If your health changes after you buy the policy, or after you book a trip, you must tell us within 7 days; we may then change the terms for future trips.',
      ),
    ),
    sec(
      'Exclusions',
      ul(
        'Any trip longer than the maximum trip length.',
        'Any trip booked or taken against medical advice, or to get medical treatment.',
        'Travel to a country where the government advised against all but essential travel.',
        'Professional sport, expeditions, and mountaineering with ropes or above 4,000 metres.',
        'Claims arising from an epidemic that was publicly known before you booked the trip.',
        'Items left unattended in a public place or in an unlocked vehicle.',
      ),
    ),
    sec(
      'Claims',
      p(
        'Send your claim within 60 days of returning home, through the online claims form or the Compass app. Include your certificate number, receipts, and any police, airline or medical reports. For medical claims, the assistance line may pay the hospital directly.',
      ),
    ),
    generalConditions(COMPASS, 7),
    cancellation(COMPASS, 14, '$35', 14),
    complaints(COMPASS, 5, 56),
    privacy(COMPASS),
  );

  const claimsGuide = doc(
    'travel/wayfarer-travel-claims-guide.html',
    'Wayfarer Travel Claims Guide',
    p('How to claim on your Wayfarer Single Trip Travel Policy, what to send us and how long it takes.'),
    sec(
      'About This Guide',
      p(
        'This guide explains the claims process for Wayfarer travel policies. It does not change your cover; the policy wording and Schedule of Benefits set out what is covered and the limits.',
      ),
    ),
    sec(
      'Before You Claim',
      p(
        'Check that the loss is covered and that it is more than your excess. If the loss is covered by another source, such as an airline, a hotel or your credit card company, claim from them first and send us their reply; we pay the rest, up to your limits.',
      ),
    ),
    sec(
      'Time Limit',
      p(
        'You must send us your claim within 31 days of returning home. Claims sent later may be declined if the delay means we cannot check the claim. If you cannot get all documents in time, send the claim with what you have and follow up.',
      ),
    ),
    sec(
      'Medical Emergencies Abroad',
      sec(
        'In hospital',
        p(
          `Call the emergency assistance service on +1 555 01${String(rng('wayfarer-assist')(10, 99))} 0000 at any hour. Our medical team will talk to the treating doctors, guarantee payment to the hospital and arrange your journey home if needed.`,
        ),
      ),
      sec(
        'Outpatient treatment',
        p(
          'For a doctor’s visit or pharmacy costs under $500, pay the bill yourself and claim when you get home. Keep itemised receipts and the doctor’s report.',
        ),
      ),
    ),
    sec(
      'Lost, Stolen or Delayed Baggage',
      p(
        'If an airline loses or damages your baggage, get a Property Irregularity Report from the airline before you leave the airport. For theft anywhere else, report it to the police within 24 hours and ask for a written report. Keep receipts for any essentials you buy while your baggage is delayed.',
      ),
    ),
    sec(
      'Cancellation Claims',
      p(
        'Cancel your bookings with the travel providers as soon as you know you cannot travel, to keep the loss as low as possible. Send us the cancellation invoices, your original booking confirmations and, for illness, a medical certificate completed by the treating doctor on our form.',
      ),
    ),
    sec(
      'Travel Delay Claims',
      p(
        'Ask the airline, ferry or train company for written confirmation of the scheduled and actual departure times and the reason for the delay. Without it we cannot pay a delay claim.',
      ),
    ),
    sec(
      'Documents Checklist',
      table(
        ['Claim', 'Documents we need'],
        ['Medical', 'Itemised bills, receipts, medical report'],
        ['Baggage', 'Property Irregularity Report or police report, receipts or proof of ownership'],
        ['Cancellation', 'Cancellation invoices, booking confirmations, medical certificate'],
        ['Travel delay', 'Carrier’s written confirmation of the delay'],
        ['Personal money', 'Police report, bank or exchange receipts'],
      ),
    ),
    sec(
      'Claims Involving Other People',
      p(
        'If someone else caused your loss, such as a hotel that damaged your baggage, give us their details and any correspondence. If you are claiming for travelling companions on the same policy, one claim form can cover everyone, but each person’s losses must be listed separately.',
      ),
    ),
    sec(
      'Keeping Your Claim Moving',
      p(
        'Your claims handler will tell you straight away if anything is missing. Replying quickly with the documents we ask for is the best way to avoid delays. You can track the progress of your claim in your online account.',
      ),
    ),
    sec(
      'Receipts Abroad',
      p(
        'Receipts in another language are accepted; we translate them at our cost. Photographs of receipts are fine if they are clear and show the date, the supplier and the amount. Card statements help to show costs paid abroad.',
      ),
    ),
    sec(
      'How We Pay',
      p(
        'We aim to make a decision within 10 business days of receiving everything we need, and we pay by bank transfer in dollars. Costs paid in another currency are converted at the exchange rate on the date you paid them.',
      ),
    ),
    contact(WAYFARER, 'Monday to Friday, 9am to 5pm'),
  );

  const skylark = doc(
    'travel/skylark-backpacker-exclusions-and-limits.md',
    'Skylark Backpacker Travel Insurance: Exclusions and Limits Summary',
    p('A short guide to the limits and exclusions of Skylark Backpacker Travel Insurance for long trips.'),
    sec(
      'About This Summary',
      p(
        'Skylark Backpacker is designed for long trips through several countries. This summary lists the limits and exclusions that most often affect backpackers. The policy wording has the full terms.',
      ),
    ),
    sec(
      'Who Can Buy It',
      p(
        'Travellers aged 18 to 35 on the date of purchase, for trips of up to 18 months. The policy can be bought before you leave or, with a 72 hour waiting period for illness, after you have left home.',
      ),
    ),
    sec(
      'Limits at a Glance',
      table(
        ['Cover', 'Limit'],
        ['Emergency medical expenses', '$3,000,000'],
        ['Cancellation', '$2,000'],
        ['Baggage', '$1,500'],
        ['Single item or gadget', '$800'],
        ['Personal money', '$300'],
        ['Personal liability', '$1,000,000'],
      ),
    ),
    sec(
      'Excess',
      p(
        'An excess of $150 applies to each claim. You can reduce it to $0 by paying an extra premium when you buy the policy. The excess applies once per claim, however many items are in it.',
      ),
    ),
    sec(
      'Adventure Activities',
      ul(
        'Bungee jumping and skydiving with a licensed operator: covered.',
        'Scuba diving to 30 metres with a recognised certificate: covered.',
        'Trekking up to 4,500 metres: covered; above that height, not covered.',
        'Riding a motorcycle or scooter under 125cc with a helmet and a valid licence: covered.',
        'Mountaineering with ropes, cave diving and base jumping: not covered.',
      ),
    ),
    sec(
      'Working Abroad',
      p(
        'Casual work in bars, restaurants, shops, hostels and farms is covered, except injury caused by using heavy machinery or working at heights above 3 metres. Professional sport and working offshore are not covered.',
      ),
    ),
    sec(
      'Going Home During Your Trip',
      p(
        'You can return home once during the trip for up to 21 days without ending your cover. You are not covered while you are at home, and the policy does not extend beyond its end date.',
      ),
    ),
    sec(
      'Main Exclusions',
      ul(
        'Medical conditions you had before buying the policy, unless accepted by us in writing.',
        'Losses from dormitories or shared rooms unless your belongings were in a locked locker.',
        'Items sent as cargo or by post.',
        'Injuries while under the influence of alcohol or drugs.',
        'Travel to destinations against government advice.',
      ),
    ),
    sec(
      'Buying After You Leave Home',
      p(
        'If you buy Skylark Backpacker after leaving home, illness that starts in the first 72 hours of the policy is not covered, and there is no cancellation cover for trips you had already booked. Injury from an accident is covered from the start of the policy.',
      ),
    ),
    sec(
      'Examples',
      p(
        'A traveller’s phone worth $1,100 is stolen from a locked hostel locker. The phone is covered up to the single item limit, less the excess. A second phone left charging in the hostel lounge would not be covered.',
      ),
      p(
        'A traveller working on a farm sprains an ankle walking between fields. Casual farm work is covered, so medical costs are paid. An injury caused by driving a tractor would not be covered.',
      ),
    ),
    sec(
      'Gadgets',
      p(
        'Phones, tablets, cameras and laptops are covered against theft and accidental damage up to the single item limit of $800 each. You must keep gadgets with you or locked away; gadgets left charging in a common area are not covered.',
      ),
    ),
    sec(
      'Extending Your Policy',
      p(
        'You can extend the policy while you are away, as long as the total length stays within the maximum trip length and you have not made a claim or become ill. Extensions must be bought before the current end date; a gap in cover cannot be filled afterwards.',
      ),
    ),
    sec(
      'Claims Deadlines',
      p(
        'Send your claim within 90 days of the incident, even if you are still travelling. Report theft to the local police within 24 hours.',
      ),
    ),
    sec(
      'More Information',
      p(`Read the policy wording at ${SKYLARK.web} or message us through the Skylark app.`),
    ),
  );

  const faq = doc(
    'travel/compass-travel-insurance-faq.md',
    'Compass Travel Insurance FAQ',
    p('Answers to common questions from Compass travel insurance customers.'),
    sec(
      'Before You Travel',
      sec(
        'Do I need to declare my medical conditions?',
        p(
          'Yes, if you have been prescribed medication or treated for a condition in the past 5 years. Declare them online or by phone; it usually takes about ten minutes. An undeclared condition can mean a claim is not paid.',
        ),
      ),
      sec(
        'Does my annual policy cover trips in my own country?',
        p(
          'Yes, as long as you have at least 2 nights of booked accommodation more than 100 miles from home. Medical expenses are not covered on domestic trips.',
        ),
      ),
    ),
    sec(
      'During Your Trip',
      sec(
        'Can I extend my trip while I am away?',
        p(
          'Yes, if your trip will still be within your maximum trip length, you do not need to tell us. If it will be longer, contact us before your original return date to buy a trip extension. We cannot extend cover once you have become ill or made a claim.',
        ),
      ),
      sec(
        'What should I do if I need a doctor?',
        p(
          'For minor illness, see a local doctor or pharmacist and keep the receipts. If you need to go to hospital, call the Compass assistance line, which can guarantee payment and find an English-speaking doctor.',
        ),
      ),
    ),
    sec(
      'Winter Sports',
      sec(
        'Is off-piste skiing covered?',
        p(
          'Only when you ski with a qualified mountain guide. Skiing outside the resort boundaries without a guide is not covered, even if others in your group do it.',
        ),
      ),
      sec(
        'My ski equipment was stolen. What can I claim?',
        p(
          'Report the theft to the police and the resort, then claim for your own skis or board up to the ski equipment limit. For hired equipment, we pay the hire shop’s charge for the loss.',
        ),
      ),
    ),
    sec(
      'Cancellations',
      sec(
        'My airline cancelled my flight. Can I claim?',
        p(
          'Ask the airline first: it must offer you a refund or another flight. We cover extra costs the airline does not pay, such as accommodation you can no longer use, under travel disruption or cancellation, depending on the length of the delay.',
        ),
      ),
      sec(
        'Can I claim if I simply change my mind about going?',
        p(
          'No. Cancellation cover only applies for the reasons listed in the policy, such as illness, injury, redundancy or your home becoming uninhabitable.',
        ),
      ),
    ),
    sec(
      'Claims',
      sec(
        'How long does a claim take?',
        p(
          'We aim to settle most claims within 15 business days of receiving all the documents. Medical claims paid directly to a hospital can take longer because of the amount of information involved.',
        ),
      ),
      sec(
        'Do I need the original receipts?',
        p(
          'Clear photographs or scans are fine. Keep the originals for 6 months after the claim is settled in case we ask to see them.',
        ),
      ),
    ),
    sec(
      'Gadgets and Valuables',
      sec(
        'Is my laptop covered if it is stolen from my hotel room?',
        p(
          'Yes, if it was locked in the room safe or in your locked room and there are signs of forced entry. Report the theft to the police and get a letter from the hotel.',
        ),
      ),
      sec(
        'My phone screen cracked on holiday. Can I claim?',
        p(
          'Accidental damage to gadgets is covered under baggage, up to the single item limit and less your deductible. Cosmetic scratches and damage from wear are not covered.',
        ),
      ),
    ),
    sec(
      'Renewals and Changes',
      sec(
        'Does my policy renew automatically?',
        p(
          'Yes. We send a renewal reminder 30 days before the end of your annual period with the new premium. If you do nothing, the policy renews and the card you used before is charged.',
        ),
      ),
      sec(
        'Can I add my partner during the year?',
        p(
          'Yes. Adding a partner changes the policy to a couple policy; we charge the difference in premium for the rest of the annual period. Your partner is covered from the date of the change.',
        ),
      ),
    ),
  );

  const term = (name: string, meaning: string) => p(`${name}: ${meaning}`);
  const glossary = doc(
    'travel/travel-insurance-glossary.md',
    'Travel Insurance Glossary',
    p(
      'Common travel insurance words explained. Your own policy wording may define a word more narrowly, and its definition always takes priority over this glossary.',
    ),
    sec(
      'About This Glossary',
      p(
        'Travel policies use a mix of insurance terms and travel industry terms. Some words, such as "excess" and "deductible", mean the same thing; others that sound alike, such as "cancellation" and "cutting short", cover different situations. Entries are grouped alphabetically.',
      ),
    ),
    sec(
      'A to C',
      term(
        'Abandonment',
        'giving up a trip before it starts because departure has been delayed for a long time. Policies usually allow it after a delay of 24 hours and pay it like a cancellation.',
      ),
      term(
        'Annual multi-trip',
        'a policy that covers every trip in a year, up to a maximum length for each trip, instead of one named trip.',
      ),
      term(
        'Assistance service',
        'the insurer’s 24-hour emergency team that arranges medical care, guarantees hospital payments and brings travellers home.',
      ),
      term(
        'Cancellation',
        'calling off a trip before it starts for a reason the policy covers. Not wanting to go is never a covered reason.',
      ),
      term(
        'Close relative',
        'a family member whose illness or death can be a reason to cancel or cut short a trip. The list of relatives differs between policies.',
      ),
      term(
        'Cutting short',
        'coming home early for a covered reason. Also called curtailment. The policy pays for unused days and extra travel costs.',
      ),
    ),
    sec(
      'D to G',
      term(
        'Declared condition',
        'a medical condition you have told the insurer about and that it has agreed to cover, sometimes for an extra premium.',
      ),
      term(
        'Delayed baggage',
        'checked luggage that arrives late. Policies pay for essential items after a minimum delay, usually on the outward journey only.',
      ),
      term(
        'Domestic trip',
        'a trip within your home country. Annual policies often cover it only with booked accommodation away from home.',
      ),
      term(
        'Excess',
        'the part of each claim you pay yourself. Called a deductible by some insurers. An excess waiver removes it for an extra premium.',
      ),
      term(
        'Gadget',
        'a portable electronic device such as a phone, tablet, laptop or camera. Many policies have a separate gadget limit.',
      ),
    ),
    sec(
      'H to O',
      term(
        'Emergency medical expenses',
        'the cost of urgent treatment for illness or injury during a trip, including hospital stays, surgery and emergency dental care for pain relief.',
      ),
      term(
        'Home country',
        'the country where you live and are entitled to public health care. Travel cover begins when you leave home in your home country.',
      ),
      term(
        'Hospital stay benefit',
        'a fixed amount paid for each day in hospital abroad, to help with incidental costs. It is paid on top of medical expenses.',
      ),
      term(
        'Missed departure',
        'failing to reach your departure point in time because of a covered event, such as a breakdown of public transport.',
      ),
      term(
        'Off-piste',
        'skiing or snowboarding away from marked and patrolled runs. Often covered only with a qualified guide.',
      ),
    ),
    sec(
      'P to R',
      term(
        'Personal liability',
        'your legal responsibility for accidentally injuring someone or damaging their property during a trip.',
      ),
      term(
        'Personal money',
        'cash, traveller’s cheques and prepaid travel cards. Cash usually has a lower limit than other personal money.',
      ),
      term(
        'Pre-existing medical condition',
        'an illness or injury you had, or had symptoms or treatment for, before buying the policy. Most policies require you to declare it.',
      ),
      term(
        'Property Irregularity Report',
        'the form an airline gives you when it loses or damages checked baggage. Insurers ask for it with a baggage claim.',
      ),
      term(
        'Repatriation',
        'bringing a traveller home for medical reasons, arranged by the assistance service when its doctors agree it is necessary.',
      ),
    ),
    sec(
      'S to Z',
      term(
        'Single item limit',
        'the most the policy pays for any one item, or a pair or set of items, of baggage.',
      ),
      term(
        'Supplier failure',
        'an airline, cruise line or tour operator going out of business. It is excluded unless you buy the optional cover.',
      ),
      term(
        'Travel delay',
        'a late departure of your booked transport. Policies pay a set amount for each block of hours of delay.',
      ),
      term(
        'Trip',
        'a journey that starts and ends at your home. Annual policies limit how long each trip may be.',
      ),
      term(
        'Unattended',
        'left out of your sight or beyond your reach, where you could not stop it being taken. Unattended items are usually not covered.',
      ),
      term(
        'Valuables',
        'jewellery, watches, cameras and portable electronics. Valuables usually have their own limit and are not covered in checked baggage.',
      ),
      term(
        'Winter sports',
        'skiing, snowboarding and other activities on snow or ice. Usually an optional extra or covered for a limited number of days.',
      ),
    ),
    sec(
      'Questions to Ask Before You Buy',
      ol(
        'Does the medical limit suit the cost of health care at my destination?',
        'Do I need to declare any medical conditions, and will they be covered?',
        'Is the cancellation limit at least the cost of my non-refundable bookings?',
        'What is the longest trip covered, and does my trip fit within it?',
        'Are the activities I plan, such as diving, skiing or riding a scooter, covered?',
        'What are the single item and valuables limits for my phone, camera and laptop?',
        'How long do I have to make a claim after I get home?',
      ),
    ),
  );

  return [
    wayfarer,
    glossary,
    withSupport(schedule, WAYFARER, 'French, German'),
    compass,
    withSupport(claimsGuide, WAYFARER, 'French, German'),
    withSupport(skylark, SKYLARK, 'Spanish, Portuguese'),
    withSupport(faq, COMPASS, 'French, Japanese'),
  ];
}

// ─── Questions ───────────────────────────────────────────────────────────────────────────────

export interface ExampleLibraryQuestion {
  id: string;
  question: string;
  /** A short string, written exactly as in the gold section. */
  answer: string;
  /** Relative to docs/. */
  goldFile: string;
  /** Heading titles from the document title down to the gold section. */
  goldHeadingPath: string[];
  /** First and last line (1-based, inclusive) of the gold section. */
  goldLines: [number, number];
}

/** [file, heading path below the document title, answer, question] */
type QuestionSpec = [string, string[], string, string];

const QUESTIONS: readonly QuestionSpec[] = [
  // Car
  [
    'car/harbor-mutual-comprehensive-car-policy.md',
    ['Section 4: Your Excess', 'Windscreen claims'],
    '$100',
    'My windscreen is cracked and has to be replaced by Harbor Mutual’s glass network. What excess do I pay under my Harbor Mutual Comprehensive Car Policy?',
  ],
  [
    'car/harbor-mutual-comprehensive-car-policy.md',
    ['Section 4: Your Excess', 'Standard excess'],
    '$500',
    'What is the standard excess on the Harbor Mutual Comprehensive Car Policy?',
  ],
  [
    'car/harbor-mutual-comprehensive-car-policy.md',
    ['Section 4: Your Excess', 'Young and inexperienced drivers'],
    '$800',
    'My 19-year-old son crashed my car. I have Harbor Mutual comprehensive cover: how much extra excess applies because of his age?',
  ],
  [
    'car/harbor-mutual-comprehensive-car-policy.md',
    ['Section 6: Hire Car After an Accident'],
    '21 days',
    'After an accident, for how long will my Harbor Mutual Comprehensive Car Policy give me a hire car?',
  ],
  [
    'car/harbor-mutual-comprehensive-car-policy.md',
    ['Section 2: Damage to Your Car', 'Personal belongings'],
    '$750',
    'Someone broke into my car and stole my bag. How much does the Harbor Mutual Comprehensive Car Policy pay for personal belongings?',
  ],
  [
    'car/harbor-mutual-comprehensive-car-policy.md',
    ['Section 9: Making a Claim'],
    '24 hours',
    'My car was vandalised overnight. Under the Harbor Mutual Comprehensive Car Policy, how soon must I report it to the police?',
  ],
  [
    'car/northgate-third-party-car-policy.md',
    ['Part 5: Deductible', 'Unlisted drivers'],
    '$1,200',
    'What deductible applies under the Northgate Third-Party Car Policy if my car was being driven by a friend who is not a listed driver?',
  ],
  [
    'car/northgate-third-party-car-policy.md',
    ['Part 4: Uninsured Driver Extension'],
    '$5,000',
    'An uninsured driver hit my car and it was not my fault. How much will the Northgate Third-Party Car Policy pay towards fixing my car?',
  ],
  [
    'car/northgate-third-party-car-policy.md',
    ['Part 8: Claims'],
    '60 days',
    'How long do I have to tell Northgate about an accident under the Northgate Third-Party Car Policy?',
  ],
  [
    'car/northgate-third-party-car-policy.md',
    ['Cancelling Your Policy', 'Cooling-off period'],
    '21 days',
    'I just bought the Northgate Third-Party Car Policy and changed my mind. How long is the cooling-off period?',
  ],
  [
    'car/bluestone-young-driver-car-policy.html',
    ['Deductible', 'Night-time driving'],
    '$500',
    'On the Bluestone Young Driver Car Policy, what extra deductible do I pay if I crash at 1am while driving on my own?',
  ],
  [
    'car/bluestone-young-driver-car-policy.html',
    ['The Telematics Box', 'If the box is removed or damaged'],
    '7 days',
    'The telematics box in my car has stopped working. How soon do I have to tell Bluestone?',
  ],
  [
    'car/bluestone-young-driver-car-policy.html',
    ['The Telematics Box', 'Fitting the box'],
    '14 days',
    'I have just started a Bluestone Young Driver Car Policy. How long do I have to fit the telematics box?',
  ],
  [
    'car/harbor-mutual-car-claims-guide.md',
    ['Theft and Total Loss', 'If your car is stolen'],
    '28 days',
    'My car was stolen. How long does Harbor Mutual wait for it to be recovered before treating it as a total loss?',
  ],
  [
    'car/harbor-mutual-car-claims-guide.md',
    ['Repairs', 'Approved repairers'],
    '5 years',
    'How long are car repairs done by a Harbor Mutual approved repairer guaranteed for?',
  ],
  [
    'car/harbor-mutual-car-claims-guide.md',
    ['If You Disagree With Our Offer'],
    '21 days',
    'I think Harbor Mutual’s offer for my written-off car is too low. How long do I have to challenge it?',
  ],
  [
    'car/fernhill-classic-car-exclusions-and-limits.md',
    ['Mileage Limits'],
    '3,000 miles',
    'What is the annual mileage limit on the Standard option of the Fernhill Classic Car Policy?',
  ],
  [
    'car/fernhill-classic-car-exclusions-and-limits.md',
    ['Deductible'],
    '$150',
    'Spare parts for my classic car were stolen from my garage. What deductible applies on the Fernhill Classic Car Policy?',
  ],
  [
    'car/northgate-car-insurance-faq.html',
    ['Buying and Paying', 'Can I pay monthly?'],
    '$4 a month',
    'Does Northgate charge extra if I pay for my car insurance monthly?',
  ],
  [
    'car/northgate-car-insurance-faq.html',
    ['Claims', 'Will a claim affect my no-claims discount?'],
    '2 years',
    'If I make a claim with Northgate that they cannot recover from someone else, how much of my no-claims discount do I lose?',
  ],
  [
    'car/car-insurance-glossary.txt',
    ['Terms A to C'],
    'better condition than before',
    'My car insurer mentioned "betterment" on my repair bill. What does that mean?',
  ],
  [
    'car/harbor-mutual-roadside-assistance-schedule.md',
    ['Towing', 'Roadside Plus'],
    '100 miles',
    'How far will Harbor Mutual Roadside Plus tow my car after a breakdown?',
  ],
  [
    'car/harbor-mutual-roadside-assistance-schedule.md',
    ['Onward Travel and Accommodation'],
    '$150 per person per night',
    'My car broke down far from home and I have Harbor Mutual Roadside Premier. How much will they pay for a hotel?',
  ],
  // Health
  [
    'health/meridian-silver-hospital-plan.md',
    ['Waiting Periods'],
    '12 months',
    'I had knee pain before I joined the Meridian Silver Hospital Plan. How long is the waiting period for pre-existing conditions?',
  ],
  [
    'health/meridian-silver-schedule-of-benefits.md',
    ['Your Excess'],
    '$250',
    'What excess do I pay each time I am admitted to hospital on the Meridian Silver Hospital Plan?',
  ],
  [
    'health/meridian-silver-schedule-of-benefits.md',
    ['Ambulance'],
    '2 trips per person per year',
    'How many emergency ambulance trips a year does the Meridian Silver Hospital Plan pay for?',
  ],
  [
    'health/meridian-silver-schedule-of-benefits.md',
    ['Psychiatric Care and Rehabilitation'],
    '42 days',
    'How many days of psychiatric hospital care at full benefit do I get each year on Meridian Silver?',
  ],
  [
    'health/meridian-silver-hospital-plan.md',
    ['Membership and Dependants'],
    'until they turn 25',
    'My daughter is 22 and studying full time. Until what age can she stay on our Meridian Silver Hospital Plan family membership?',
  ],
  [
    'health/kestrel-essentials-health-plan.md',
    ['Suspending Your Plan'],
    'between 2 and 24 months',
    'I am going to work overseas for a while. For how long can I suspend my Kestrel Essentials Health Plan?',
  ],
  [
    'health/kestrel-essentials-health-plan.md',
    ['Excess'],
    '$500',
    'What is the hospital excess on the Kestrel Essentials Health Plan?',
  ],
  [
    'health/kestrel-health-claims-guide.md',
    ['Time Limit for Claims'],
    '2 years',
    'I forgot to claim for a physio visit with Kestrel last year. How long after the appointment can I still claim?',
  ],
  [
    'health/kestrel-health-claims-guide.md',
    ['If a Claim Is Declined'],
    '90 days',
    'Kestrel declined my claim. How long do I have to ask for a review?',
  ],
  [
    'health/larkspur-gold-extras-plan.html',
    ['Physiotherapy, Chiropractic and Osteopathy'],
    '$800',
    'What is the yearly limit for physiotherapy on the Larkspur Gold Extras Plan?',
  ],
  [
    'health/larkspur-gold-extras-plan.html',
    ['Waiting Periods'],
    '24 months',
    'How long must I wait before Larkspur Gold Extras pays for braces for my son?',
  ],
  [
    'health/larkspur-gold-extras-plan.html',
    ['Optical'],
    '$300',
    'How much does the Larkspur Gold Extras Plan pay towards new glasses each year?',
  ],
  [
    'health/tidewell-exclusions-and-waiting-periods.txt',
    ['Waiting Periods'],
    '10 months',
    'We are planning a baby. What is the waiting period for pregnancy and birth with Tidewell Health?',
  ],
  [
    'health/meridian-health-member-faq.md',
    ['Planned Hospital Stays', 'How do I get pre-approval for planned surgery?'],
    '10 business days',
    'How far ahead do I need to ask Meridian Health for pre-approval before planned surgery?',
  ],
  [
    'health/meridian-health-member-faq.md',
    ['Claims', 'How long do I have to make a claim?'],
    '12 months',
    'What is Meridian Health’s time limit for lodging a claim?',
  ],
  [
    'health/meridian-health-member-faq.md',
    ['Changing Your Cover', 'Can I add my newborn baby?'],
    '60 days',
    'How soon after the birth must I add my baby to my Meridian family membership for the baby to be covered from birth?',
  ],
  [
    'health/health-insurance-glossary.md',
    ['A to B'],
    'reduced level',
    'What is the difference between a waiting period and a benefit limitation period in health insurance?',
  ],
  // Home
  [
    'home/harbor-mutual-home-policy.md',
    ['Section E: Your Excess', 'Escape of water'],
    '$1,000',
    'A pipe burst in my bathroom. What excess applies under my Harbor Mutual Home Buildings and Contents Policy?',
  ],
  [
    'home/harbor-mutual-home-policy.md',
    ['Unoccupied Homes'],
    '60 consecutive days',
    'How long can I leave my house empty before my Harbor Mutual home insurance stops covering theft?',
  ],
  [
    'home/harbor-mutual-home-policy.md',
    ['Section B: Contents', 'Contents limits'],
    '$2,500',
    'What is the most the Harbor Mutual home policy pays for a single item of contents that is not listed in my schedule?',
  ],
  [
    'home/harbor-mutual-home-policy.md',
    ['Claims Conditions'],
    '45 days',
    'How long do I have to report damage to my home under the Harbor Mutual Home Buildings and Contents Policy?',
  ],
  [
    'home/pinecrest-renters-contents-policy.html',
    ['Deductible'],
    '$100',
    'My phone was damaged while I was out. What deductible applies on the Pinecrest Renters Contents Policy?',
  ],
  [
    'home/pinecrest-renters-contents-policy.html',
    ['Temporary Accommodation'],
    '90 days',
    'If my rented apartment cannot be lived in after a fire, for how long will Pinecrest pay for temporary accommodation?',
  ],
  [
    'home/oakridge-landlord-insurance-policy.md',
    ['Loss of Rent', 'Rent default'],
    '30 days in arrears',
    'My tenant has stopped paying rent. When does the Oakridge Landlord Insurance Policy start paying the lost rent?',
  ],
  [
    'home/oakridge-landlord-insurance-policy.md',
    ['Malicious Damage by Tenants'],
    '$10,000',
    'How much will the Oakridge Landlord Insurance Policy pay for malicious damage by tenants?',
  ],
  [
    'home/oakridge-landlord-insurance-policy.md',
    ['Landlord’s Obligations'],
    'every 6 months',
    'How often does Oakridge require me to inspect my rental property?',
  ],
  [
    'home/harbor-mutual-home-claims-guide.md',
    ['In an Emergency', 'Emergency repairs'],
    '$2,000',
    'A storm blew tiles off my roof. How much can I spend on emergency repairs without asking Harbor Mutual first?',
  ],
  [
    'home/stonebridge-home-exclusions-and-limits.md',
    ['Flood Cover'],
    '72 hours',
    'I have just taken out Stonebridge Home Insurance. How soon does flood cover begin?',
  ],
  [
    'home/stonebridge-home-exclusions-and-limits.md',
    ['Deductible'],
    '$2,000',
    'What is the deductible for a flood claim with Stonebridge Home Insurance?',
  ],
  [
    'home/pinecrest-home-and-renters-faq.txt',
    ['What Happens When I Move Home?'],
    '14 days',
    'I am moving apartments. How long are my belongings covered at both addresses with Pinecrest?',
  ],
  [
    'home/pinecrest-home-and-renters-faq.txt',
    ['How Long Does Pinecrest Take to Pay a Claim?'],
    '7 business days',
    'Once Pinecrest agrees my claim, how quickly do they pay?',
  ],
  [
    'home/home-insurance-glossary.md',
    ['D to F'],
    'natural watercourse',
    'In home insurance, what counts as a flood?',
  ],
  // Travel
  [
    'travel/wayfarer-schedule-of-benefits.md',
    ['Personal Money'],
    '$300',
    'How much cash is covered on the Standard level of the Wayfarer Single Trip Travel Policy?',
  ],
  [
    'travel/wayfarer-schedule-of-benefits.md',
    ['Optional Extras'],
    '$1,500',
    'If I add gadget cover to my Wayfarer single trip policy, what is the limit for phones and laptops?',
  ],
  [
    'travel/wayfarer-single-trip-travel-policy.md',
    ['Section 2: Emergency Medical Expenses', 'Contacting the emergency assistance service'],
    '48 hours',
    'I have been admitted to hospital abroad. How soon must I contact Wayfarer’s emergency assistance service?',
  ],
  [
    'travel/wayfarer-single-trip-travel-policy.md',
    ['Section 3: Baggage and Personal Money', 'Delayed baggage'],
    '12 hours',
    'My suitcase did not arrive at my holiday destination. How long must it be delayed before Wayfarer pays for essentials?',
  ],
  [
    'travel/wayfarer-single-trip-travel-policy.md',
    ['Excess'],
    '$100',
    'What excess applies to a medical claim on the Wayfarer Single Trip Travel Policy?',
  ],
  [
    'travel/wayfarer-single-trip-travel-policy.md',
    ['Who Can Be Covered'],
    '79 or under',
    'Is there an age limit for buying the Wayfarer Single Trip Travel Policy?',
  ],
  [
    'travel/compass-annual-multi-trip-travel-policy.md',
    ['Trip Limits', 'Maximum trip length'],
    '45 days',
    'What is the longest single trip covered by the Compass Annual Multi-Trip Travel Policy?',
  ],
  [
    'travel/compass-annual-multi-trip-travel-policy.md',
    ['Winter Sports'],
    '17 days',
    'How many days of skiing a year are covered by the Compass Annual Multi-Trip Travel Policy?',
  ],
  [
    'travel/compass-annual-multi-trip-travel-policy.md',
    ['Deductible', 'Cancellation claims'],
    '$200',
    'I had to cancel a trip insured on my Compass annual multi-trip policy. What deductible applies?',
  ],
  [
    'travel/compass-annual-multi-trip-travel-policy.md',
    ['Claims'],
    '60 days',
    'How long after returning home do I have to send a claim under the Compass Annual Multi-Trip Travel Policy?',
  ],
  [
    'travel/wayfarer-travel-claims-guide.html',
    ['Time Limit'],
    '31 days',
    'How long after I get home do I have to send a claim to Wayfarer Travel Insurance?',
  ],
  [
    'travel/wayfarer-travel-claims-guide.html',
    ['Lost, Stolen or Delayed Baggage'],
    'Property Irregularity Report',
    'The airline lost my bag. What document do I need from them to claim from Wayfarer?',
  ],
  [
    'travel/travel-insurance-glossary.md',
    ['A to C'],
    'curtailment',
    'My travel policy talks about "cutting short" a trip. Is there another name for that?',
  ],
  [
    'travel/skylark-backpacker-exclusions-and-limits.md',
    ['Excess'],
    '$150',
    'What is the excess on Skylark Backpacker Travel Insurance?',
  ],
  [
    'travel/skylark-backpacker-exclusions-and-limits.md',
    ['Going Home During Your Trip'],
    '21 days',
    'Can I fly home for a visit in the middle of my trip on Skylark Backpacker insurance, and for how long?',
  ],
  [
    'travel/compass-travel-insurance-faq.md',
    ['During Your Trip', 'Can I extend my trip while I am away?'],
    'before your original return date',
    'I want to stay abroad longer than planned. When do I need to contact Compass to extend my cover?',
  ],
  [
    'travel/compass-travel-insurance-faq.md',
    ['Claims', 'How long does a claim take?'],
    '15 business days',
    'How long does Compass usually take to settle a travel claim?',
  ],
];

// ─── Building ────────────────────────────────────────────────────────────────────────────────

/** The lines [first, last] of the section that starts at `headings[i]`. */
function sectionLines(r: Rendered, i: number): [number, number] {
  const h = r.headings[i];
  if (!h) throw new Error(`no heading ${i}`);
  const next = r.headings.slice(i + 1).find((n) => n.level <= h.level);
  return [h.line, next ? next.line - 1 : r.lines];
}

/** Visible text of some lines of a rendered file, whitespace collapsed (tags and entities undone for HTML). */
export function plainText(file: string, lines: readonly string[]): string {
  let text = lines.join('\n');
  if (file.endsWith('.html')) {
    text = text
      .replace(/<[^>]*>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return text.replace(/\s+/g, ' ').trim();
}

function wordCount(file: string, text: string): number {
  const visible = plainText(file, text.split('\n')).replace(/[|#*-]+(?=\s|$)/g, ' ');
  return visible.split(' ').filter((w) => /\w/.test(w)).length;
}

export interface DocStats {
  file: string;
  title: string;
  words: number;
  /** Top-level sections (level-2 headings). */
  sections: number;
  headings: number;
  lines: number;
}

export interface ExampleLibrary {
  /** docs/-relative path → file content, sorted by path. */
  files: Map<string, string>;
  stats: DocStats[];
  questions: ExampleLibraryQuestion[];
}

/** Builds every document and the question set in memory (no I/O), checking each question. */
export function buildExampleLibrary(): ExampleLibrary {
  const docs = [...carDocs(), ...healthDocs(), ...homeDocs(), ...travelDocs()].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : 0,
  );
  const files = new Map<string, string>();
  const rendered = new Map<string, Rendered>();
  const stats: DocStats[] = [];
  for (const d of docs) {
    if (d.file.endsWith('.txt') && d.sections.some((s) => s.subs.length > 0)) {
      throw new Error(`${d.file}: plain-text documents have one heading level below the title`);
    }
    const r = render(d);
    const seen = new Set<string>();
    for (const h of r.headings) {
      const key = h.path.join('\u0000');
      if (seen.has(key)) throw new Error(`${d.file}: duplicate heading path ${h.path.join(' > ')}`);
      seen.add(key);
    }
    files.set(d.file, r.text);
    rendered.set(d.file, r);
    stats.push({
      file: d.file,
      title: d.title,
      words: wordCount(d.file, r.text),
      sections: d.sections.length,
      headings: r.headings.length,
      lines: r.lines,
    });
  }
  const questions = QUESTIONS.map(([file, below, answer, question], n): ExampleLibraryQuestion => {
    const id = `q${String(n + 1).padStart(2, '0')}`;
    const r = rendered.get(file);
    const d = docs.find((x) => x.file === file);
    if (!r || !d) throw new Error(`${id}: no document ${file}`);
    const goldHeadingPath = [d.title, ...below];
    const i = r.headings.findIndex((h) => h.path.join('\u0000') === goldHeadingPath.join('\u0000'));
    if (i < 0) throw new Error(`${id}: no heading ${goldHeadingPath.join(' > ')} in ${file}`);
    const goldLines = sectionLines(r, i);
    const lines = r.text.split('\n').slice(goldLines[0] - 1, goldLines[1]);
    if (!plainText(file, lines).includes(answer)) throw new Error(`${id}: "${answer}" is not in its section`);
    return { id, question, answer, goldFile: file, goldHeadingPath, goldLines };
  });
  return { files, stats, questions };
}

/** JSON laid out the way the project's formatter (biome) lays it out, so the file stays lint-clean. */
function questionsJson(questions: readonly ExampleLibraryQuestion[]): string {
  const str = (s: string) => JSON.stringify(s);
  const objects = questions.map((q) => {
    const inline = `    "goldHeadingPath": [${q.goldHeadingPath.map(str).join(', ')}],`;
    const headingPath =
      inline.length <= 110
        ? inline
        : `    "goldHeadingPath": [\n${q.goldHeadingPath.map((h) => `      ${str(h)}`).join(',\n')}\n    ],`;
    return [
      '  {',
      `    "id": ${str(q.id)},`,
      `    "question": ${str(q.question)},`,
      `    "answer": ${str(q.answer)},`,
      `    "goldFile": ${str(q.goldFile)},`,
      headingPath,
      `    "goldLines": [${q.goldLines[0]}, ${q.goldLines[1]}]`,
      '  }',
    ].join('\n');
  });
  return `[\n${objects.join(',\n')}\n]\n`;
}

// ─── Entry points ────────────────────────────────────────────────────────────────────────────

/** Writes `<outDir>/docs/` (wiped first) and `<outDir>/questions.json`. */
export async function generateExampleLibrary(
  outDir: string,
): Promise<{ documents: number; words: number; questions: number }> {
  const { files, stats, questions } = buildExampleLibrary();
  const docsDir = path.join(outDir, 'docs');
  await rm(docsDir, { recursive: true, force: true });
  for (const dir of [...new Set([...files.keys()].map((f) => path.dirname(path.join(docsDir, f))))].sort()) {
    await mkdir(dir, { recursive: true });
  }
  for (const [file, content] of files) await writeFile(path.join(docsDir, file), content);
  await writeFile(path.join(outDir, 'questions.json'), questionsJson(questions));
  const words = stats.reduce((n, s) => n + s.words, 0);
  return { documents: files.size, words, questions: questions.length };
}

const scriptPath = fileURLToPath(import.meta.url);
if (process.argv[1] && path.resolve(process.argv[1]) === scriptPath) {
  const outDir = process.argv[2] ?? path.resolve(path.dirname(scriptPath), '../examples/insurance-library');
  const { documents, words, questions } = await generateExampleLibrary(outDir);
  console.log(`example library: ${documents} documents, ${words} words, ${questions} questions → ${outDir}`);
}
