/** stdout carries results only; everything else (progress, errors) goes to stderr. */
export function writeResult(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

export function writeProgress(text: string): void {
  process.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
}
