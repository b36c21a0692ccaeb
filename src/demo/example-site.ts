import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The bundled example: a car repair manual site and its question set (see examples/car-manual). */
export const EXAMPLE_SITE_DIR = fileURLToPath(new URL('../../examples/car-manual/site/', import.meta.url));
/** The example's own settings: the hints a car manual's reader knows (torque values are under Specifications). */
export const EXAMPLE_CONFIG_FILE = fileURLToPath(
  new URL('../../examples/car-manual/ariadne.config.json', import.meta.url),
);
/** The bundled web app for `act` and `explore`: a small parts shop that runs in the page (see examples/parts-shop). */
export const EXAMPLE_APP_DIR = fileURLToPath(new URL('../../examples/parts-shop/site/', import.meta.url));
export const EXAMPLE_QUESTIONS_FILE = fileURLToPath(
  new URL('../../examples/car-manual/questions.json', import.meta.url),
);

export interface ExampleQuestion {
  id: string;
  question: string;
  /** The value a correct answer contains. */
  answer: string;
  /** The page holding the answer, relative to the site root. */
  goldPage: string;
  /** Labels of the options opened from the home page to reach the gold page. */
  goldPath: string[];
}

export async function loadExampleQuestions(): Promise<ExampleQuestion[]> {
  return JSON.parse(await readFile(EXAMPLE_QUESTIONS_FILE, 'utf8')) as ExampleQuestion[];
}
