import { describe, expect, it } from 'vitest';
import { type Concept, parseCollectRequest, type TopicAlternative } from '../../language/collect-request.ts';
import { fitTopic, keyConcept, matchable, sameName, says, TitleStats } from './topic-match.ts';

const topic = (request: string): TopicAlternative[] => parseCollectRequest(request).topic;
const concept = (request: string, said: string): Concept => {
  const found = topic(request)
    .flatMap((a) => a.concepts)
    .find((c) => c.said === said);
  if (!found) throw new Error(`no concept "${said}" in "${request}"`);
  return found;
};
const statsOf = (titles: readonly string[]): TitleStats => {
  const stats = new TitleStats();
  for (const t of titles) stats.add(t);
  return stats;
};

describe('matchable', () => {
  it('folds, stems and joins the words of a text', () => {
    const m = matchable('Three-Phase Meters');
    expect(m.tokens).toEqual(['three', 'phase', 'meters']);
    expect(m.stems).toEqual(['thre', 'phas', 'meter']);
    expect(m.spaced).toBe(' thre phas meter ');
    expect(m.joined).toBe('threephasemeters');
  });
});

describe('says', () => {
  const pumps = concept('threads about heat pumps', 'pumps');
  const mqtt = concept('threads about MQTT', 'MQTT');

  it('finds a word by its stem', () => {
    expect(says(matchable('Which pump for my house?'), pumps)).toBe(true);
    expect(says(matchable('Pumps and valves'), pumps)).toBe(true);
    expect(says(matchable('Heat loss survey'), pumps)).toBe(false);
  });

  it('finds a compound written together only whole, from a word’s start to a word’s end', () => {
    const threePhase = concept('threads about three phase meters', 'three');
    const compound: Concept = { said: 'gear box', forms: ['gear box'] };
    expect(says(matchable('Gearbox noise'), compound)).toBe(true);
    expect(says(matchable('Two gearboxes for sale'), compound)).toBe(true);
    expect(says(matchable('Gearboxing club'), compound)).toBe(false);
    expect(says(matchable('Biggearbox'), compound)).toBe(false);
    expect(threePhase.forms.length).toBeGreaterThan(0);
  });

  it('finds a word run into a compound', () => {
    expect(says(matchable('My new heatpump is noisy'), pumps)).toBe(true);
    expect(says(matchable('EmonHubMqttInterfacer config'), mqtt)).toBe(true);
  });

  it('finds a word run in only where it begins or ends the compound', () => {
    const rolling = concept('threads about rolling stock', 'rolling');
    expect(says(matchable('Rolling stock depots'), rolling)).toBe(true);
    expect(says(matchable('Rollstock lists'), rolling)).toBe(true);
    expect(says(matchable('Controlled crossings'), rolling)).toBe(false);
    expect(says(matchable('Two heatpumps in one house'), pumps)).toBe(true);
    expect(says(matchable('Sumpumping'), pumps)).toBe(false);
  });

  it('does not find a short word inside another', () => {
    const pv = concept('threads about PV', 'PV');
    expect(says(matchable('PV diverter'), pv)).toBe(true);
    expect(says(matchable('Upvote this'), pv)).toBe(false);
  });

  it('finds a hyphenated concept written spaced, hyphenated or with a digit', () => {
    const threePhase = concept('threads about three-phase monitoring', 'three-phase');
    expect(says(matchable('3 phase meter'), threePhase)).toBe(true);
    expect(says(matchable('three-phase meter'), threePhase)).toBe(true);
    expect(says(matchable('Three phase supply'), threePhase)).toBe(true);
    expect(says(matchable('3-phase'), threePhase)).toBe(true);
    expect(says(matchable('3phase board'), threePhase)).toBe(true);
    expect(says(matchable('phase three of the build'), threePhase)).toBe(false);
    expect(says(matchable('single phase'), threePhase)).toBe(false);
  });

  it('finds "three-phase" written run together', () => {
    const threePhase = concept('threads about three-phase monitoring', 'three-phase');
    expect(says(matchable('Threephase meter'), threePhase)).toBe(true);
    expect(says(matchable('3phase board'), threePhase)).toBe(true);
  });

  it('finds Wi-Fi however it is written', () => {
    const wifi = concept('threads about the ESP8266 Wi-Fi module', 'Wi-Fi');
    for (const t of ['WiFi module', 'wi-fi', 'Wi Fi dropouts', 'wifi'])
      expect(says(matchable(t), wifi)).toBe(true);
    expect(says(matchable('Wireless module'), wifi)).toBe(false);
  });
});

