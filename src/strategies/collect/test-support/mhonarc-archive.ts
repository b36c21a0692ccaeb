import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveFolder } from '../../../demo/static-server.ts';

/**
 * A mailing-list archive made by real archive software: MHonArc (Debian package `mhonarc`) turns
 * an mbox of messages written for this test into one folder a month, each with its own date and
 * thread indexes and one page a message, as list archives are published. The page of months
 * above them is written here, as a list's owner writes it: a row a month, linking its indexes.
 */

export interface ArchivedMessage {
  /** Its page, relative to the archive's root: "2020-04/msg00003.html". */
  path: string;
  subject: string;
  from: string;
  /** YYYY-MM-DD, the sender's date. */
  date: string;
}

interface Draft {
  id: string;
  from: [string, string];
  /** YYYY-MM-DDTHH:MM, +0000. */
  at: string;
  subject: string;
  replyTo?: string;
  body: string;
}

const MIRA: [string, string] = ['Mira Osei', 'mira@plots.example.org'];
const TOM: [string, string] = ['Tom Vale', 'tom.vale@plots.example.org'];
const GWEN: [string, string] = ['Gwen Adeyemi', 'gwen@plots.example.org'];
const RAJ: [string, string] = ['Raj Patel', 'rp@plots.example.org'];

/** The list's messages, oldest first; replies name what they answer. */
const DRAFTS: Draft[] = [
  {
    id: 'beds1',
    from: MIRA,
    at: '2020-03-02T09:15',
    subject: 'Raised beds for the north plots',
    body: 'Should we build raised beds on the north plots before the spring sowing?',
  },
  {
    id: 'beds2',
    from: TOM,
    at: '2020-03-03T10:00',
    subject: 'Re: Raised beds for the north plots',
    replyTo: 'beds1',
    body: 'Yes. Sleepers from the timber yard are cheap this month.',
  },
  {
    id: 'trough1',
    from: GWEN,
    at: '2020-03-09T18:30',
    subject: 'Leaking water trough by the gate',
    body: 'The trough by the gate loses a bucket a day. Who has the key to the valve?',
  },
  {
    id: 'beds3',
    from: RAJ,
    at: '2020-03-12T07:45',
    subject: 'Re: Raised beds for the north plots',
    replyTo: 'beds2',
    body: 'I can lend a mitre saw for the corners.',
  },
  {
    id: 'trough2',
    from: TOM,
    at: '2020-03-20T12:05',
    subject: 'Re: Leaking water trough by the gate',
    replyTo: 'trough1',
    body: 'The valve key hangs in the shed, left of the door.',
  },
  {
    id: 'trough3',
    from: GWEN,
    at: '2020-03-24T08:40',
    subject: 'Shed key cupboard',
    replyTo: 'trough2',
    body: 'Found it, thanks. Could we fit a small cupboard for all the keys?',
  },
  {
    id: 'compost1',
    from: RAJ,
    at: '2020-04-01T08:00',
    subject: 'Compost bays are full',
    body: 'All three bays are full. Can we turn bay one this weekend?',
  },
  {
    id: 'compost2',
    from: MIRA,
    at: '2020-04-02T19:10',
    subject: 'Re: Compost bays are full',
    replyTo: 'compost1',
    body: 'Saturday morning suits me; bring forks.',
  },
  {
    id: 'seeds1',
    from: GWEN,
    at: '2020-04-06T11:20',
    subject: 'Seed swap table at the April meeting',
    body: 'Bring spare seed packets for the swap table; label them with the year.',
  },
  {
    id: 'compost3',
    from: TOM,
    at: '2020-04-14T16:40',
    subject: 'Re: Compost bays are full',
    replyTo: 'compost2',
    body: 'Turned bay one. Bay two needs more browns.',
  },
  {
    id: 'trough3',
    from: RAJ,
    at: '2020-04-21T09:00',
    subject: 'Re: Leaking water trough by the gate',
    replyTo: 'trough2',
    body: 'New washer fitted; the trough holds now.',
  },
  {
    id: 'shed1',
    from: MIRA,
    at: '2020-05-04T13:00',
    subject: 'Shed roof felt',
    body: 'The shed roof felt has torn along the ridge after the storm.',
  },
  {
    id: 'shed2',
    from: TOM,
    at: '2020-05-05T08:25',
    subject: 'Re: Shed roof felt',
    replyTo: 'shed1',
    body: 'I have half a roll of felt and some clout nails.',
  },
  {
    id: 'water1',
    from: RAJ,
    at: '2020-05-06T07:30',
    subject: 'Notice from the water company',
    body: 'The water company has announced a hosepipe ban from Monday: no sprinklers or hoses on the plots until the reservoirs recover. Watering cans only.',
  },
  {
    id: 'water2',
    from: MIRA,
    at: '2020-05-06T12:00',
    subject: 'Re: Notice from the water company',
    replyTo: 'water1',
    body: 'I will pin a copy on the shed door.',
  },
  {
    id: 'beds4',
    from: GWEN,
    at: '2020-05-11T17:50',
    subject: 'Re: Raised beds for the north plots',
    replyTo: 'beds3',
    body: 'The beds are built; thanks all. Soil arrives Friday.',
  },
  {
    id: 'seeds2',
    from: RAJ,
    at: '2020-05-18T10:10',
    subject: 'Re: Seed swap table at the April meeting',
    replyTo: 'seeds1',
    body: 'Leftover packets are in the tin in the shed.',
  },
];

