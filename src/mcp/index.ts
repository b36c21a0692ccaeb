export { benchNavigateReplies, type ReplyBench } from './bench-replies.ts';
export { REPLY_TOKENS } from './budget.ts';
export { TOOL_NAMES } from './calls.ts';
export { createServeContext, type ServeContext, type ServeContextOptions } from './context.ts';
export { type HttpOptions, type HttpServer, MCP_PATH, serveHttp } from './http.ts';
export { openServeContext, type ServeOptions } from './serve-options.ts';
export { type AriadneMcp, createAriadneMcp, INSTRUCTIONS } from './server.ts';
export { type StdioOptions, serveStdio } from './stdio.ts';
