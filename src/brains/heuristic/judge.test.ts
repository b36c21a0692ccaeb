import { describe, expect, it } from 'vitest';
import type { Passage, Place } from '../../core/place.ts';
import { buildQuery, withAcronyms } from '../../core/query.ts';
import { stem } from '../../core/text.ts';
import { asksWhatIsNot, judgePassages, judgePlace } from './judge.ts';
import { fitsFeatures, JUDGE_FEATURES, type JudgeModel } from './judge-features.ts';

const para = (text: string, headings: string[] = []): Passage => ({ kind: 'paragraph', text, headings });
const row = (text: string, headings: string[] = []): Passage => ({ kind: 'table-row', text, headings });
const code = (text: string, headings: string[] = []): Passage => ({ kind: 'other', text, headings });

function page(title: string, passages: Passage[], path: string[] = []): Place {
  return {
    location: `http://127.0.0.1:9/${title.toLowerCase().replace(/\W+/g, '-')}.html`,
    title,
    path,
    text: passages.map((p) => p.text).join('\n\n'),
    passages,
    options: [],
  };
}
const judge = (question: string, place: Place) => judgePlace(place, buildQuery(question));

describe('the answer judge, by the kind of answer asked for', () => {
  it('a passage saying only what the question says answers no "what" question, yet may answer a yes/no one', () => {
    // The page's opening line restates its topic; the row below gives what is asked.
    const lamp = page('Reading lamp RL-7 bulb', [
      para('Bulb wattage of the reading lamp RL-7.'),
      row('Bulb wattage | 40 W'),
    ]);
    const asked = judgePassages(lamp, buildQuery('What is the bulb wattage of the reading lamp RL-7?'));
    const restated = asked.find((j) => j.passage.startsWith('Bulb wattage of'));
    expect(restated?.found).toBe(false);
    expect(judge('What is the bulb wattage of the reading lamp RL-7?', lamp).passage).toContain('40 W');
    // A value of lone letters is still something the question does not say.
    const mixer = page('Orion mixer windings', [row('Winding sequence | A-C-B-D')]);
    expect(judge('What is the winding sequence of the Orion mixer?', mixer).found).toBe(true);
    const yesNo = judgePassages(
      page('Garden hose', [para('The garden hose is frost resistant.')]),
      buildQuery('Is the garden hose frost resistant?'),
    );
    expect(yesNo[0]?.found).toBe(true);
  });

  it('a value in a dimension the question does not ask about is never claimed', () => {
    // A fill level asks for a share; a duration beside the right words is no answer to claim.
    const question = 'At what fill level does the grain silo auger stop?';
    const duration = judge(
      question,
      page('Grain silo auger', [
        para('The auger stops when the grain silo is full; it restarts 30 seconds later.'),
      ]),
    );
    expect(duration.sure).toBe(false);
    const share = judge(
      question,
      page('Grain silo auger', [
        para('The auger stops when the grain silo is 95% full, and restarts below 80%.'),
      ]),
    );
    expect(share.found).toBe(true);
    expect(share.sure).toBe(true);
  });

  it('"how do I" is claimed only with something to do: a command or code, not prose naming things', () => {
    const question = 'How do I list the jobs waiting in the print queue?';
    const prose = judge(
      question,
      page('Print queue', [
        para(
          'The print queue keeps waiting jobs in the spoolDirectory until the printer lists them as done.',
        ),
      ]),
    );
    expect(prose.sure).toBe(false);
    const command = judge(
      question,
      page('Print queue', [
        para('To list the jobs waiting in the print queue, run:', ['Print queue']),
        code('lpq --all', ['Print queue']),
      ]),
    );
    expect(command.found).toBe(true);
    expect(command.sure).toBe(true);
  });

  it('a setting of a reference: the entry its heading names, given with the heading', () => {
    // A reference lists one entry per heading, its description below: the name is the heading's.
    const place = page('Kiln controller settings', [
      para('The controller reads its settings at power-on.', ['Settings']),
      para('The number of minutes the kiln holds its top temperature before cooling starts.', [
        'Settings',
        'soak_minutes',
      ]),
      para('Default: 10', ['Settings', 'soak_minutes']),
      para('How many degrees per hour the kiln cools after the soak, until it reaches room temperature.', [
        'Settings',
        'cool_rate',
      ]),
      para('Default: 150', ['Settings', 'cool_rate']),
    ]);
    const j = judge(
      'Which setting makes the kiln hold its top temperature for longer before cooling?',
      place,
    );
    expect(j.type).toEqual({ kind: 'identifier', noun: 'setting' });
    expect(j.found).toBe(true);
    expect(j.passage).toMatch(/^soak_minutes … The number of minutes/);
    expect(j.quote).toContain('soak_minutes');
  });

  it('a value: the passage stating it with its unit, not the one only naming the thing', () => {
    const j = judge(
      'What is the coolant capacity of the Zephyr?',
      page('Zephyr cooling system', [
        para('The coolant capacity depends on the engine fitted to the Zephyr.'),
        row('Coolant capacity | 7.4 qt (7.0 L)'),
      ]),
    );
    expect(j.found).toBe(true);
    expect(j.passage).toContain('7.4 qt');
    expect(j.type.kind).toBe('value');
  });

  it('a value asked for, none stated: not found, however well the page matches', () => {
    const j = judge(
      'What is the coolant capacity of the Zephyr?',
      page('Zephyr coolant capacity', [
        para('We get many questions about the coolant capacity of the Zephyr. See the service manual.'),
      ]),
    );
    expect(j.found).toBe(false);
    expect(j.reason).toMatch(/no passage holds a value/);
  });

  it('a value in a named unit: a figure in another unit, or digits of a model name, is no answer', () => {
    const question = 'How many litres of water does the Breeze XL-2.5S boiler hold?';
    const wrong = judge(
      question,
      page('Breeze XL-2.5S boiler: pump', [
        para('Breeze XL-2.5S boiler. The pump draws water from the tank and keeps it at 1.5 bar.'),
      ]),
    );
    expect(wrong.sure).toBe(false);
    expect(wrong.passage).not.toMatch(/litre/);
    const right = judge(
      question,
      page('Breeze XL-2.5S boiler: capacities', [
        para('Breeze XL-2.5S boiler. The pump draws water from the tank and keeps it at 1.5 bar.'),
        row('Water held by the boiler | 12 L (3.2 US gal)'),
      ]),
    );
    expect(right.found).toBe(true);
    expect(right.passage).toContain('12 L');
  });

  it('quotes the overlapping windows and item pairs of a passage once each', () => {
    const list = (text: string): Passage => ({
      kind: 'list-item',
      text,
      headings: ['Checking the pressure'],
    });
    const j = judge(
      'What should I compare the gauge readings with?',
      page('Checking the pressure', [
        list('Fit the gauge to the port of the sender.'),
        list('Run the motor until it is warm and note the readings.'),
        list('Compare the gauge readings with the table of limits. Replace the pump if they are low.'),
        list('Take the gauge off and refit the sender with fresh sealant.'),
      ]),
    );
    for (const sentence of ['Compare the gauge readings', 'note the readings', 'Take the gauge off']) {
      expect(j.quote.split(sentence).length - 1).toBeLessThanOrEqual(1);
    }
    expect(j.quote).toContain('Compare the gauge readings');
  });

  it('a time: the passage with a clock time', () => {
    const j = judge(
      'Until what time can a store sell beer at night?',
      page('Hours of sale for stores', [
        para('Stores selling beer must hold a licence.'),
        para('A store may sell beer until 1:00 a.m. every night of the week.'),
      ]),
    );
    expect(j.found).toBe(true);
    expect(j.passage).toContain('1:00 a.m.');
  });

  it('a name: who wrote it, said next to the title', () => {
    const j = judge(
      'Who designed the hierarchical locking of the metadata manager?',
      page('Hierarchical locking in the metadata manager', [
        para('Authors: Bharat Viswanadham'),
        para('Hierarchical locking lets the metadata manager lock a bucket and its keys in order.'),
      ]),
    );
    expect(j.found).toBe(true);
    expect(j.passage).toContain('Bharat Viswanadham');
  });

  it('an identifier called what the question calls it ("… files") is the one asked for', () => {
    const j = judge(
      'Which files control how audit logs are written and rotated?',
      page('Logs', [
        code('tail -f /var/log/ozone/audit.log # rotated', ['Reading the logs']),
        para('Audit log configurations are set in *-audit-log4j2.properties files.', ['Configuration']),
      ]),
    );
    expect(j.passage).toContain('audit-log4j2.properties');
  });

  it('a passage naming only where the answer lives (the names) is no sure answer', () => {
    const question =
      "Which operations were checked to work when using Python's Boto3 with S3 in Docker on Linux against Ozone?";
    // (Words of many senses weigh less, as the lexicon makes them.)
    const senseCounts = new Map([
      ['checked', 40],
      ['work', 50],
      ['operations', 12],
    ]);
    const j = judgePlace(
      page('Access Ozone using Boto3', [
        para(
          'This tutorial demonstrates how to access Ozone from Python using Boto3, via the S3 Gateway, in Docker on Linux.',
        ),
      ]),
      buildQuery(question, { senseCounts }),
    );
    expect(j.found).toBe(true);
    expect(j.relevance).toBeGreaterThan(0.8);
    expect(j.sure).toBe(false);
  });

  it('words the site never spoke of so far are left out of found, not of sure', () => {
    const question = 'Can teenagers shop inside a liquor store during school hours?';
    const place = page('Liquor store licenses', [
      para('A liquor store may open its shop to sell alcohol during these hours: 9 a.m. to 10 p.m.'),
    ]);
    // Pages read so far speak of liquor, stores, shops and hours, never of teenagers or schools.
    const df = new Map(['liquor', 'store', 'shop', 'hour', 'sell'].map((t) => [stem(t), 3]));
    const j = judgePlace(place, buildQuery(question), { stats: { docs: 5, df } });
    expect(j.found).toBe(true);
    expect(j.relevance).toBeGreaterThanOrEqual(0.8);
    expect(j.sure).toBe(false);
  });

  it("a name the page shows by the site's abbreviation places the page (OM for Ozone Manager)", () => {
    const question = 'Who designed the hierarchical locking used inside the Ozone Manager?';
    const query = withAcronyms(buildQuery(question), [{ short: 'om', long: 'ozone manager' }]);
    const j = judgePlace(
      page('Ozone locks in OM', [
        para('Authors: Bharat Viswanadham'),
        para('Hierarchical locking structure for OM elements (volumes, buckets, keys).'),
      ]),
      query,
    );
    expect(j.found).toBe(true);
    expect(j.passage).toContain('Bharat Viswanadham');
  });

  it('a person asked for: a capitalized term alone is no sure answer', () => {
    const j = judge(
      'Who designed the hierarchical locking of the metadata manager?',
      page('Metadata manager high availability', [
        para(
          'Note that the Raft Snapshot used by the metadata manager for hierarchical locking state differs.',
        ),
      ]),
    );
    expect(j.found).toBe(true);
    expect(j.sure).toBe(false);
  });

  it('an identifier: the configuration key itself', () => {
    const j = judge(
      'Which configuration key sets the logical name of the highly available manager group?',
      page('High availability of the manager', [
        para('The cluster is named once, in the site configuration.', ['Naming']),
        para('Set the logical name of the highly available group with this key:', ['Naming']),
        code('<name>ozone.om.service.ids</name> <value>cluster1</value>', ['Naming']),
      ]),
    );
    expect(j.found).toBe(true);
    expect(j.passage).toContain('ozone.om.service.ids');
  });

  it('a procedure: the command that does it', () => {
    const j = judge(
      'How do I decommission a datanode from the command line?',
      page('Decommissioning datanodes', [
        para('Decommissioning a datanode moves its data elsewhere first.'),
        para('To decommission a datanode, run this command:'),
        code('ozone admin datanode decommission dn1.example.com'),
      ]),
    );
    expect(j.found).toBe(true);
    expect(j.passage).toContain('ozone admin datanode decommission');
  });

  it('a definition: the passage saying what the term is', () => {
    const j = judge(
      'What is a layout feature in upgrade terms?',
      page('Upgrade primer', [
        para('Upgrades are planned by the release manager.'),
        para(
          'A layout feature is any new feature that makes a backward incompatible change to the on-disk layout.',
        ),
      ]),
    );
    expect(j.passage).toContain('backward incompatible');
    expect(j.found).toBe(true);
  });

  it('a definition answers only a question about the word: a rule asked for is not a definition', () => {
    const [first] = judgePassages(
      page('Distracted driving', [
        para(
          '(2) “Hands-free accessory” means a legal attachment that lets a person talk on a handheld cell phone while driving.',
        ),
        para(
          '(a) No person shall talk on a handheld cell phone while driving unless the phone is equipped with a hands-free accessory.',
        ),
      ]),
      buildQuery('Is it legal to talk on a handheld cell phone while driving?'),
    );
    expect(first?.passage).toMatch(/^\(a\) No person shall talk/);
  });

  it('a table row is quoted with the sentence that introduces the table', () => {
    const j = judge(
      'Where does Recon keep aggregate information such as counts of files by size?',
      page('Recon', [
        para('Recon collects and aggregates metadata from the Ozone Manager and the datanodes.', [
          'Overview',
        ]),
        para('The following data is stored in the configured SQL database (default is Derby):', [
          'Persisted state',
        ]),
        row('ContainerHistory table | Keeps track of the container replica history', ['Persisted state']),
        row('GlobalStats table | Keeps track of aggregate counts of keys and volumes', ['Persisted state']),
        row('FileCountBySize table | Keeps the counts of files present within a file size range', [
          'Persisted state',
        ]),
      ]),
    );
    expect(j.passage).toContain('FileCountBySize');
    expect(j.quote).toContain('stored in the configured SQL database');
  });

  it('a negative question wants a passage that says "not"', () => {
    const j = judge(
      'Which access protocol can Impala not use?',
      page('Impala access protocols', [
        para('Impala supports the following protocols for accessing data: ofs and s3a.'),
        para('Note: the o3fs protocol is not supported by Impala.'),
      ]),
    );
    expect(j.passage).toContain('o3fs');
  });

  it('a "no" that describes, or sets the scene before the question, asks nothing negative', () => {
    expect(asksWhatIsNot('Which access protocol can Impala not use?')).toBe(true);
    expect(asksWhatIsNot("Which settings aren't reloaded?")).toBe(true);
    expect(
      asksWhatIsNot('Services with almost no local configuration split settings into which groups?'),
    ).toBe(false);
    expect(
      asksWhatIsNot('Which layout renames a directory atomically, no matter how many files are in it?'),
    ).toBe(false);
    expect(asksWhatIsNot("The owner isn't around. What am I supposed to report?")).toBe(false);
    const j = judge(
      'Services with almost no local configuration split the settings into which two groups?',
      page('Configless services', [
        para('Configuration keys are partitioned to two parts: runtime settings and environment settings.'),
      ]),
    );
    expect(j.found).toBe(true);
  });

  it('a passage that answers comes before one that only matches the words better', () => {
    const j = judge(
      'Which Ozone access protocol can Impala not use?',
      page('Impala', [
        para(
          'Impala supports the following protocols for accessing Ozone data: ofs and s3a, the Ozone access protocols.',
        ),
        para('Note: the o3fs protocol is not supported by Impala.', ['Notes']),
      ]),
    );
    expect(j.found).toBe(true);
    expect(j.passage).toContain('o3fs');
  });

  it('a page about what the question sets aside ("instead of Ranger") answers less', () => {
    const question =
      "Which authorizer class do I configure to use Ozone's own access control lists instead of Ranger?";
    const row = (cls: string) => para(`ozone.acl.authorizer.class | ${cls}`);
    const ranger = judge(question, page('Apache Ranger', [row('org.apache.ranger.RangerOzoneAuthorizer')]));
    const acls = judge(question, page('Ozone ACLs', [row('org.apache.ozone.OzoneNativeAuthorizer')]));
    expect(acls.score).toBeGreaterThan(ranger.score);
  });

  it('two passages it cannot tell apart are both quoted, in page order', () => {
    const j = judge(
      'What is the coolant capacity of the Zephyr?',
      page('Zephyr capacities', [
        row('Coolant capacity, manual | 7.4 qt (7.0 L)'),
        para('Wipers are replaced yearly.'),
        para('Check the tyres monthly.'),
        row('Coolant capacity, automatic | 7.6 qt (7.2 L)'),
      ]),
    );
    expect(j.passage).toContain('7.4 qt');
    expect(j.passage).toContain('7.6 qt');
    expect(j.passage.indexOf('7.4 qt')).toBeLessThan(j.passage.indexOf('7.6 qt'));
  });
});

