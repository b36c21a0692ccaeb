import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_SITE_DIR, type ExampleQuestion, loadExampleQuestions } from '../demo/example-site.ts';
import { type StaticServer, serveFolder } from '../demo/static-server.ts';
import { REPLY_TOKENS } from './budget.ts';
import type { ServeContext } from './context.ts';
import { openServeContext } from './serve-options.ts';
import { connectInMemory } from './test-support/in-memory.ts';
import {
  call,
  callTargetsIn,
  followGold,
  linksIn,
  locationIn,
  type ToolReply,
} from './test-support/replies.ts';

/** A reply names a concrete place to go: a real call to copy, with a target that is not a placeholder. */
function concreteTargets(reply: ToolReply): string[] {
  return callTargetsIn(reply.text).filter((t) => t !== 'https://…' && !t.includes('example.com'));
}

describe('a forgetful small model (the seed failure, replayed)', () => {
  let site: StaticServer;
  let ctx: ServeContext;
  let questions: ExampleQuestion[];
  beforeAll(async () => {
    site = await serveFolder(EXAMPLE_SITE_DIR);
    ctx = openServeContext({ archive: ':memory:', allowHosts: ['127.0.0.1'] });
    questions = await loadExampleQuestions();
  });
  afterAll(async () => {
    await ctx.close();
    await site.close();
  });

  it('is steered on with concrete targets through repeats, invented tools and invented paths', async () => {
    const { client, close } = await connectInMemory(ctx);
    const replies: ToolReply[] = [];
    const say = async (name: string, args: Record<string, unknown>): Promise<ToolReply> => {
      const reply = await call(client, name, args);
      replies.push(reply);
      return reply;
    };
    try {
      // It reaches a section…
      await say('navigate', { target: site.url, hint: 'oil pressure at idle, 2004 Accord 2.4L' });
      await say('navigate', { target: '/honda/index.html' });
      const section = await say('navigate', { target: '/honda/2004/accord-l4-2.4l/index.html' });
      expect(locationIn(section.text)).toBe(`${site.url}honda/2004/accord-l4-2.4l/index.html`);

      // …forgets it, and falls back to the start URL 20 times.
      const jumps: ToolReply[] = [];
      for (let i = 0; i < 20; i++) jumps.push(await say('navigate', { target: site.url }));
      expect(jumps[0]?.isError).toBe(false);
      expect(jumps[0]?.text).toContain('(You were on this page before in this session.)');
      const homeLinks = new Set(linksIn(jumps[0]?.text ?? '').map((l) => l.target));
      for (const [i, refusal] of jumps.slice(1).entries()) {
        expect(refusal.isError).toBe(true);
        expect(refusal.text).toMatch(/ALREADY on/);
        // Two or three real links of the page it is on, ranked by its hint.
        const named = [...linksIn(refusal.text).map((l) => l.target), ...callTargetsIn(refusal.text)];
        expect(new Set(named.filter((t) => homeLinks.has(t))).size).toBeGreaterThanOrEqual(2);
        if (i >= 1) expect(refusal.text).toContain('How to use the tools:');
        if (i >= 2) expect(refusal.text).toContain('Copy one of these calls exactly:');
      }
      expect(jumps[1]?.text).toMatch(/^You are ALREADY on this page:/);
      expect(jumps[19]?.text).toMatch(/^Refused again \(19 times in a row\)/);

      // It calls tools that do not exist.
      for (const name of ['browse', 'open_url', 'click']) {
        const reply = await say(name, { url: '/honda/' });
        expect(reply.isError).toBe(true);
        expect(reply.text).toContain('This server has 4 tools: navigate, read, search_archive, collect.');
      }

      // It invents paths; the closest real pages it has seen are offered.
      const invented = await say('navigate', { target: '/honda/2004/accord/engine-oil-pressure.html' });
      expect(invented.text).toMatch(/^Not found \(HTTP 404\): .* does not exist\./);
      expect(linksIn(invented.text).map((l) => l.target)).toContain(
        '/honda/2004/accord-l4-2.4l/repair-and-diagnosis/engine-cooling-and-exhaust/engine/engine-lubrication/engine-oil-pressure/specifications.html',
      );
      const typo = await say('navigate', { target: '/honda/2004/accord-l4-2.4l/specification.htm' });
      expect(linksIn(typo.text)[0]?.target).toMatch(/^\/honda\/2004\/accord-l4-2\.4l\/specifications\//);
      for (const target of [
        'oil-pressure.html',
        '/specs',
        'Engine Oil Pressure Specs',
        'javascript:alert(1)',
      ]) {
        await say('navigate', { target });
      }
      await say('navigate', {});
      await say('read', { page: 99 });

      // Every reply named somewhere concrete to go, and stayed inside its limits.
      for (const reply of replies) {
        expect(concreteTargets(reply).length, reply.text).toBeGreaterThan(0);
        expect(reply.tokens).toBeLessThanOrEqual(REPLY_TOKENS);
        expect(reply.ms).toBeLessThan(5000);
      }
      // The server is still up and serving.
      const after = await call(client, 'navigate', { target: '/honda/index.html' });
      expect(after.isError).toBe(false);
      expect(locationIn(after.text)).toBe(`${site.url}honda/index.html`);
    } finally {
      await close();
    }
  });

  it('brings a well-behaved client to the gold page of every example question within 5 calls', async () => {
    for (const q of questions) {
      const { client, close } = await connectInMemory(ctx);
      try {
        let target = site.url;
        let progress = 0;
        const opened = new Set<string>();
        let calls = 0;
        let where: string | undefined;
        for (;;) {
          const reply = await call(client, 'navigate', { target, hint: q.question });
          calls++;
          where = locationIn(reply.text);
          if (where === `${site.url}${q.goldPage}` || calls === 5) break;
          opened.add(target);
          const next = followGold(reply.text, q.goldPath, progress, opened);
          if (!next) break;
          ({ target, progress } = next);
        }
        expect(where, `${q.id}: ${q.goldPath.join(' > ')}`).toBe(`${site.url}${q.goldPage}`);
        expect(calls).toBeLessThanOrEqual(5);
      } finally {
        await close();
      }
    }
  });
});
