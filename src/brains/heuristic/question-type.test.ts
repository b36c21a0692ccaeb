import { describe, expect, it } from 'vitest';
import { asksForSomething, questionType } from './question-type.ts';

describe('the kind of answer a question asks for', () => {
  it.each([
    ['How many new features did the 2.0.0 release add?', 'value'],
    ['Up to what age does a kid need a booster seat?', 'value'],
    ['Until what time at night can a liquor store sell beer?', 'time'],
    ["What's the deadline for appealing a decision?", 'time'],
    ['Who designed the hierarchical locking?', 'name'],
    ['Why do all the managers have to go through a preparation step?', 'reason'],
    ['Which authorizer class do I configure to use the built-in lists?', 'identifier'],
    ['Which Ratis interface does the newer write pipeline use?', 'entity'],
    ['Where in the release tarball are the Kubernetes files?', 'place'],
    ['How do I tell Ozone which rack each datanode sits in?', 'procedure'],
    ['Can I change some settings without restarting a service?', 'statement'],
    ['What is the ticket number of the proposal to define storage classes?', 'identifier'],
    ['What is the OEM part number for the front brake pads?', 'identifier'],
    ['How big is the ticket for texting behind the wheel?', 'value'],
    ['What is the number of replicas kept by default?', 'value'],
  ])('%s → %s', (question, kind) => {
    expect(questionType(question).kind).toBe(kind);
  });

  it('reads the question after a leading clause, not the clause', () => {
    // "When installing …," sets the scene; the question asks for a value.
    expect(
      questionType('When installing the cylinder head, what is the first torque step for the head bolts?'),
    ).toEqual({ kind: 'value', noun: 'step' });
    expect(questionType('When does the office open?').kind).toBe('time');
  });

  it('takes the first asking phrase: a later "how many" qualifies, it does not ask', () => {
    expect(
      questionType(
        'Which bucket layout lets me rename a directory atomically, no matter how many files are in it?',
      ).kind,
    ).toBe('entity');
  });

  it('ends the asked noun phrase at a pronoun', () => {
    expect(questionType("What's the minimum oil pressure it should have at idle?")).toEqual({
      kind: 'value',
      noun: 'pressure',
    });
  });

  // Verbs of every kind end the phrase by what follows them (an object, an article, a question
  // word), not by a list: each row swaps in another verb.
  it.each([
    ['Which dial setting lowers it?', 'setting'],
    ['Which dial setting reduces it?', 'setting'],
    ['Which dial setting governs the oven temperature?', 'setting'],
    ['Which sensor reports how hot the oven is?', 'sensor'],
    ['Which cleaning program removes my grease stains?', 'program'],
    ['Which timer option postpones the start?', 'option'],
    ['Which timer option delays each batch?', 'option'],
    ['Which rack position suits us best?', 'position'],
    ['What crust setting gives them a darker top?', 'setting'],
    ['Which oven.mode key enables the fan?', 'key'],
  ])('%s → noun %s', (question, noun) => {
    expect(questionType(question).noun).toBe(noun);
  });

  it('keeps a clause that follows the noun out of it: a subject and its auxiliary', () => {
    expect(questionType('What is the lowest temperature it can hold?').noun).toBe('temperature');
    expect(questionType('Which port do we open?').noun).toBe('port');
    expect(questionType('What kind of pan does the recipe need?').noun).toBe('pan');
    expect(questionType('Which type of flour works for bread?').noun).toBe('flour');
  });

  it('reads no noun where the question word is the subject of a verb', () => {
    expect(questionType('What happens if the door opens mid-cycle?')).toEqual({ kind: 'statement' });
    expect(questionType('What helps them rise?')).toEqual({ kind: 'statement' });
    expect(questionType('What counts as a full load?')).toEqual({ kind: 'statement' });
    expect(questionType('What gets printed on the receipt?')).toEqual({ kind: 'statement' });
    expect(questionType('What do they bake it in?')).toEqual({ kind: 'statement' });
  });

  it('ends the phrase at a verb before its participle', () => {
    expect(questionType('Which error gets raised when the tray is full?')).toEqual({
      kind: 'entity',
      noun: 'error',
    });
    expect(questionType('Which warning gets logged first?').noun).toBe('warning');
  });

  it('keeps plural and -ss nouns whole', () => {
    expect(questionType('Which glass class fits the door?').noun).toBe('class');
    expect(questionType('What ports are open?').noun).toBe('ports');
    expect(questionType('Which status codes does it return?').noun).toBe('codes');
    expect(questionType('Which tray slots on the left side must stay empty?').noun).toBe('slots');
  });

  it('takes a verb before a preposition when the question has no other verb', () => {
    expect(questionType('What surcharge applies on a late return?').noun).toBe('surcharge');
    expect(questionType('Which shelf sits under the heating element?').noun).toBe('shelf');
  });
});

describe('whether a question asks for something it does not name', () => {
  it.each([
    ['What is the tread depth of the winter tyre?', true],
    ['How do I reset the thermostat?', true],
    ['In the atlas, which river is longest?', true],
    ['Is the garden hose frost resistant?', false],
    ['Can the kettle boil milk?', false],
  ])('%s → %s', (question, expected) => {
    expect(asksForSomething(question)).toBe(expected);
  });
});
