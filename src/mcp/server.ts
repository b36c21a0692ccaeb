import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { collectCall, navigateCall, readCall } from './calls.ts';
import type { ServeContext } from './context.ts';
import type { Reply } from './reply.ts';
import { createSession, type Session, serialize } from './session.ts';
import { findTool, internalErrorReply, TOOLS, unknownToolReply } from './tools.ts';

const VERSION = '0.1.0';

/** Shown by hosts that pass server instructions to the model. */
export const INSTRUCTIONS = `Browse websites to find answers with citations. Start with ${navigateCall('https://example.com/', 'your question')}. Each reply lists links as "For <label>: <path>": pass one of those paths as the next target. ${readCall()} reads the page you are on; navigate {"target":"back"} goes back. To list every thread, article or post of a site that matches a request: ${collectCall('https://forum.example.com/', 'what to collect')}.`;

export interface AriadneMcp {
  server: McpServer;
  session: Session;
  /** The names of the tools registered, in the order listed. */
  tools: readonly string[];
}

/**
 * One MCP server per MCP session (stdio has one; HTTP one per client session), all sharing the
 * context. Its history starts empty with the session.
 */
export function createAriadneMcp(ctx: ServeContext): AriadneMcp {
  const session = createSession();
  const server = new McpServer({ name: 'ariadne', version: VERSION }, { instructions: INSTRUCTIONS });
  const call = (name: string, args: unknown, signal: AbortSignal): Promise<CallToolResult> =>
    serialize(session, async () => {
      const tool = findTool(name);
      const input = typeof args === 'object' && args !== null ? (args as Record<string, unknown>) : {};
      if (!tool) return toResult(unknownToolReply(session, name));
      try {
        return toResult(await tool.run(ctx, session, input, signal));
      } catch (error) {
        // A cancelled call needs no answer; anything else is our fault, and the bot still needs a way on.
        if (signal.aborted) throw error;
        ctx.log(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        return toResult(internalErrorReply(session, error));
      }
    });
  for (const tool of TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        annotations: {
          readOnlyHint: true,
          openWorldHint: tool.name === 'navigate' || tool.name === 'collect',
        },
      },
      (args: unknown, extra: { signal: AbortSignal }) => call(tool.name, args, extra.signal),
    );
  }
  // The SDK answers an unknown tool with "Tool x not found" and a wrong argument with a schema
  // dump; a small model learns nothing from either. This handler replaces its tools/call (the
  // list stays the SDK's): unknown names get the list of tools and a call to make, loose
  // arguments are read leniently by each tool.
  server.server.setRequestHandler(CallToolRequestSchema, (request, extra) =>
    call(request.params.name, request.params.arguments, extra.signal),
  );
  return { server, session, tools: TOOLS.map((t) => t.name) };
}

function toResult(reply: Reply): CallToolResult {
  return { content: [{ type: 'text', text: reply.text }], ...(reply.isError ? { isError: true } : {}) };
}
