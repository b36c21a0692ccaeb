import type { Library } from '../../../library/model.ts';
import { createMemoryLibrary } from './memory-library.ts';

/**
 * A small library for tests: a tempting FAQ shelf that only points elsewhere, the service manual
 * that holds the answer, a garden shelf, and a tool note whose words no summary above it uses
 * (only full-text search finds it).
 */
export function ownerLibrary(): Library {
  return createMemoryLibrary({
    title: 'Owner Library',
    summary: 'Manuals and answers for Zephyr owners, and a garden handbook.',
    children: [
      {
        title: 'Zephyr FAQ',
        summary: 'Frequently asked questions about Zephyr coolant capacity and care.',
        topics: ['coolant capacity', 'care'],
        children: [
          {
            title: 'Coolant Capacity FAQ',
            file: 'faq/coolant.md',
            summary: 'Questions owners ask about the Zephyr coolant capacity.',
            topics: ['coolant capacity'],
            children: [
              {
                title: 'Coolant questions',
                summary: 'Where to look up the coolant capacity.',
                lines: [1, 6],
                children: [
                  {
                    title: 'Capacity question',
                    lines: [3, 6],
                    text: 'We get many questions about the coolant capacity of the Zephyr.\nPlease look it up in the service manual, which lists it for each engine.',
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        title: 'Zephyr Service Manual',
        summary: 'Service manual for the Zephyr: cooling system, brakes and specifications.',
        topics: ['cooling system', 'brakes', 'specifications'],
        children: [
          {
            title: 'Cooling System',
            file: 'manual/cooling.md',
            summary: 'Coolant, radiator and thermostat of the Zephyr.',
            topics: ['coolant specifications', 'thermostat'],
            details: ['Coolant capacity 7.4 qt'],
            children: [
              {
                title: 'Coolant Specifications',
                summary: 'Coolant type and capacities.',
                topics: ['coolant capacity', 'coolant type'],
                lines: [10, 20],
                children: [
                  {
                    title: 'Capacities',
                    lines: [12, 17],
                    text: [
                      '## Capacities',
                      '',
                      'Cooling system capacities for the Zephyr.',
                      '',
                      '| Item | Capacity |',
                      '| --- | --- |',
                      '| Coolant capacity, with heater | 7.4 qt (7.0 L) |',
                      '| Reservoir | 0.6 qt (0.57 L) |',
                    ].join('\n'),
                  },
                  {
                    title: 'Coolant type',
                    lines: [18, 20],
                    text: 'Use a 50/50 mix of long-life coolant and distilled water.',
                  },
                ],
              },
              {
                title: 'Thermostat',
                summary: 'Thermostat opening temperature and replacement.',
                lines: [21, 30],
                children: [
                  {
                    title: 'Thermostat opening',
                    lines: [22, 24],
                    text: 'The thermostat opens at 180 °F and is fully open at 203 °F.',
                  },
                ],
              },
            ],
          },
          {
            title: 'Brakes',
            file: 'manual/brakes.md',
            summary: 'Brake pads and fluid.',
            children: [
              {
                title: 'Brake Pads',
                summary: 'Pad thickness limits.',
                lines: [1, 8],
                children: [{ title: 'Pad thickness', lines: [3, 5], text: 'Minimum pad thickness is 2 mm.' }],
              },
            ],
          },
        ],
      },
      {
        title: 'Garden Handbook',
        summary: 'Lawn care, roses and the tool shed.',
        topics: ['lawn', 'roses', 'tools'],
        children: [
          {
            title: 'Lawn Care',
            file: 'garden/lawn.md',
            summary: 'Mowing and watering the lawn.',
            children: [
              {
                title: 'Mowing',
                summary: 'How high to mow.',
                lines: [1, 4],
                children: [{ title: 'Mowing height', lines: [2, 4], text: 'Mow at a height of 3 inches.' }],
              },
            ],
          },
          {
            title: 'Tool Shed',
            file: 'garden/shed.md',
            summary: 'What is kept in the shed.',
            children: [
              {
                title: 'Miscellaneous',
                summary: 'Odds and ends.',
                lines: [1, 9],
                children: [
                  {
                    title: 'Maintenance notes',
                    summary: 'Notes kept on the shed door.',
                    lines: [4, 6],
                    text: 'Lug nut torque for the trailer wheels: 80 ft-lbs.',
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  });
}
