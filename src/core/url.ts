/**
 * URL handling shared by every layer: resolving hrefs, the normalized form used for visited
 * checks, site scope, and short display paths. Pure: only the global URL class.
 */

/** Schemes a navigator can open; everything else (javascript:, mailto:, tel:, data:, …) is not a page. */
const NAVIGABLE = new Set(['http:', 'https:', 'file:']);

/** Query parameters that only track where a visitor came from; they never change the page. */
const TRACKING = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  'ref',
  'ref_src',
  'ref_url',
  '_ga',
  '_gl',
  'igshid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'vero_id',
  'oly_anon_id',
  'oly_enc_id',
  'rb_clickid',
  's_cid',
  'wickedid',
]);

const TRACKING_PREFIXES = ['utm_', 'pk_', 'mtm_'];

/**
 * Origins a site copy stands for, each mapped to the origin it is served from: a copy served on
 * 127.0.0.1 whose pages name `https://example.org` as their base or canonical home.
 */
export type OriginAliases = ReadonlyMap<string, string>;

/**
 * Resolves an href against a base; null when it is not a navigable URL or cannot be parsed. With
 * `aliases`, a URL on an origin the site is a copy of is moved to the copy.
 */
export function resolveUrl(href: string, base?: string | URL, aliases?: OriginAliases): string | null {
  const url = URL.parse(href.trim(), base === undefined ? undefined : String(base));
  if (!url || !NAVIGABLE.has(url.protocol)) return null;
  return aliases && aliases.size > 0 ? toCopy(url.href, aliases) : url.href;
}

/** The URL on the copy when `url` lies on an origin the copy stands for; else `url` itself. */
export function toCopy(url: string, aliases: OriginAliases): string {
  const u = URL.parse(url);
  if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:')) return url;
  const to = aliases.get(originKey(u));
  if (!to) return url;
  return `${to}${u.pathname}${u.search}${u.hash}`;
}

/** An origin as aliases key it: host without `www.`, http and https alike. */
export function originKey(u: URL): string {
  return bareHost(u);
}

/**
 * The form of a URL used to tell whether two links lead to the same page: lowercase scheme and
 * host, no fragment, no default port, no tracking parameters, remaining parameters sorted by
 * name (stable, so repeated names keep their order), no trailing `index.html` or slash, and
 * unreserved characters decoded. Unparsable input comes back trimmed.
 */
export function normalizeUrl(url: string): string {
  const u = URL.parse(url.trim());
  if (!u) return url.trim();
  u.hash = '';
  // A non-special scheme keeps its host case; lower it by hand (the URL class already does it for http).
  const scheme = u.protocol.toLowerCase();
  let path = normalizeEscapes(u.pathname);
  path = path.replace(/\/index\.html?$/i, '/');
  if (path === '') path = '/';
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const query = normalizeQuery(u.search);
  const auth = u.username ? `${u.username}${u.password ? `:${u.password}` : ''}@` : '';
  const host = u.host.toLowerCase();
  const authority = u.host || scheme === 'file:' ? `//${auth}${host}` : '';
  return `${scheme}${authority}${path}${query}`;
}

function normalizeQuery(search: string): string {
  if (search.length <= 1) return '';
  const kept: { name: string; part: string }[] = [];
  for (const part of search.slice(1).split('&')) {
    if (part === '') continue;
    const raw = part.split('=', 1)[0] ?? '';
    const name = safeDecode(raw.replace(/\+/g, ' ')).toLowerCase();
    if (isTrackingParam(name)) continue;
    kept.push({ name, part: normalizeEscapes(part) });
  }
  if (kept.length === 0) return '';
  // Array.prototype.sort is stable, so equal names keep their relative order.
  kept.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return `?${kept.map((k) => k.part).join('&')}`;
}

/** True for query parameter names that only track the visitor (`utm_*`, `fbclid`, `ref`, …). */
export function isTrackingParam(name: string): boolean {
  const n = name.toLowerCase();
  return TRACKING.has(n) || TRACKING_PREFIXES.some((p) => n.startsWith(p));
}

/** Decodes escapes of unreserved characters (`%7E` → `~`) and uppercases the hex of the rest. */
function normalizeEscapes(s: string): string {
  return s.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => {
    const ch = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(ch) ? ch : `%${hex.toUpperCase()}`;
  });
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function bareHost(u: URL): string {
  const host = u.hostname.toLowerCase().replace(/\.$/, '');
  const name = host.startsWith('www.') ? host.slice(4) : host;
  return u.port ? `${name}:${u.port}` : name;
}

