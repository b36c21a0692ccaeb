/**
 * Anthropic Messages (`POST /v1/messages`), as @ai-sdk/anthropic sends it. Structured output
 * comes one of two ways, by model: natively as `output_config.format: { type: 'json_schema',
 * schema }` (claude-sonnet-4-5, haiku-4-5, opus-4-1 and later), answered with JSON text; or as a
 * tool named `json` with `tool_choice: { type: 'any' }` (older models, or
 * `structuredOutputMode: 'jsonTool'`), answered with a `tool_use` block of that tool.
 */
import {
  asArray,
  asString,
  isObject,
  joinTexts,
  type NeutralRequest,
  neutralRequest,
  outgoing,
  type Reply,
  type TokenUsage,
  textOf,
  type Wants,
  WireError,
  type WireProtocol,
} from './neutral.ts';

/** The tool @ai-sdk/anthropic adds to carry a structured reply when it cannot ask natively. */
const JSON_TOOL = 'json';

function parse(path: string, body: unknown): NeutralRequest {
  if (path !== '/messages') throw new WireError(404, `fake anthropic: no endpoint POST ${path}`);
  if (!isObject(body)) throw new WireError(400, 'fake anthropic: the body is not a JSON object');
  if (body.stream === true) throw new WireError(400, 'fake anthropic: streaming is not supported');
  const system =
    typeof body.system === 'string' ? body.system : joinTexts(asArray(body.system).map((b) => textOf([b])));
  const users = asArray(body.messages)
    .filter(isObject)
    .filter((m) => m.role === 'user')
    .map((m) => textOf(m.content));

  const tools = asArray(body.tools)
    .filter(isObject)
    .filter((t) => typeof t.name === 'string');
  const choice = isObject(body.tool_choice) ? body.tool_choice : {};
  const jsonTool =
    choice.type === 'any' || choice.type === 'tool' ? tools.find((t) => t.name === JSON_TOOL) : undefined;
  const userTools = tools.filter((t) => t !== jsonTool);
  const forced = choice.type === 'tool' ? asString(choice.name) : undefined;
  const tool =
    choice.type === 'none' ? undefined : (userTools.find((t) => t.name === forced) ?? userTools[0]);
  const format =
    isObject(body.output_config) && isObject(body.output_config.format)
      ? body.output_config.format
      : undefined;

  let wants: Wants = 'text';
  let toolName: string | undefined;
  let schema: unknown;
  if (format?.type === 'json_schema') {
    wants = 'object';
    schema = format.schema;
  } else if (jsonTool) {
    wants = 'object';
    toolName = JSON_TOOL;
    schema = jsonTool.input_schema;
  } else if (tool) {
    wants = 'tool';
    toolName = tool.name as string;
    schema = tool.input_schema;
  }
  return neutralRequest({
    kind: 'anthropic',
    model: asString(body.model) ?? '',
    system,
    users,
    wants,
    toolName,
    schema,
    tools: userTools.map((t) => t.name as string),
  });
}

function render(reply: Reply, req: NeutralRequest, usage: TokenUsage, n: number): unknown {
  const out = outgoing(reply, req);
  const content =
    'text' in out
      ? [{ type: 'text', text: out.text }]
      : [{ type: 'tool_use', id: `toolu_fake${n}`, name: out.call.name, input: out.call.args }];
  return {
    id: `msg_fake${n}`,
    type: 'message',
    role: 'assistant',
    model: req.model,
    content,
    stop_reason: 'text' in out ? 'end_turn' : 'tool_use',
    stop_sequence: null,
    usage: {
      input_tokens: usage.input,
      output_tokens: usage.output,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
  };
}

const ERRORS: Record<number, string> = {
  400: 'invalid_request_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
  500: 'api_error',
};

function error(status: number, message: string): unknown {
  return { type: 'error', error: { type: ERRORS[status] ?? 'api_error', message } };
}

export const anthropicWire: WireProtocol = { kind: 'anthropic', basePath: '/v1', parse, render, error };
