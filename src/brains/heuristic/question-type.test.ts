import { describe, expect, it } from 'vitest';
import { questionType } from './question-type.ts';

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
});
