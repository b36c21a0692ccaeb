import { generateText, Output, tool } from 'ai';
import { describe, test } from 'vitest';
import { z } from 'zod';
import { failingThen, scripted, slowReply } from './behaviours.ts';
import {
  type FakeProvider,
  type RecordedRequest,
  startFakeProvider,
  withFakeProvider,
} from './fake-provider.ts';
import { estimateTokens, type ProviderKind } from './neutral.ts';
import { fakeModel } from './sdk-models.ts';

const KINDS: ProviderKind[] = ['openai', 'anthropic', 'google'];

const decision = z.object({
  action: z.enum(['open', 'back', 'read', 'stop']),
  option: z.number().nullable(),
  reason: z.string(),
});

const SYSTEM = 'You navigate.';
const PROMPT = 'Question: where?\nReply with a move.';

/** Waits for the server to see the client leave (the close event comes a moment after the abort). */
async function until(check: () => boolean, ms = 1000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  return check();
}

function only(fake: FakeProvider): RecordedRequest {
  if (fake.requests.length !== 1) throw new Error(`expected 1 request, got ${fake.requests.length}`);
  return fake.requests[0] as RecordedRequest;
}

// Each test has its own server, so all run concurrently: the retry tests wait out real delays.
describe.concurrent.each(KINDS)('fake %s provider, through the AI SDK', (kind) => {
  // The retry tests wait out real delays: declared first, they start first.
  test.concurrent('429 with Retry-After: the SDK waits that long, retries and succeeds', async ({
    expect,
  }) => {
    await withFakeProvider(
      kind,
      failingThen([{ status: 429, retryAfterSeconds: 1 }], scripted([{ text: 'stop()' }])),
      async (baseURL, fake) => {
        const started = Date.now();
        const result = await generateText({ model: fakeModel(kind, baseURL), prompt: PROMPT });
        const elapsed = Date.now() - started;
        expect(result.text).toBe('stop()');
        expect(fake.requests.map((r) => r.status)).toEqual([429, 200]);
        // Retry-After (1 s), not the SDK's own first backoff (2 s).
        expect(elapsed).toBeGreaterThanOrEqual(950);
        expect(elapsed).toBeLessThan(1900);
      },
    );
  });

  test.concurrent('500 then success: the SDK retries', async ({ expect }) => {
    await withFakeProvider(
      kind,
      failingThen([{ status: 500 }], scripted([{ text: 'read()' }])),
      async (baseURL, fake) => {
        const result = await generateText({ model: fakeModel(kind, baseURL), prompt: PROMPT });
        expect(result.text).toBe('read()');
        expect(fake.requests.map((r) => r.status)).toEqual([500, 200]);
      },
    );
  });

  test.concurrent('500 with Retry-After retries after that delay', async ({ expect }) => {
    await withFakeProvider(
      kind,
      failingThen([{ status: 500, retryAfterSeconds: 0.05 }], scripted([{ text: 'read()' }])),
      async (baseURL, fake) => {
        const started = Date.now();
        await generateText({ model: fakeModel(kind, baseURL), prompt: PROMPT });
        expect(Date.now() - started).toBeLessThan(1000);
        expect(fake.requests).toHaveLength(2);
      },
    );
  });

  test.concurrent('text reply, with the usage given', async ({ expect }) => {
    await withFakeProvider(
      kind,
      scripted([{ text: 'open(3) because it names the engine', usage: { input: 123, output: 9 } }]),
      async (baseURL, fake) => {
        const result = await generateText({
          model: fakeModel(kind, baseURL),
          system: SYSTEM,
          prompt: PROMPT,
        });
        expect(result.text).toBe('open(3) because it names the engine');
        expect(result.finishReason).toBe('stop');
        expect(result.usage.inputTokens).toBe(123);
        expect(result.usage.outputTokens).toBe(9);
        const rec = only(fake);
        expect(rec).toMatchObject({ method: 'POST', status: 200, structured: false, tools: false });
        expect(rec.request).toMatchObject({ wants: 'text', system: SYSTEM, prompt: PROMPT });
        expect(rec.conversation).toBe(`${SYSTEM}\n\n${PROMPT}`);
      },
    );
  });

  test.concurrent('usage defaults to an estimate from the text sizes', async ({ expect }) => {
    await withFakeProvider(kind, scripted([{ text: 'read()' }]), async (baseURL) => {
      const result = await generateText({ model: fakeModel(kind, baseURL), system: SYSTEM, prompt: PROMPT });
      expect(result.usage.inputTokens).toBe(estimateTokens(`${SYSTEM}\n\n${PROMPT}`));
      expect(result.usage.outputTokens).toBe(estimateTokens('read()'));
    });
  });

  test.concurrent('object reply for Output.object', async ({ expect }) => {
    const object = { action: 'open', option: 3, reason: 'names the engine' };
    await withFakeProvider(
      kind,
      scripted([{ object, usage: { input: 50, output: 12 } }]),
      async (baseURL, fake) => {
        const result = await generateText({
          model: fakeModel(kind, baseURL),
          system: SYSTEM,
          prompt: PROMPT,
          output: Output.object({ schema: decision }),
        });
        expect(result.output).toEqual(object);
        expect(result.usage.inputTokens).toBe(50);
        expect(result.usage.outputTokens).toBe(12);
        const rec = only(fake);
        expect(rec.structured).toBe(true);
        expect(rec.tools).toBe(false);
        expect(rec.request?.schema).toMatchObject({
          type: 'object',
          properties: { action: { type: 'string' } },
        });
      },
    );
  });

  test.concurrent('tool-call reply for a forced tool', async ({ expect }) => {
    const args = { action: 'back', option: null, reason: 'dead end' };
    await withFakeProvider(
      kind,
      scripted([{ toolCall: { name: 'decide', args }, usage: { input: 70, output: 20 } }]),
      async (baseURL, fake) => {
        const result = await generateText({
          model: fakeModel(kind, baseURL),
          system: SYSTEM,
          prompt: PROMPT,
          tools: { decide: tool({ description: 'Give your move.', inputSchema: decision }) },
          toolChoice: { type: 'tool', toolName: 'decide' },
        });
        expect(result.finishReason).toBe('tool-calls');
        expect(result.toolCalls).toHaveLength(1);
        expect(result.toolCalls[0]).toMatchObject({ toolName: 'decide', input: args });
        expect(result.toolCalls[0]?.invalid).toBeFalsy();
        expect(result.usage).toMatchObject({ inputTokens: 70, outputTokens: 20 });
        const rec = only(fake);
        expect(rec).toMatchObject({ structured: false, tools: true });
        expect(rec.request).toMatchObject({ wants: 'tool', toolName: 'decide', tools: ['decide'] });
      },
    );
  });

  test.concurrent('an object reply to a tool request becomes a call of that tool', async ({ expect }) => {
    const args = { action: 'read', option: null, reason: 'the table is here' };
    await withFakeProvider(kind, scripted([{ object: args }]), async (baseURL) => {
      const result = await generateText({
        model: fakeModel(kind, baseURL),
        prompt: PROMPT,
        tools: { decide: tool({ inputSchema: decision }) },
        toolChoice: { type: 'tool', toolName: 'decide' },
      });
      expect(result.toolCalls[0]).toMatchObject({ toolName: 'decide', input: args });
    });
  });

  test.concurrent('a slow reply: the abort signal ends the call and the server stops waiting', async ({
    expect,
  }) => {
    const fake = await startFakeProvider(kind, scripted([slowReply(10_000, { text: 'too late' })]));
    try {
      const started = Date.now();
      await expect(
        generateText({
          model: fakeModel(kind, fake.baseURL),
          prompt: PROMPT,
          abortSignal: AbortSignal.timeout(150),
        }),
      ).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await until(() => fake.requests[0]?.aborted === true)).toBe(true);
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]?.status).toBeNull();
    } finally {
      const closing = Date.now();
      await fake.close();
      expect(Date.now() - closing).toBeLessThan(500);
    }
  });

  test.concurrent('close() does not wait for a slow reply still in flight', async ({ expect }) => {
    const fake = await startFakeProvider(kind, scripted([slowReply(10_000, { text: 'too late' })]));
    const call = generateText({ model: fakeModel(kind, fake.baseURL), prompt: PROMPT, maxRetries: 0 });
    const settled = call.then(
      () => 'resolved',
      () => 'rejected',
    );
    await until(() => fake.requests.length === 1);
    const closing = Date.now();
    await fake.close();
    expect(Date.now() - closing).toBeLessThan(500);
    expect(await settled).toBe('rejected');
  });

  test.concurrent('a malformed JSON body makes the call fail, without retries', async ({ expect }) => {
    await withFakeProvider(
      kind,
      scripted([{ raw: '{"id": "x", "choices": [{"mess' }]),
      async (baseURL, fake) => {
        await expect(generateText({ model: fakeModel(kind, baseURL), prompt: PROMPT })).rejects.toThrow();
        expect(fake.requests.map((r) => r.status)).toEqual([200]);
      },
    );
  });

  test.concurrent('a script run out fails that request with a 400, not retried', async ({ expect }) => {
    await withFakeProvider(kind, scripted([]), async (baseURL, fake) => {
      await expect(generateText({ model: fakeModel(kind, baseURL), prompt: PROMPT })).rejects.toThrow(
        /no reply left/,
      );
      expect(fake.requests.map((r) => r.status)).toEqual([400]);
    });
  });
});