describe('TitleStats', () => {
  it('counts the titles that say a concept', () => {
    const stats = statsOf(['Heat pump sizing', 'Heatpump noise', 'Solar PV']);
    expect(stats.size).toBe(3);
    expect(stats.count(concept('about pumps', 'pumps'))).toBe(2);
    expect(stats.count(concept('about MQTT', 'MQTT'))).toBe(0);
  });

  it('counts again when a title is added', () => {
    const stats = statsOf(['Heat pump sizing']);
    const pumps = concept('about pumps', 'pumps');
    expect(stats.count(pumps)).toBe(1);
    stats.add('Pump controller');
    expect(stats.count(pumps)).toBe(2);
  });

  it('gives a rare concept more weight than a common one', () => {
    const stats = statsOf(['Power monitoring', 'Solar monitoring', 'Power factor', 'Diverter build']);
    const power = concept('about power diverters', 'power');
    const diverters = concept('about power diverters', 'diverters');
    expect(stats.idf(diverters)).toBeGreaterThan(stats.idf(power));
    expect(stats.idf(power)).toBeCloseTo(Math.log(5 / 2.5));
  });
});

describe('keyConcept and fitTopic', () => {
  const request = topic('threads about the ESP8266 Wi-Fi module');
  const titles = [
    'WiFi module monitoring',
    'Wifi monitoring dropouts',
    'Module monitoring',
    'Monitoring with a WiFi module',
    'ESP8266 firmware',
    'Temperature monitoring',
  ];
  const stats = statsOf(titles);

  it('takes as key the concept the fewest titles say', () => {
    expect(keyConcept(request[0]?.concepts ?? [], stats)?.said).toBe('ESP8266');
    // By rarity, not by length: with "module" rarer, it is the key.
    const other = statsOf(['ESP8266 firmware', 'ESP8266 wifi', 'WiFi range', 'Module case']);
    expect(keyConcept(request[0]?.concepts ?? [], other)?.said).toBe('module');
  });

  it('leaves out concepts no title says, and falls back to the longest word when none is said', () => {
    const concepts = request[0]?.concepts ?? [];
    expect(keyConcept(concepts, statsOf(['Module case', 'Solar PV']))?.said).toBe('module');
    expect(keyConcept(concepts, statsOf(['Solar PV']))?.said).toBe('ESP8266');
    expect(keyConcept(concepts, new TitleStats())?.said).toBe('ESP8266');
  });

  it('keeps a title that says the key concept, and not one that says only the common ones', () => {
    const fits = fitTopic(request, matchable('ESP8266 help'), stats);
    expect(fits.ok).toBe(true);
    expect(fits.key).toBe('ESP8266');
    expect(fits.relevance).toBeGreaterThan(0);
    expect(fits.relevance).toBeLessThan(1);

    const common = fitTopic(request, matchable('WiFi module monitoring'), stats);
    expect(common.ok).toBe(false);
    expect(common.key).toBe('ESP8266');
    expect(common.relevance).toBeGreaterThan(0);

    expect(fitTopic(request, matchable('Temperature monitoring'), stats)).toMatchObject({
      ok: false,
      relevance: 0,
    });
    expect(fitTopic(request, matchable('ESP8266 WiFi module'), stats)).toMatchObject({
      ok: true,
      relevance: 1,
    });
  });

  it('meets any alternative', () => {
    const alternatives = topic('threads about solar PV diverters - Mk2 PV routers');
    const routers = statsOf(['Mk2 router build', 'PV diverter', 'PV panels', 'PV inverter', 'Solar PV']);
    expect(fitTopic(alternatives, matchable('My Mk2 router'), routers).ok).toBe(true);
    expect(fitTopic(alternatives, matchable('PV diverter wiring'), routers).ok).toBe(true);
    expect(fitTopic(alternatives, matchable('PV panels on a flat roof'), routers).ok).toBe(false);
  });

  it('counts a concept the list title names as said by every entry', () => {
    const support = topic('support threads');
    const none = new TitleStats();
    expect(fitTopic(support, matchable('Cannot connect'), none).ok).toBe(false);
    const given = fitTopic(support, matchable('Cannot connect'), none, matchable('Questions and support'));
    expect(given.ok).toBe(true);
    expect(given.relevance).toBe(1);
    expect(fitTopic(support, matchable('Cannot connect'), none, matchable('General Discussion')).ok).toBe(
      false,
    );
  });

  it('fits anything when the request names no topic', () => {
    expect(fitTopic([], matchable('Anything at all'), new TitleStats())).toEqual({ ok: true, relevance: 1 });
  });
});

