/** Reading a generated fixture back, to compare a fresh generation with the committed one. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`, as sorted posix paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** The generated output of one folder: the files of its content folder, plus questions.json. */
export async function readOutput(dir: string, content: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const file of await listFiles(path.join(dir, content))) {
    out.set(`${content}/${file}`, await readFile(path.join(dir, content, file), 'utf8'));
  }
  out.set('questions.json', await readFile(path.join(dir, 'questions.json'), 'utf8'));
  return out;
}

/** Files that differ between two outputs, or stand in only one of them. */
export function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  const diffs: string[] = [];
  for (const [file, content] of a) {
    if (!b.has(file)) diffs.push(`only in generated: ${file}`);
    else if (b.get(file) !== content) diffs.push(`differs: ${file}`);
  }
  for (const file of b.keys()) if (!a.has(file)) diffs.push(`only in committed: ${file}`);
  return diffs;
}