describe('the judge with a fitted model', () => {
  const place = page('Garden shed', [
    para('The shed stands at the end of the garden, beside the compost heap.'),
    para('Oil the shed door hinges every spring, or they squeak and rust.'),
    para('Keep the key on the hook by the back door.'),
  ]);
  const question = 'How often should the shed door hinges be oiled?';
  // A model that only counts how much of the question a passage itself says.
  const model: JudgeModel = {
    features: [...JUDGE_FEATURES],
    weights: JUDGE_FEATURES.map((f) => (f === 'mentions' ? 6 : 0)),
    bias: -3,
    claim: 0.99,
  };

  it('never joins to its answer a passage it would not answer with, however the model scores it', () => {
    // A model that favours what stands early, alone: the lines above the answer outscore it.
    const early: JudgeModel = {
      features: [...JUDGE_FEATURES],
      weights: JUDGE_FEATURES.map((f) => (f === 'early' ? 8 : f === 'twoBlocks' ? -20 : 0)),
      bias: 0,
      claim: 0.99,
    };
    const kettle = page('Kettle K-40', [
      para('Kettle K-40 owner guide, second edition.'),
      para('Descale it monthly in hard-water areas.'),
      para('The Kettle K-40 holds 1.7 litres of water.'),
    ]);
    const j = judgePlace(kettle, buildQuery('How many litres does the Kettle K-40 hold?'), { model: early });
    expect(j.found).toBe(true);
    expect(j.passage).toBe('The Kettle K-40 holds 1.7 litres of water.');
  });

  it('describes every passage by features on a 0..1 scale, named as the model expects', () => {
    for (const j of judgePassages(place, buildQuery(question), { features: true })) {
      expect(Object.keys(j.features ?? {})).toEqual([...JUDGE_FEATURES]);
      for (const v of Object.values(j.features ?? {})) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
  });

  it('orders passages by its probability, and leaves claims to the rules', () => {
    const judged = judgePassages(place, buildQuery(question), { model });
    const probabilities = judged.map((j) => j.probability ?? -1);
    expect(probabilities.every((p) => p >= 0 && p <= 1)).toBe(true);
    expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
    expect(judged[0]?.passage).toContain('Oil the shed door hinges');
    for (const j of judged) expect(j.sure).toBe(j.byRule?.sure);
  });

  it('without a model, orders by the hand-set rules and gives no probability', () => {
    const judged = judgePassages(place, buildQuery(question));
    expect(judged.every((j) => j.probability === undefined && j.score === j.byRule?.score)).toBe(true);
  });

  it('refuses weights fitted for another list of features', () => {
    expect(fitsFeatures({ features: ['relevance'] })).toBe(false);
    expect(fitsFeatures({ features: [...JUDGE_FEATURES] })).toBe(true);
  });
});

describe('how a search engine would weigh a passage (features of the fitted judge)', () => {
  const place = page('Kettle K-40 care', [
    para('The Kettle K-40 boils a full jug in three minutes and keeps water warm for an hour.'),
    para('Clean the Kettle K-40 with a soft cloth; never put the Kettle K-40 in a dishwasher.'),
    para('In hard-water areas, descale it monthly with citric acid to keep the element working.'),
    para('The Kettle K-40 ships with a two-year guarantee covering the base and the lid.'),
  ]);
  const judged = judgePassages(
    place,
    buildQuery('How often should I descale the Kettle K-40 in hard water?'),
    {
      features: true,
    },
  );
  // One paragraph alone (a span of two reads " … " between them).
  const of = (start: string) =>
    judged.find((j) => j.passage.startsWith(start) && !j.passage.includes(' … '))?.features;

  it('pageRare: the words rare on the page tell the answer, not the topic every passage repeats', () => {
    const descale = of('In hard-water areas') as NonNullable<ReturnType<typeof of>>;
    for (const other of ['The Kettle K-40 boils', 'Clean the Kettle', 'The Kettle K-40 ships'])
      expect(descale.pageRare).toBeGreaterThan(of(other)?.pageRare ?? 1);
  });

  it('termMatch: a share of the most a passage could score, 0 for one sharing no word with the question', () => {
    for (const j of judged) {
      expect(j.features?.termMatch).toBeGreaterThanOrEqual(0);
      expect(j.features?.termMatch).toBeLessThan(1);
    }
    const unrelated = judgePassages(
      page('Kettle K-40 care', [para('Warranty claims go through the shop where it was bought.')]),
      buildQuery('How often should I descale the Kettle K-40 in hard water?'),
      { features: true },
    );
    expect(unrelated.find((j) => j.passage.startsWith('Warranty'))?.features?.termMatch).toBe(0);
  });
});
