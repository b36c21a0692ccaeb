import { type Element, isTag } from 'domhandler';
import { type DocIndex, isWithin, linkDensity } from './doc-index.ts';
import { ancestors, attr, classWords } from './dom.ts';
import { findMainContent } from './main-content.ts';

/** Class/id words of site chrome: navigation, headers, footers, sidebars and their kin. */
const CHROME_WORDS = new Set([
  'sidebar',
  'footer',
  'header',
  'masthead',
  'breadcrumb',
  'breadcrumbs',
  'toolbar',
  'topbar',
  'social',
  'share',
  'sharing',
  'cookie',
  'cookies',
  'consent',
  'gdpr',
  'pagination',
  'pager',
  'widget',
  'widgets',
  'skip',
  'newsletter',
  'ads',
  'advert',
  'advertisement',
  'sponsor',
  'sponsored',
  'comments',
  'navigation',
  'sitemap',
  'sharedaddy',
  'addthis',
  'sharethis',
  'subnav',
  'topnav',
  'sidenav',
  'offcanvas',
  'drawer',
]);
/** Class/id words of blocks whose links are boilerplate wherever they are. */
const BOILERPLATE_WORDS = new Set([
  'cookie',
  'cookies',
  'consent',
  'gdpr',
  'share',
  'sharing',
  'social',
  'sharedaddy',
  'addthis',
  'sharethis',
  'newsletter',
  'ads',
  'advert',
  'advertisement',
  'sponsor',
  'sponsored',
  'skip',
]);
const CHROME_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'menubar', 'menu', 'toolbar', 'search']);

function isChromeWord(w: string): boolean {
  if (CHROME_WORDS.has(w)) return true;
  if (w === 'navy' || w === 'menuitemcontent') return false;
  return w.startsWith('nav') || w.endsWith('nav') || w.startsWith('menu') || w.endsWith('menu');
}

/** Where things sit on a page: its main content, its site chrome, its boilerplate blocks. */
export interface Regions {
  main: Element | null;
  /** The element itself or nearest ancestor that is site chrome (nav, header, footer, sidebar…). */
  chromeOf(el: Element): Element | null;
  /** Inside a cookie banner, share bar, social block, ad or skip link. */
  inBoilerplateBlock(el: Element): boolean;
  /** `content` inside the main content, `section` in site navigation and other chrome. */
  groupOf(el: Element): 'content' | 'section';
}

export function analyzeRegions(index: DocIndex): Regions {
  const main = findMainContent(index);
  const total = index.totalText;
  const chromeMemo = new Map<Element, Element | null>();
  const boilerMemo = new Map<Element, boolean>();

  const insideArticleOrMain = (el: Element): boolean => {
    for (const a of ancestors(el)) {
      const role = attr(a, 'role')?.toLowerCase();
      if (a.name === 'article' || a.name === 'main' || role === 'main' || role === 'article') return true;
    }
    return false;
  };

  const isChrome = (el: Element): boolean => {
    if (el.name === 'body' || el.name === 'html') return false;
    if (main && (el === main || isWithin(index, main, el))) return false;
    if (el.name === 'nav') return true;
    const role = attr(el, 'role')?.toLowerCase();
    if (role && CHROME_ROLES.has(role)) return true;
    if (role === 'complementary' && !insideArticleOrMain(el)) return true;
    // Per ARIA, header/footer/aside are page landmarks only outside articles and main.
    if ((el.name === 'header' || el.name === 'footer' || el.name === 'aside') && !insideArticleOrMain(el))
      return true;
    const words = classWords(el);
    if (!words.some(isChromeWord)) return false;
    // A wrapper named "header" that holds most of the page is a layout box, not chrome.
    return total < 500 || (index.textLen.get(el) ?? 0) <= 0.6 * total;
  };

  const chromeOf = (el: Element): Element | null => {
    const chain: Element[] = [];
    let found: Element | null = null;
    for (let n: Element | null = el; n; n = n.parent && isTag(n.parent) ? n.parent : null) {
      const memo = chromeMemo.get(n);
      if (memo !== undefined) {
        found = memo;
        break;
      }
      chain.push(n);
    }
    // Resolve from the outermost unknown element down, so each answer is memoized once.
    for (let i = chain.length - 1; i >= 0; i--) {
      const n = chain[i] as Element;
      if (!found && isChrome(n)) found = n;
      chromeMemo.set(n, found);
    }
    return found;
  };

  const inBoilerplateBlock = (el: Element): boolean => {
    const chain: Element[] = [];
    let found = false;
    for (let n: Element | null = el; n; n = n.parent && isTag(n.parent) ? n.parent : null) {
      const memo = boilerMemo.get(n);
      if (memo !== undefined) {
        found = memo;
        break;
      }
      chain.push(n);
    }
    for (let i = chain.length - 1; i >= 0; i--) {
      const n = chain[i] as Element;
      if (!found && n.name !== 'body' && n.name !== 'html') {
        const words = classWords(n);
        const small = total < 500 || (index.textLen.get(n) ?? 0) <= 0.5 * total;
        found = small && words.some((w) => BOILERPLATE_WORDS.has(w));
      }
      boilerMemo.set(n, found);
    }
    return found;
  };

  const groupOf = (el: Element): 'content' | 'section' => {
    if (chromeOf(el)) return 'section';
    if (main) return isWithin(index, el, main) ? 'content' : 'section';
    // No main content found: a dense block of links next to real text elsewhere is a menu.
    for (const a of ancestors(el)) {
      if (a.name === 'body' || a.name === 'html') break;
      if ((index.linkCount.get(a) ?? 0) < 5) continue;
      const text = index.textLen.get(a) ?? 0;
      if (linkDensity(index, a) >= 0.75 && total - text >= 300 && text < 0.5 * total) return 'section';
      break;
    }
    return 'content';
  };

  return { main, chromeOf, inBoilerplateBlock, groupOf };
}
