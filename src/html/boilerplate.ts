import type { OptionGroup } from '../core/place.ts';

/** Labels of links every page of a site repeats: legal, account, social, housekeeping. */
const CHROME_LABEL =
  /\b(?:privacy|terms(?:\s+(?:of|and|&)\s+(?:use|service|conditions))?|cookies?|cookie\s+(?:policy|settings|preferences)|legal|imprint|impressum|disclaimer|log\s?in|log\s?out|sign\s?in|sign\s?up|sign\s?out|register|my\s+account|create\s+(?:an\s+)?account|accessibility|do\s+not\s+sell|copyright|advertis(?:e|ing)|subscribe|newsletter|rss|sitemap)\b/i;
/** Labels of links that are boilerplate wherever they appear. */
const ANY_LABEL =
  /^(?:share(?:\s+(?:on|to|via|this)\b.*)?|tweet(?:\s+this)?|pin\s+it|email\s+this|print(?:\s+this)?|skip\s+to\s+(?:main\s+)?(?:content|navigation|search)|back\s+to\s+top|scroll\s+to\s+top|follow\s+us.*)$/i;
/** Hosts of social networks: profile links from a site's chrome. */
const SOCIAL_HOST =
  /(?:^|\.)(?:facebook\.com|twitter\.com|x\.com|instagram\.com|linkedin\.com|youtube\.com|tiktok\.com|pinterest\.com|threads\.net|mastodon\.social|bsky\.app|t\.me|wa\.me|whatsapp\.com|snapchat\.com|tumblr\.com|vk\.com|weibo\.com)$/;
/** Share intents: links that post the current page somewhere. */
const SHARE_URL =
  /(?:twitter\.com\/(?:intent|share)|x\.com\/intent|facebook\.com\/sharer|linkedin\.com\/(?:share|shareArticle)|reddit\.com\/submit|pinterest\.com\/pin\/create|api\.whatsapp\.com\/send|wa\.me\/\?|t\.me\/share|news\.ycombinator\.com\/submitlink|getpocket\.com\/save|mailto:)/i;
/** URL paths of account and legal pages. */
const CHROME_PATH =
  /\/(?:privacy(?:-policy)?|terms(?:-of-(?:use|service))?|tos|cookies?(?:-policy)?|legal|imprint|impressum|disclaimer|login|logout|signin|sign-in|signup|sign-up|register|account|my-account|wp-login\.php)(?:[/.?#]|$)/i;

/**
 * Footer, legal, login and social links: kept as options but pushed down. Legal and account links
 * only count outside the main content (an article may discuss a privacy policy); share intents,
 * skip links and anything inside a cookie or share block count everywhere.
 */
export function isBoilerplateLink(
  label: string,
  url: string,
  group: OptionGroup,
  inBoilerplateBlock: boolean,
): boolean {
  if (inBoilerplateBlock || ANY_LABEL.test(label.trim()) || SHARE_URL.test(url)) return true;
  if (group === 'content') return false;
  const u = URL.parse(url);
  const host = u?.hostname.toLowerCase() ?? '';
  if (group === 'external' && SOCIAL_HOST.test(host)) return true;
  if (CHROME_LABEL.test(label)) return true;
  return u ? CHROME_PATH.test(u.pathname) : false;
}
