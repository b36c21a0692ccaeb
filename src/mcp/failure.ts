import { BlockedAddressError } from '../core/errors/blocked-address-error.ts';
import { FetchError } from '../core/errors/fetch-error.ts';
import { HttpStatusError } from '../core/errors/http-status-error.ts';
import { NotHtmlError } from '../core/errors/not-html-error.ts';
import { RobotsDisallowedError } from '../core/errors/robots-disallowed-error.ts';
import { TooLargeError } from '../core/errors/too-large-error.ts';
import { TooManyRedirectsError } from '../core/errors/too-many-redirects-error.ts';
import { clip, squash } from '../core/text.ts';

/** Why a page could not be opened, as one line a small model can act on. */
export interface Failure {
  line: string;
  /** The address does not exist (404, 410): suggest the closest real links. */
  missing: boolean;
}

/** One line for a failed load of `url`, saying what happened and what to do about it. */
export function describeFailure(error: unknown, url: string): Failure {
  const at = clip(url, 200);
  if (BlockedAddressError.isInstance(error)) {
    const host = URL.parse(error.url)?.hostname.replace(/^\[|\]$/g, '') ?? '';
    const what = host && host !== error.address ? `${host} (${error.address})` : error.address;
    return {
      line: `Refused: ${clip(error.url, 200)} — ${what} is ${error.reason}; this server does not open such addresses. Use a public http(s) address.`,
      missing: false,
    };
  }
  if (RobotsDisallowedError.isInstance(error)) {
    const where = clip(error.url, 200);
    const line = error.rule
      ? `Disallowed by robots.txt: ${where} — the robots.txt of ${error.site} forbids it (rule \`${clip(error.rule, 120)}\`). Try another page.`
      : `Disallowed by robots.txt: ${where} — the robots.txt of ${error.site} could not be read (${error.unreachable}), so the site is off limits for now. Try again later.`;
    return { line, missing: false };
  }
  if (HttpStatusError.isInstance(error)) {
    const s = error.status;
    const where = clip(error.url, 200);
    if (s === 404 || s === 410) {
      return {
        line: `Not found (HTTP ${s}): ${where} does not exist. Use a link you were given.`,
        missing: true,
      };
    }
    if (s === 401 || s === 403) {
      return {
        line: `Access denied (HTTP ${s}) at ${where}: the site does not let this reader in. Try another page.`,
        missing: false,
      };
    }
    if (s === 429) {
      return {
        line: `Too many requests (HTTP 429) at ${where}: the site asks to slow down. Try another page, or this one later.`,
        missing: false,
      };
    }
    if (s >= 500) {
      return {
        line: `The site failed (HTTP ${s}) at ${where}. Try again later, or another page.`,
        missing: false,
      };
    }
    return { line: `Could not open ${where}: ${clip(squash(error.message), 200)}.`, missing: false };
  }
  if (NotHtmlError.isInstance(error)) {
    return {
      line: `Not a web page (${error.contentType || 'unknown type'}): ${clip(error.url, 200)} cannot be read here. Try an HTML page.`,
      missing: false,
    };
  }
  if (TooLargeError.isInstance(error)) {
    return {
      line: `Too large: ${clip(error.url, 200)} is over the limit of ${formatBytes(error.maxBytes)}. Try a smaller page.`,
      missing: false,
    };
  }
  if (TooManyRedirectsError.isInstance(error)) {
    return {
      line: `Too many redirects from ${at} (${error.redirects.length} hops, or a loop). Try another page.`,
      missing: false,
    };
  }
  if (FetchError.isInstance(error)) {
    if (error.reason === 'timeout') {
      return {
        line: `Timed out: ${clip(error.url, 200)} did not answer in time. Try once more, or another page.`,
        missing: false,
      };
    }
    if (error.unreachable) {
      return {
        line: `Could not reach ${clip(error.url, 200)}: ${error.unreachable}. Check the address, or try again later.`,
        missing: false,
      };
    }
    return {
      line: `Could not reach ${clip(error.url, 200)}: ${clip(squash(error.message.replace(/^Could not fetch \S+:?\s*/, '')) || 'network error', 120)}. Check the address.`,
      missing: false,
    };
  }
  const message = error instanceof Error ? squash(error.message) : String(error);
  return { line: `Could not open ${at}: ${clip(message, 200)}.`, missing: false };
}

function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} bytes`;
}