/** The folder a root stands for: itself, or its directory when its last segment names a file. */
function rootFolder(root: string): string | null {
  const r = URL.parse(root) ?? URL.parse(`file://${root.startsWith('/') ? '' : '/'}${root}`);
  if (r?.protocol !== 'file:') return null;
  const path = safeDecode(r.pathname);
  if (path.endsWith('/')) return path;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,5}$/i.test(last) ? path.slice(0, path.length - last.length) : `${path}/`;
}

/**
 * Whether two URLs belong to the same site: the same host, ignoring `www.` and http/https. Local
 * files are one site when both lie under `root` (a file: URL or absolute path of the start
 * folder); without a root every local file is one site.
 */
export function sameSite(a: string, b: string, root?: string): boolean {
  const ua = URL.parse(a);
  const ub = URL.parse(b);
  if (!ua || !ub) return false;
  const fileA = ua.protocol === 'file:';
  const fileB = ub.protocol === 'file:';
  if (fileA || fileB) {
    if (!(fileA && fileB)) return false;
    if (root === undefined) return true;
    const folder = rootFolder(root);
    if (folder === null) return true;
    const inside = (u: URL) => `${safeDecode(u.pathname)}/`.startsWith(folder);
    return inside(ua) && inside(ub);
  }
  const web = (u: URL) => u.protocol === 'http:' || u.protocol === 'https:';
  if (web(ua) !== web(ub)) return false;
  if (!web(ua) && ua.protocol !== ub.protocol) return false;
  return bareHost(ua) === bareHost(ub);
}

/**
 * A short form of `url` as seen from `base`: a root-relative path (`/manual/engine.html?x=1`)
 * when both are on the same site, else the absolute URL.
 */
export function relativePath(url: string, base: string): string {
  const u = URL.parse(url);
  if (!u) return url;
  if (!sameSite(url, base)) return u.href;
  const ub = URL.parse(base);
  // http and https on one host are one site, but a path alone would drop the scheme change.
  if (ub && ub.protocol !== u.protocol) return u.href;
  return `${u.pathname}${u.search}${u.hash}`;
}

/**
 * How the links of a site fared, by folder: for each folder, each child (the next segment of the
 * path below it) that was loaded, and whether anything under it opened.
 */
export type FolderLoads = ReadonlyMap<string, ReadonlyMap<string, boolean>>;

/** Notes a load of `url` (opened or failed) in every folder above it. */
export function noteFolderLoad(loads: Map<string, Map<string, boolean>>, url: string, ok: boolean): void {
  const u = URL.parse(url);
  if (!u) return;
  const segments = u.pathname.split('/').filter(Boolean);
  const root = `${u.protocol}//${u.host.toLowerCase()}/`;
  segments.forEach((child, i) => {
    const folder = `${root}${segments
      .slice(0, i)
      .map((s) => `${s}/`)
      .join('')}`;
    const children = loads.get(folder) ?? new Map<string, boolean>();
    children.set(child, (children.get(child) ?? false) || ok);
    loads.set(folder, children);
  });
}

/**
 * The share of a URL's promise left by the folders above it: where most siblings tried failed (a
 * copy of a site that lacks most of a table of contents' entries), an untried sibling is likely
 * missing too, (opened + 1) / (tried + 1); a branch where something opened is not doubted.
 */
export function healthOf(url: string, loads: FolderLoads | undefined): number {
  if (!loads || loads.size === 0) return 1;
  const u = URL.parse(url);
  if (!u) return 1;
  const segments = u.pathname.split('/').filter(Boolean);
  const root = `${u.protocol}//${u.host.toLowerCase()}/`;
  let h = 1;
  segments.forEach((child, i) => {
    const children = loads.get(
      `${root}${segments
        .slice(0, i)
        .map((s) => `${s}/`)
        .join('')}`,
    );
    if (!children || children.get(child) === true) return;
    let opened = 0;
    for (const ok of children.values()) if (ok) opened++;
    const failed = children.size - opened;
    // Two failures say little.
    if (failed >= 2) h = Math.min(h, (opened + 1) / (children.size + 1));
  });
  return h;
}

/** The key of a visited place: the normalized URL, plus the open in-page folders when inside one. */
export function visitKey(url: string, folder?: readonly string[]): string {
  const key = normalizeUrl(url);
  return folder && folder.length > 0 ? `${key} > ${folder.join(' > ')}` : key;
}

/** True when `url` is a folder above `location` on the same host (/toyota/2011/ above /toyota/2011/camry/x.html). */
export function isAncestor(url: string, location: string): boolean {
  const a = URL.parse(url);
  const b = URL.parse(location);
  if (!a || !b || a.host !== b.host || a.protocol !== b.protocol) return false;
  const dir = a.pathname.replace(/(?:index\.html?)?$/i, '');
  const here = b.pathname.replace(/(?:index\.html?)?$/i, '');
  return dir.endsWith('/') && here !== dir && here.startsWith(dir);
}