const LIST = 'Allotment';
const months = [...new Set(DRAFTS.map((d) => d.at.slice(0, 7)))];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthName = (ym: string): string => `${MONTH_NAMES[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;

/** A message in mbox form, with the list's tag in its subject as list software adds it. */
function mboxEntry(d: Draft): string {
  const date = new Date(`${d.at}:00Z`);
  const ctime = date.toUTCString().replace(/^(\w+), (\d+) (\w+) (\d+) ([\d:]+) GMT$/, '$1 $3 $2 $5 $4');
  const tagged = d.subject.replace(/^(Re: )?/, `$1[${LIST}] `);
  const headers = [
    `From ${d.from[1]} ${ctime}`,
    `From: ${d.from[0]} <${d.from[1]}>`,
    `To: allotment@lists.plots.example.org`,
    `Subject: ${tagged}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${d.id}@plots.example.org>`,
    ...(d.replyTo
      ? [`In-Reply-To: <${d.replyTo}@plots.example.org>`, `References: <${d.replyTo}@plots.example.org>`]
      : []),
  ];
  return `${headers.join('\n')}\n\n${d.body}\n\n`;
}

/** Runs MHonArc on each month's messages; the messages with the pages MHonArc gave them. */
function buildArchive(root: string): ArchivedMessage[] {
  const out: ArchivedMessage[] = [];
  for (const month of months) {
    const drafts = DRAFTS.filter((d) => d.at.startsWith(month));
    const mbox = join(root, `${month}.mbox`);
    writeFileSync(mbox, drafts.map(mboxEntry).join(''));
    mkdirSync(join(root, month));
    execFileSync('mhonarc', ['-quiet', '-outdir', join(root, month), mbox], { timeout: 30_000 });
    rmSync(mbox);
    // MHonArc numbers a folder's messages from 0 in the order of the mbox.
    drafts.forEach((d, i) => {
      out.push({
        path: `${month}/msg${String(i).padStart(5, '0')}.html`,
        subject: d.subject.replace(/^(Re: )?/, `$1[${LIST}] `),
        from: d.from[0],
        date: d.at.slice(0, 10),
      });
    });
  }
  const rows = months
    .map(
      (m) =>
        `<tr><td>${monthName(m)}:</td><td><a href="${m}/threads.html">[ Thread ]</a> <a href="${m}/maillist.html">[ Date ]</a></td></tr>`,
    )
    .join('\n');
  writeFileSync(
    join(root, 'index.html'),
    `<html><head><title>The ${LIST} list archives</title></head><body><h1>The ${LIST} list archives</h1>
<p>One page of messages a month, by thread or by date.</p>
<table><tr><td>Month</td><td>View by</td></tr>
${rows}
</table></body></html>`,
  );
  return out;
}

export interface MhonarcArchive {
  url: string;
  messages: ArchivedMessage[];
  close(): Promise<void>;
}

/** Builds the archive in a temporary folder and serves it on 127.0.0.1. */
export async function startMhonarcArchive(): Promise<MhonarcArchive> {
  const root = mkdtempSync(join(tmpdir(), 'ariadne-mhonarc-'));
  const messages = buildArchive(root);
  const server = await serveFolder(root);
  return {
    url: server.url,
    messages,
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
