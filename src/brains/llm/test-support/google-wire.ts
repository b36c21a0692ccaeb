/**
 * Gemini generateContent (`POST /v1beta/models/{model}:generateContent`), as @ai-sdk/google sends
 * it: structured output comes as `generationConfig.responseMimeType: 'application/json'` with the
 * schema in `responseJsonSchema` (older clients: `responseSchema`), answered with JSON text in
 * `candidates[0].content.parts[0].text`; tools as `tools: [{ functionDeclarations }]` with
 * `toolConfig.functionCallingConfig` (`mode: 'ANY'`, `allowedFunctionNames` when one is forced),
 * answered with a `functionCall` part.
 */
import {
  asArray,
  asString,
  isObject,
  type Json,
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

const GENERATE = /^\/(.+):generateContent$/;
/** The tool @ai-sdk/google adds to carry a structured reply next to function tools, on some models. */
const JSON_TOOL = /^json(?:_\d+)?$/;

function parse(path: string, body: unknown): NeutralRequest {
  if (path.endsWith(':streamGenerateContent')) {
    throw new WireError(400, 'fake google: streaming is not supported');
  }
  const route = GENERATE.exec(path);
  if (!route) throw new WireError(404, `fake google: no endpoint POST ${path}`);
  if (!isObject(body)) throw new WireError(400, 'fake google: the body is not a JSON object');
  const system = isObject(body.systemInstruction) ? textOf(body.systemInstruction.parts) : '';
  const users = asArray(body.contents)
    .filter(isObject)
    .filter((c) => c.role === 'user' || c.role === undefined)
    .map((c) => textOf(c.parts));

  const declarations: Json[] = asArray(body.tools)
    .filter(isObject)
    .flatMap((t) => asArray(t.functionDeclarations).filter(isObject))
    .filter((d) => typeof d.name === 'string');
  const calling =
    isObject(body.toolConfig) && isObject(body.toolConfig.functionCallingConfig)
      ? body.toolConfig.functionCallingConfig
      : {};
  const allowed = asArray(calling.allowedFunctionNames).filter(
    (name): name is string => typeof name === 'string',
  );
  const last = declarations.at(-1);
  const jsonTool =
    calling.mode === 'ANY' && last && JSON_TOOL.test(last.name as string) && declarations.length > 1
      ? last
      : undefined;
  const userTools = declarations.filter((d) => d !== jsonTool);
  const tool =
    calling.mode === 'NONE'
      ? undefined
      : (userTools.find((d) => allowed.includes(d.name as string)) ?? userTools[0]);
  const config = isObject(body.generationConfig) ? body.generationConfig : {};

  let wants: Wants = 'text';
  let toolName: string | undefined;
  let schema: unknown;
  if (config.responseMimeType === 'application/json') {
    wants = 'object';
    schema = config.responseJsonSchema ?? config.responseSchema;
  } else if (jsonTool && !allowed.some((name) => name !== jsonTool.name)) {
    wants = 'object';
    toolName = jsonTool.name as string;
    schema = jsonTool.parametersJsonSchema ?? jsonTool.parameters;
  } else if (tool) {
    wants = 'tool';
    toolName = tool.name as string;
    schema = tool.parametersJsonSchema ?? tool.parameters;
  }
  return neutralRequest({
    kind: 'google',
    model: (route[1] as string).replace(/^models\//, ''),
    system,
    users,
    wants,
    toolName,
    schema,
    tools: userTools.map((d) => asString(d.name) ?? ''),
  });
}

function render(reply: Reply, req: NeutralRequest, usage: TokenUsage, n: number): unknown {
  const out = outgoing(reply, req);
  const part =
    'text' in out ? { text: out.text } : { functionCall: { name: out.call.name, args: out.call.args } };
  return {
    candidates: [
      {
        content: { parts: [part], role: 'model' },
        // Gemini ends a function call with STOP too; the SDK tells them apart by the parts.
        finishReason: 'STOP',
        index: 0,
      },
    ],
    usageMetadata: {
      promptTokenCount: usage.input,
      candidatesTokenCount: usage.output,
      totalTokenCount: usage.input + usage.output,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: usage.input }],
    },
    modelVersion: req.model,
    responseId: `fake${n}`,
  };
}

const ERRORS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
};

function error(status: number, message: string): unknown {
  return { error: { code: status, message, status: ERRORS[status] ?? 'INTERNAL' } };
}

export const googleWire: WireProtocol = { kind: 'google', basePath: '/v1beta', parse, render, error };
