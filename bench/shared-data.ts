import { SHARED_DATA } from '../src/test-support/shared-data.ts';

/** Test data lives beside the repository in ../shared/data; it is read from there, never copied. */
export { SHARED_DATA };
export const READABILITY_PAGES = `${SHARED_DATA}readability/pages/`;
