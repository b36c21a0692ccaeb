/**
 * OpenAI Chat Completions (`POST /v1/chat/completions`), as `createOpenAI(...).chat(model)` of
 * @ai-sdk/openai sends it: structured output comes as `response_format: { type: 'json_schema',
 * json_schema: { name, schema, strict } }`, tools as `tools: [{ type: 'function', function }]`
 * with `tool_choice` `{ type: 'function', function: { name } }` when one is forced.
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

function parse(path: string, body: unknown): NeutralRequest {
  if (path !== '/chat/completions') throw new WireError(404, `fake openai: no endpoint POST ${path}`);
  if (!isObject(body)) throw new WireError(400, 'fake openai: the body is not a JSON object');
  if (body.stream === true) throw new WireError(400, 'fake openai: streaming is not supported');
  const messages = asArray(body.messages).filter(isObject);
  const system = joinTexts(
    messages.filter((m) => m.role === 'system' || m.role === 'developer').map((m) => textOf(m.content)),
  );
  const users = messages.filter((m) => m.role === 'user').map((m) => textOf(m.content));

  const tools = asArray(body.tools)
    .filter(isObject)
    .map((t) => (isObject(t.function) ? t.function : {}))
    .filter((f) => typeof f.name === 'string');
  const choice = body.tool_choice;
  const forced = isObject(choice) && isObject(choice.function) ? asString(choice.function.name) : undefined;
  const tool = choice === 'none' ? undefined : (tools.find((f) => f.name === forced) ?? tools[0]);
  const format = isObject(body.response_format) ? body.response_format : undefined;

  let wants: Wants = 'text';
  let toolName: string | undefined;
  let schema: unknown;
  if (tool) {
    wants = 'tool';
    toolName = tool.name as string;
    schema = tool.parameters;
  } else if (format?.type === 'json_schema' || format?.type === 'json_object') {
    wants = 'object';
    schema = isObject(format.json_schema) ? format.json_schema.schema : undefined;
  }
  return neutralRequest({
    kind: 'openai',
    model: asString(body.model) ?? '',
    system,
    users,
    wants,
    toolName,
    schema,
    tools: tools.map((f) => f.name as string),
  });
}

function render(reply: Reply, req: NeutralRequest, usage: TokenUsage, n: number): unknown {
  const out = outgoing(reply, req);
  const message =
    'text' in out
      ? { role: 'assistant', content: out.text, refusal: null, annotations: [] }
      : {
          role: 'assistant',
          content: null,
          refusal: null,
          annotations: [],
          tool_calls: [
            {
              id: `call_fake${n}`,
              type: 'function',
              function: {
                name: out.call.name,
                // The protocol carries arguments as JSON text; a string is sent as it is.
                arguments: typeof out.call.args === 'string' ? out.call.args : JSON.stringify(out.call.args),
              },
            },
          ],
        };
  return {
    id: `chatcmpl-fake${n}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: req.model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: 'text' in out ? 'stop' : 'tool_calls' }],
    usage: {
      prompt_tokens: usage.input,
      completion_tokens: usage.output,
      total_tokens: usage.input + usage.output,
    },
    system_fingerprint: 'fp_fake',
  };
}

const ERRORS: Record<number, { type: string; code: string | null }> = {
  400: { type: 'invalid_request_error', code: null },
  404: { type: 'invalid_request_error', code: 'unknown_url' },
  429: { type: 'requests', code: 'rate_limit_exceeded' },
  500: { type: 'server_error', code: null },
};

function error(status: number, message: string): unknown {
  const { type, code } = ERRORS[status] ?? { type: 'server_error', code: null };
  return { error: { message, type, param: null, code } };
}

export const openaiWire: WireProtocol = { kind: 'openai', basePath: '/v1', parse, render, error };
