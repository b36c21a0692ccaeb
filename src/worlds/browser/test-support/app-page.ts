import { LOG_SCRIPT } from './log-script.ts';

/** A page of a small app of ours: its title, body and style, with `report(event)` loaded. */
export const appPage = (title: string, body: string, style = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${LOG_SCRIPT}<style>
body { font: 15px sans-serif; } [hidden] { display: none !important; } ${style}</style></head><body>
${body}</body></html>`;