describe('sameName', () => {
  it('compares names folded, case and outer spaces aside', () => {
    expect(sameName('Calypso_RAE ', 'calypso_rae')).toBe(true);
    expect(sameName('Anna  Berg', 'anna berg')).toBe(true);
    expect(sameName('calypso', 'calypso_rae')).toBe(false);
    expect(sameName('Anna Berg', 'Anna Bergman')).toBe(false);
    // Words of the name asked among the words shown, a given name perhaps shortened.
    expect(sameName('Mira Osei', 'Mira Osei - Tidewater Labs')).toBe(true);
    expect(sameName('Tom Vale', 'Thomas Vale')).toBe(false);
    expect(sameName('Tom Vale', 'Tommaso Vale')).toBe(true);
    expect(sameName('Tom Vale', 'tom.vale')).toBe(true);
    expect(sameName('Tom Vale', 'Tom Valentine')).toBe(false);
  });
});

describe('fitTopic when the titles say none of the telling words', () => {
  // A list where every title is about glazes and kilns; the request's telling words (a place,
  // a maker) are in none of them, its lesser word ("firing") in a few.
  const titles = [
    'Celadon glaze crawling after firing',
    'Kiln shelf cracked during firing',
    'Shino glaze recipes',
    'Cone 6 firing schedule for stoneware',
    'Tenmoku glaze on porcelain',
    'Reduction firing in an electric kiln',
    'Wood ash glaze tests',
    'Kiln wash or batt paper?',
  ];
  const stats = statsOf(titles);
  const asked = topic('threads about firing Bizen stoneware from Okayama kilns in Japan');

  it('does not let a lesser word the titles say decide alone', () => {
    expect(fitTopic(asked, matchable('Reduction firing in an electric kiln'), stats).ok).toBe(false);
  });

  it('still lets most of the topic said decide', () => {
    expect(fitTopic(asked, matchable('Firing Bizen stoneware: Okayama kilns in Japan'), stats).ok).toBe(true);
  });

  it('lets the rarest word decide when fewer than half the words are in no title', () => {
    const long = topic('threads about shino glaze recipes on porcelain kilns with lithium');
    expect(fitTopic(long, matchable('Tenmoku glaze on porcelain'), stats).ok).toBe(true);
  });
});

describe('fitTopic and a named series', () => {
  it('needs the name, not the kind of series its episodes seldom say', () => {
    const stats = statsOf([
      'Harbour Lights #11: the ferry captain',
      'Harbour Lights #12: the lighthouse keeper',
      'Harbour Lights #13: the net mender',
      'Harbour Lights #14: the pilot boat',
      'Podcast gear: which microphone?',
      'Village fete photos',
      'Parking by the quay',
      'Lost dog near the slipway',
    ]);
    const asked = topic('every episode of the Harbour Lights podcast');
    expect(asked.flatMap((a) => a.concepts).find((c) => c.said === 'podcast')?.optional).toBe(true);
    expect(fitTopic(asked, matchable('Harbour Lights #12: the lighthouse keeper'), stats).ok).toBe(true);
    expect(fitTopic(asked, matchable('Podcast gear: which microphone?'), stats).ok).toBe(false);
  });
});

