/**
 * Terminal control sequences: CSI (colours, cursor moves) and OSC (titles, links), as ECMA-48
 * writes them. Core stays free of Node's modules, so the pattern is ours rather than node:util's.
 */
const ESC = '\\u001b';
const CONTROL_SEQUENCE = new RegExp(
  `${ESC}\\[[0-?]*[ -/]*[@-~]|${ESC}\\][^\\u0007${ESC}]*(?:\\u0007|${ESC}\\\\)|\\u009b[0-?]*[ -/]*[@-~]`,
  'g',
);

/**
 * A message as one plain line: terminal codes (colours) taken out, a trailing call log (the steps
 * a library lists after `Call log:`) left out, white space collapsed.
 */
export function oneLine(message: string): string {
  const plain = message.replace(CONTROL_SEQUENCE, '');
  const log = plain.search(/\s*Call log:/i);
  return (log >= 0 ? plain.slice(0, log) : plain).replace(/\s+/g, ' ').trim();
}
