import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { countTokens } from '../core/tokens.ts';
import { serveFolder } from '../demo/static-server.ts';
import { openServeContext } from './serve-options.ts';
import { createAriadneMcp } from './server.ts';

/** The 130 real pages of the Readability test suite (see ../shared/data/readability/SOURCE.md). */
export const READABILITY_PAGES_DIR = fileURLToPath(
  new URL('../../../shared/data/readability/pages/', import.meta.url),
);

export interface ReplyBench {
  pages: number;
  /** Tokens of the navigate reply. */
  median: number;
  p95: number;
  max: number;
  /** Tokens per page folder, for a closer look. */
  sizes: Record<string, number>;
}

/**
 * Sizes of `navigate` replies over real pages: each page is served on 127.0.0.1 and opened through
 * a real MCP client, the reply counted with the view tokenizer.
 */
export async function benchNavigateReplies(
  options: { dir?: string; hint?: string; signal?: AbortSignal } = {},
): Promise<ReplyBench> {
  const dir = options.dir ?? READABILITY_PAGES_DIR;
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const site = await serveFolder(dir);
  const ctx = openServeContext({ archive: ':memory:', allowHosts: ['127.0.0.1'] });
  const { server } = createAriadneMcp(ctx);
  const client = new Client({ name: 'ariadne-bench', version: '0.1.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const sizes: Record<string, number> = {};
  try {
    await server.connect(serverSide);
    await client.connect(clientSide);
    for (const name of names) {
      options.signal?.throwIfAborted();
      const args = {
        target: `${site.url}${encodeURIComponent(name)}/source.html`,
        ...(options.hint ? { hint: options.hint } : {}),
      };
      const result = await client.callTool({ name: 'navigate', arguments: args }, undefined, {
        ...(options.signal ? { signal: options.signal } : {}),
      });
      sizes[name] = countTokens(textOf(result.content));
    }
  } finally {
    await client.close();
    await server.close();
    await ctx.close();
    await site.close();
  }
  const sorted = Object.values(sizes).sort((a, b) => a - b);
  return {
    pages: sorted.length,
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? 0,
    sizes,
  };
}

function textOf(content: unknown): string {
  if (!Array.isArray(content)) return '';
  return content
    .map((c: { type?: string; text?: string }) => (c.type === 'text' ? (c.text ?? '') : ''))
    .join('\n');
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[rank] ?? 0;
}
