import { MONTH_NAME } from '../../language/dates.ts';
/**
 * The shape of a URL with its numbers and slugs blanked: `node/626.html` and `node/2369.html`
 * share `node/#.html`, `/2023/05/02/heat-pump-grants/` and `/2023/06/21/solar-garden/` share
 * `/#/#/#/*` and a slash. Pages of one shape are of one kind on nearly every site (threads, board listings,
 * month archives), so one page opened tells what the others are.
 */
export function urlPattern(url: string): string {
  const u = URL.parse(url);
  if (!u) return url;
  const path = u.pathname
    .split('/')
    .map((seg) =>
      seg
        // Hashed or numbered names: "62679", "6c5ed", "000123", "msg00012".
        .replace(/(?:^|(?<=[^a-z0-9]))(?=[0-9a-f]*\d)[0-9a-f]{4,}(?=$|[^a-z0-9])/gi, '#')
        .replace(/\d+/g, '#')
        // Month archives: "2019-March" and "2019-February" are pages of one kind.
        .replace(MONTH_NAMES, '#')
        // Slugs: "heat-pump-grants-in-july" and "community-solar-garden" are two articles of one kind.
        .replace(/^[^.]*[a-z]{2,}[-_][a-z0-9][^.]*/i, '*'),
    )
    .join('/');
  return `${u.host}${path}`;
}

const MONTH_NAMES = new RegExp(`(?<![a-z])(?:${MONTH_NAME})(?![a-z])`, 'gi');
