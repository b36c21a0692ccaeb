import { generateText, Output, tool } from 'ai';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { scripted } from './behaviours.ts';
import { withFakeProvider } from './fake-provider.ts';
import { fakeModel } from './sdk-models.ts';

const schema = z.object({ found: z.boolean(), answer: z.string(), quote: z.string() });
const object = { found: true, answer: '4.8 qt', quote: 'With filter 4.8 qt' };

describe('google wire (Gemini generateContent)', () => {
  test('Output.object is asked with responseMimeType and responseJsonSchema, answered with JSON text', async () => {
    await withFakeProvider('google', scripted([{ object }]), async (baseURL, fake) => {
      const result = await generateText({
        model: fakeModel('google', baseURL, 'gemini-2.5-flash'),
        system: 'You read.',
        prompt: 'TASK: READ',
        output: Output.object({ schema }),
      });
      expect(result.output).toEqual(object);
      expect(result.response.id).toBe('fake0');
      const rec = fake.requests[0];
      expect(rec?.path).toBe('/models/gemini-2.5-flash:generateContent');
      expect(rec?.body).toMatchObject({
        systemInstruction: { parts: [{ text: 'You read.' }] },
        contents: [{ role: 'user', parts: [{ text: 'TASK: READ' }] }],
        generationConfig: { responseMimeType: 'application/json', responseJsonSchema: { type: 'object' } },
      });
      expect(rec?.request).toMatchObject({ model: 'gemini-2.5-flash', wants: 'object' });
    });
  });

  test('a forced tool is mode ANY with allowedFunctionNames; the reply is a functionCall part', async () => {
    await withFakeProvider(
      'google',
      scripted([{ toolCall: { name: 'answer', args: object } }]),
      async (baseURL, fake) => {
        const result = await generateText({
          model: fakeModel('google', baseURL),
          prompt: 'TASK: READ',
          tools: { answer: tool({ inputSchema: schema }) },
          toolChoice: { type: 'tool', toolName: 'answer' },
        });
        expect(result.toolCalls[0]).toMatchObject({ toolName: 'answer', input: object });
        expect(result.finishReason).toBe('tool-calls');
        expect(fake.requests[0]?.body).toMatchObject({
          tools: [{ functionDeclarations: [{ name: 'answer' }] }],
          toolConfig: { functionCallingConfig: { mode: 'ANY', allowedFunctionNames: ['answer'] } },
        });
      },
    );
  });

  test('Output.object next to function tools on Gemini 2.5 goes through a "json" tool', async () => {
    await withFakeProvider('google', scripted([{ object }]), async (baseURL, fake) => {
      const result = await generateText({
        model: fakeModel('google', baseURL, 'gemini-2.5-flash'),
        prompt: 'TASK: READ',
        tools: { lookup: tool({ inputSchema: z.object({ term: z.string() }) }) },
        output: Output.object({ schema }),
      });
      expect(result.output).toEqual(object);
      const rec = fake.requests[0];
      expect(rec?.request).toMatchObject({ wants: 'object', toolName: 'json', tools: ['lookup'] });
      expect(rec).toMatchObject({ structured: true, tools: true });
    });
  });

  test('errors come in the Google error shape', async () => {
    await withFakeProvider('google', scripted([{ status: 500 }]), async (baseURL) => {
      const response = await fetch(`${baseURL}/models/gemini-2.5-flash:generateContent`, {
        method: 'POST',
        body: JSON.stringify({ contents: [] }),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ error: { code: 500, status: 'INTERNAL' } });
    });
  });

  test('streaming is refused with a 400', async () => {
    await withFakeProvider('google', scripted([]), async (baseURL, fake) => {
      const response = await fetch(`${baseURL}/models/gemini-2.5-flash:streamGenerateContent?alt=sse`, {
        method: 'POST',
        body: '{}',
      });
      expect(response.status).toBe(400);
      expect(fake.requests[0]?.path).toBe('/models/gemini-2.5-flash:streamGenerateContent');
    });
  });
});
