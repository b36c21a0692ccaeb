import { fileURLToPath } from 'node:url';

/** Test data lives beside the repository in ../shared/data; it is read from there, never copied. */
export const SHARED_DATA = fileURLToPath(new URL('../../shared/data/', import.meta.url));
export const READABILITY_PAGES = `${SHARED_DATA}readability/pages/`;
