import { generateText, Output, tool } from 'ai';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { scripted } from './behaviours.ts';
import { withFakeProvider } from './fake-provider.ts';
import { fakeModel } from './sdk-models.ts';

const schema = z.object({
  action: z.enum(['open', 'read']),
  option: z.number().nullable(),
  reason: z.string(),
});
const object = { action: 'open', option: 2, reason: 'gold path' };

describe('anthropic wire (Messages)', () => {
  test('a model with native structured output gets output_config.format, answered with JSON text', async () => {
    await withFakeProvider('anthropic', scripted([{ object }]), async (baseURL, fake) => {
      const result = await generateText({
        model: fakeModel('anthropic', baseURL, 'claude-sonnet-4-5'),
        system: 'You navigate.',
        prompt: 'Question: q',
        output: Output.object({ schema }),
      });
      expect(result.output).toEqual(object);
      expect(result.response.id).toBe('msg_fake0');
      const rec = fake.requests[0];
      expect(rec?.path).toBe('/messages');
      expect(rec?.body).toMatchObject({
        model: 'claude-sonnet-4-5',
        system: [{ type: 'text', text: 'You navigate.' }],
        messages: [{ role: 'user', content: [{ type: 'text', text: 'Question: q' }] }],
        output_config: { format: { type: 'json_schema' } },
      });
      expect(rec?.body).not.toHaveProperty('tools');
      expect(rec?.request).toMatchObject({ wants: 'object', tools: [] });
      expect(rec?.request?.toolName).toBeUndefined();
    });
  });

  test('an older model gets a forced "json" tool, answered with a tool_use block', async () => {
    await withFakeProvider('anthropic', scripted([{ object }]), async (baseURL, fake) => {
      const result = await generateText({
        model: fakeModel('anthropic', baseURL, 'claude-sonnet-4-0'),
        prompt: 'Question: q',
        output: Output.object({ schema }),
      });
      expect(result.output).toEqual(object);
      // The SDK turns the json tool's call back into text: no tool call, an ordinary stop.
      expect(result.toolCalls).toHaveLength(0);
      expect(result.finishReason).toBe('stop');
      const rec = fake.requests[0];
      expect(rec?.body).toMatchObject({
        tools: [{ name: 'json', description: 'Respond with a JSON object.' }],
        tool_choice: { type: 'any', disable_parallel_tool_use: true },
      });
      expect(rec).toMatchObject({ structured: true, tools: false });
      expect(rec?.request).toMatchObject({ wants: 'object', toolName: 'json' });
    });
  });

  test("structuredOutputMode 'jsonTool' asks through the json tool on any model", async () => {
    await withFakeProvider('anthropic', scripted([{ object }]), async (baseURL, fake) => {
      const result = await generateText({
        model: fakeModel('anthropic', baseURL, 'claude-sonnet-4-5'),
        prompt: 'Question: q',
        output: Output.object({ schema }),
        providerOptions: { anthropic: { structuredOutputMode: 'jsonTool' } },
      });
      expect(result.output).toEqual(object);
      expect(fake.requests[0]?.request).toMatchObject({ wants: 'object', toolName: 'json' });
    });
  });

  test('a forced tool is tool_choice tool; the reply is tool_use with stop_reason tool_use', async () => {
    await withFakeProvider(
      'anthropic',
      scripted([{ toolCall: { name: 'decide', args: object } }]),
      async (baseURL, fake) => {
        const result = await generateText({
          model: fakeModel('anthropic', baseURL),
          prompt: 'Question: q',
          tools: { decide: tool({ inputSchema: schema }) },
          toolChoice: { type: 'tool', toolName: 'decide' },
        });
        expect(result.toolCalls[0]).toMatchObject({
          toolCallId: 'toolu_fake0',
          toolName: 'decide',
          input: object,
        });
        expect(result.finishReason).toBe('tool-calls');
        expect(fake.requests[0]?.body).toMatchObject({
          tools: [{ name: 'decide', input_schema: { type: 'object' } }],
          tool_choice: { type: 'tool', name: 'decide' },
        });
      },
    );
  });

  test('errors come in the Anthropic error shape', async () => {
    await withFakeProvider(
      'anthropic',
      scripted([{ status: 429, retryAfterSeconds: 0 }]),
      async (baseURL) => {
        const response = await fetch(`${baseURL}/messages`, {
          method: 'POST',
          body: JSON.stringify({ model: 'claude-sonnet-4-5', messages: [] }),
        });
        expect(response.status).toBe(429);
        expect(response.headers.get('retry-after')).toBe('0');
        expect(await response.json()).toMatchObject({ type: 'error', error: { type: 'rate_limit_error' } });
      },
    );
  });
});