describe('fitTopic and a name the site writes by its initials', () => {
  const stats = statsOf([
    'NCRN-20 signage rules',
    'Re: NCRN-20 signage rules',
    'NCRN-20: who pays for the bridges?',
    'Cycle lanes on the ring road',
    'Network outage at the library',
    'Route planning apps for touring',
    'Bus route changes in March',
    'Rules for the allotment sheds',
    'Tandem for sale',
  ]);
  const asked = topic('all the mails from the quarrel over rules for the National Cycle Route Network 2020');

  it('keeps titles that spell the name', () => {
    expect(fitTopic(asked, matchable('NCRN-20 signage rules'), stats).ok).toBe(true);
    expect(fitTopic(asked, matchable('NCRN-20: who pays for the bridges?'), stats).ok).toBe(true);
  });

  it('leaves out titles that share one word of the name', () => {
    expect(fitTopic(asked, matchable('Cycle lanes on the ring road'), stats).ok).toBe(false);
    expect(fitTopic(asked, matchable('Network outage at the library'), stats).ok).toBe(false);
    expect(fitTopic(asked, matchable('Rules for the allotment sheds'), stats).ok).toBe(false);
  });

  it('still keeps a title that says the name in full', () => {
    expect(fitTopic(asked, matchable('National Cycle Route Network: new signs'), stats).ok).toBe(true);
  });

  it('needs no year that no title writes', () => {
    const year = asked.flatMap((a) => a.concepts).find((c) => c.said === '2020');
    expect(year).toBeDefined();
    expect(stats.count(year as never)).toBe(0);
    expect(fitTopic(asked, matchable('NCRN-20 signage rules'), stats).relevance).toBe(1);
  });
});

describe('fitTopic and initials of a hyphenated name', () => {
  it('spells each part of a hyphenated word', () => {
    const stats = statsOf([
      'Which LTS release for the lab servers?',
      'Upgrading off the old LTS',
      'Support contract renewal',
      'Long weekend rota',
      'Server room air conditioning',
      'Printer queue stuck again',
    ]);
    const asked = topic('messages about our Long-Term Support release');
    expect(fitTopic(asked, matchable('Upgrading off the old LTS'), stats).ok).toBe(true);
    expect(fitTopic(asked, matchable('Long weekend rota'), stats).ok).toBe(false);
  });

  it('never takes one hyphenated word for an acronym of itself', () => {
    const stats = statsOf([
      'Mid-morning coffee rota',
      'Dates as YYYY-MM-DD',
      'Officers for next year',
      'Bake sale',
    ]);
    const asked = topic('threads about the mid-morning break');
    expect(fitTopic(asked, matchable('Dates as YYYY-MM-DD'), stats).ok).toBe(false);
    expect(fitTopic(asked, matchable('Mid-morning coffee rota'), stats).ok).toBe(true);
  });
});

describe('fitTopic and two capitals that match two words by chance', () => {
  it('does not take them for the name', () => {
    const stats = statsOf([
      '[Club Affairs] AP4 results from the spring rally',
      '[Club Affairs] New kit for the season',
      '[Club Affairs] Meeting minutes, March',
      'Lost helmet at the track',
      'Tyres for sale',
    ]);
    const asked = topic('the Club Affairs pieces');
    expect(fitTopic(asked, matchable('[Club Affairs] New kit for the season'), stats).ok).toBe(true);
    expect(fitTopic(asked, matchable('[Club Affairs] Meeting minutes, March'), stats).ok).toBe(true);
    expect(fitTopic(asked, matchable('Lost helmet at the track'), stats).ok).toBe(false);
  });
});
