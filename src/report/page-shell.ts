import { createHash } from 'node:crypto';
import { escapeHtml } from './escape-html.ts';
import { REPORT_CSS } from './report-css.ts';

/** The report's one script: a printed report shows every view, folded or not. */
const SCRIPT =
  "addEventListener('beforeprint',()=>{for(const d of document.querySelectorAll('details'))d.open=true});";
const SCRIPT_HASH = createHash('sha256').update(SCRIPT).digest('base64');

/**
 * Nothing is fetched, from anywhere: no images, fonts, frames or connections; only the inline
 * style and the one script above run. Page text in a report is escaped besides: this holds even
 * if a page's words ever slipped through as markup.
 */
const CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src 'sha256-${SCRIPT_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** A self-contained report page around `main` (HTML already escaped where it must be). */
export function reportPage(page: {
  title: string;
  kicker: string;
  heading: string;
  start: string;
  main: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>${REPORT_CSS}</style>
<script>${SCRIPT}</script>
</head>
<body>
<header>
<p class="kicker">${escapeHtml(page.kicker)}</p>
<h1>${escapeHtml(page.heading)}</h1>
<p class="start">${page.start}</p>
</header>
<main>
${page.main}
</main>
</body>
</html>
`;
}

/** The summary bar: label and value pairs, the wide ones on a line of their own. */
export function summaryBar(items: Array<[string, string]>, wide: readonly string[] = ['Stop']): string {
  return `<section id="summary" aria-label="Summary">
<dl class="bar">${items
    .map(
      ([k, v]) =>
        `<div class="${wide.includes(k) ? 'wide' : ''}"><dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd></div>`,
    )
    .join('')}</dl>
</section>`;
}

/** A link to a page of the web; anything else (a file, a library node) is shown as text. */
export function linkTo(where: string): string {
  return /^https?:\/\//i.test(where)
    ? `<a href="${escapeHtml(where)}" rel="noreferrer noopener">${escapeHtml(where)}</a>`
    : `<span class="loc">${escapeHtml(where)}</span>`;
}

export function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
