import { describe, expect, it } from 'vitest';
import { askedDimensions, measurePattern, measuresFit, questionDimensions } from './units.ts';

const says = (text: string, question: string): boolean => {
  const dims = askedDimensions(question);
  if (!dims) throw new Error(`no unit asked in ${question}`);
  return text.search(measurePattern(dims)) >= 0;
};

describe('askedDimensions', () => {
  it('reads the unit a "how many / how much" question names, or one qualified by a word', () => {
    expect(askedDimensions('How many litres of paint cover the shed?')).toEqual(['volume']);
    expect(askedDimensions('how many US gallons does the tank hold')).toEqual(['volume']);
    expect(askedDimensions('How many hours does the ferry crossing take?')).toEqual(['time']);
    expect(askedDimensions('How many kilobytes may an upload be?')).toEqual(['data']);
    expect(askedDimensions('How many volts does the charger put out?')).toEqual(['electric']);
  });

  it('keeps every dimension a unit word may have: pounds weigh or pay', () => {
    expect(askedDimensions('How many pounds does the parcel weigh?')).toEqual(['mass', 'money']);
  });

  it('names no unit for counts of things or for "how much" of a substance', () => {
    expect(askedDimensions('How many players are on a team?')).toBeUndefined();
    expect(askedDimensions('How much paint do I need?')).toBeUndefined();
    expect(askedDimensions('What is the boiling point of water?')).toBeUndefined();
  });
});

describe('measurePattern', () => {
  it('finds a figure written in a unit of the asked dimension, by name or symbol', () => {
    expect(says('Fill with 5.5 L of water.', 'How many litres does the kettle hold?')).toBe(true);
    expect(says('Capacity: 2 1/2 gal (9.5 l)', 'How many quarts fit in the pot?')).toBe(true);
    expect(says('The crossing takes 2–3 hrs in winter.', 'How many hours is the crossing?')).toBe(true);
    expect(says('Allow thirty days for delivery.', 'How many days does delivery take?')).toBe(true);
    expect(says('Uploads are capped at 512 KiB.', 'How many kilobytes may an upload be?')).toBe(true);
    expect(says('A ticket costs $40.', 'How many dollars is a ticket?')).toBe(true);
  });

  it('does not take a figure in another dimension, a bare figure, or digits inside a model name', () => {
    expect(says('The gauge should read 10 psi at idle.', 'How many quarts does the sump take?')).toBe(false);
    expect(says('There are 12 of them.', 'How many litres does the kettle hold?')).toBe(false);
    expect(says('The Civic L4-1.8L engine', 'How many litres does the sump take?')).toBe(false);
    expect(says('Model XR-250m', 'How many metres is the cable?')).toBe(false);
  });
});

describe('measuresFit', () => {
  it('a measure fits a question that asks about its dimension, by a unit or by a word for it', () => {
    expect(measuresFit('The bread proves for 45 minutes.', 'How long does the dough prove?')).toBe(true);
    expect(measuresFit('The loaf tin holds 1.5 L.', 'What size of tin do I need?')).toBe(true);
    expect(measuresFit('The loaf tin holds 1.5 L.', 'How long should the loaf bake?')).toBe(false);
    expect(measuresFit('Preheat to 220 °C.', 'How hot should the oven be?')).toBe(true);
    expect(
      measuresFit(
        'Keep the starter at 75% hydration.',
        'What ratio of water to flour does the starter want?',
      ),
    ).toBe(true);
  });

  it('a text giving only measures of dimensions the question shows no sign of fits nothing asked', () => {
    expect(
      measuresFit('Rest it 30 seconds before slicing.', 'At what fill level is the flour bin reordered?'),
    ).toBe(false);
    expect(measuresFit('The dough weighs 900 g after 2 hours.', 'How heavy is the dough?')).toBe(true);
  });

  it('a text without measures, or a question asking about no dimension, is left alone', () => {
    expect(measuresFit('Use the middle shelf.', 'At what fill level is the bin reordered?')).toBe(true);
    expect(measuresFit('Bake 40 minutes.', 'Which shelf should the loaf go on?')).toBe(true);
  });
});

describe('questionDimensions', () => {
  it('reads the units a question names anywhere and the words that ask for a dimension', () => {
    expect([...questionDimensions('Is 3 litres enough for the soup?')]).toContain('volume');
    expect([...questionDimensions('What is the default timeout?')]).toContain('time');
    expect([...questionDimensions('What does the upgrade cost?')]).toContain('money');
    expect(questionDimensions('Which shelf should the loaf go on?').size).toBe(0);
  });
});
