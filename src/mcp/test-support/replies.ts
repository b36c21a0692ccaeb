import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { countTokens } from '../../core/tokens.ts';

/** A tool call's reply as a bot sees it. */
export interface ToolReply {
  text: string;
  isError: boolean;
  tokens: number;
  ms: number;
}

export async function call(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<ToolReply> {
  const started = performance.now();
  const result = await client.callTool({ name, arguments: args });
  const content = Array.isArray(result.content) ? (result.content as { type: string; text?: string }[]) : [];
  if (content.length !== 1 || content[0]?.type !== 'text') throw new Error('expected one text block');
  const text = content[0].text ?? '';
  return {
    text,
    isError: result.isError === true,
    tokens: countTokens(text),
    ms: performance.now() - started,
  };
}

/** The `For <label>: <target>` lines of a reply, in order. */
export function linksIn(text: string): { label: string; target: string }[] {
  return [...text.matchAll(/^For (.+?)(?: \(seen\))?: (\S+)$/gm)].map((m) => ({
    label: m[1] ?? '',
    target: m[2] ?? '',
  }));
}

/** The targets of the `navigate {...}` calls a reply shows. */
export function callTargetsIn(text: string): string[] {
  return [...text.matchAll(/navigate (\{"target":"[^\n]*?"\})/g)].flatMap((m) => {
    try {
      return [String((JSON.parse(m[1] ?? '') as { target: unknown }).target)];
    } catch {
      return [];
    }
  });
}

/** Where a page reply says the bot is. */
export function locationIn(text: string): string | undefined {
  return /^You are on: .* \((\S+)\)$/m.exec(text)?.[1];
}

/**
 * A well-behaved client's choice: among the listed links, the first whose label follows the gold
 * path furthest from where it has got to (a label is a folder path, `A > … > C`).
 */
export function followGold(
  text: string,
  gold: readonly string[],
  progress: number,
  avoid: ReadonlySet<string>,
): { target: string; progress: number } | null {
  const want = gold.map((g) => g.toLowerCase());
  let best: { target: string; progress: number; score: number } | null = null;
  for (const link of linksIn(text)) {
    const parts = link.label.split(' > ').map((p) => p.toLowerCase());
    if (parts[0] !== want[progress] || avoid.has(link.target)) continue;
    let end = progress;
    let score = 0;
    for (const part of parts) {
      const i = want.indexOf(part, end);
      if (i < 0) continue;
      score++;
      end = i + 1;
    }
    if (!best || score > best.score) best = { target: link.target, progress: end, score };
  }
  return best && { target: best.target, progress: best.progress };
}
