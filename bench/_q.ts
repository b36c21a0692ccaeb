import { qualifierWords } from '../src/brains/heuristic/hints.ts';
console.log(qualifierWords('What CCA rating does the battery in the 2010 Subaru Outback with the 2.5L flat-four need?'));
