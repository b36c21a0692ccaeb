import { generateText, Output, tool } from 'ai';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { scripted } from './behaviours.ts';
import { withFakeProvider } from './fake-provider.ts';
import { openaiWire } from './openai-wire.ts';
import { fakeModel } from './sdk-models.ts';

const schema = z.object({ found: z.boolean(), answer: z.string(), quote: z.string() });

describe('openai wire (Chat Completions)', () => {
  test('Output.object is asked as response_format json_schema, answered as message content', async () => {
    const object = { found: true, answer: '10 psi', quote: 'Oil pressure at idle (hot) 10 psi' };
    await withFakeProvider('openai', scripted([{ object }]), async (baseURL, fake) => {
      const result = await generateText({
        model: fakeModel('openai', baseURL),
        system: 'You read.',
        prompt: 'TASK: READ',
        output: Output.object({ schema }),
      });
      expect(result.output).toEqual(object);
      expect(result.response.id).toBe('chatcmpl-fake0');
      expect(result.response.modelId).toBe('gpt-4o-mini');
      const rec = fake.requests[0];
      expect(rec?.path).toBe('/chat/completions');
      expect(rec?.body).toMatchObject({
        model: 'gpt-4o-mini',
        messages: [
          { role: 'system', content: 'You read.' },
          { role: 'user', content: 'TASK: READ' },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'response', strict: true } },
      });
    });
  });

  test('a forced tool is tool_choice function; the reply is a tool_calls message', async () => {
    await withFakeProvider(
      'openai',
      scripted([{ toolCall: { name: 'answer', args: { found: false, answer: '', quote: '' } } }]),
      async (baseURL, fake) => {
        const result = await generateText({
          model: fakeModel('openai', baseURL),
          prompt: 'TASK: READ',
          tools: { answer: tool({ inputSchema: schema }) },
          toolChoice: { type: 'tool', toolName: 'answer' },
        });
        expect(result.toolCalls[0]).toMatchObject({ toolCallId: 'call_fake0', toolName: 'answer' });
        expect(fake.requests[0]?.body).toMatchObject({
          tools: [{ type: 'function', function: { name: 'answer' } }],
          tool_choice: { type: 'function', function: { name: 'answer' } },
        });
      },
    );
  });

  test('string tool arguments go out as they are, so broken JSON makes an invalid call', async () => {
    await withFakeProvider(
      'openai',
      scripted([{ toolCall: { name: 'answer', args: '{"found": tr' } }]),
      async (baseURL) => {
        const result = await generateText({
          model: fakeModel('openai', baseURL),
          prompt: 'TASK: READ',
          tools: { answer: tool({ inputSchema: schema }) },
          toolChoice: { type: 'tool', toolName: 'answer' },
        });
        expect(result.toolCalls[0]?.invalid).toBe(true);
      },
    );
  });

  test('parse: developer messages count as system, tool_choice none means text, json_object means an object', () => {
    const req = openaiWire.parse('/chat/completions', {
      model: 'o4-mini',
      messages: [
        { role: 'developer', content: 'Be brief.' },
        { role: 'user', content: [{ type: 'text', text: 'first' }] },
        { role: 'assistant', content: 'ok' },
        { role: 'user', content: [{ type: 'text', text: 'second' }] },
      ],
      tools: [{ type: 'function', function: { name: 'decide', parameters: {} } }],
      tool_choice: 'none',
      response_format: { type: 'json_object' },
    });
    expect(req).toMatchObject({
      model: 'o4-mini',
      system: 'Be brief.',
      prompt: 'second',
      conversation: 'Be brief.\n\nfirst\n\nsecond',
      wants: 'object',
      tools: ['decide'],
    });
  });

  test('parse: streaming and unknown endpoints are refused', () => {
    expect(() => openaiWire.parse('/chat/completions', { stream: true, messages: [] })).toThrow(/streaming/);
    expect(() => openaiWire.parse('/responses', {})).toThrow(/no endpoint/);
  });

  test('an unknown endpoint answers 404 in the OpenAI error shape', async () => {
    await withFakeProvider('openai', scripted([]), async (baseURL, fake) => {
      const response = await fetch(`${baseURL}/responses`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        error: { type: 'invalid_request_error', code: 'unknown_url' },
      });
      expect(fake.requests[0]?.request).toBeNull();
    });
  });
});
