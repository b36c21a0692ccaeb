import { describe, expect, it } from 'vitest';
import { UsageError } from '../usage-error.ts';
import { jobId, parseJobLines } from './job-line.ts';

describe('parseJobLines', () => {
  it('reads a job of each command, skipping blank lines, with the line numbers of the file', () => {
    const text = [
      '{"command":"ask","start":"https://docs.test/","question":"How long is the warranty?","maxPages":12}',
      '',
      '{"command":"collect","starts":["https://forum.test/a","https://forum.test/b"],"request":"threads about kilns"}',
      '{"command":"build","source":"https://docs.test/","out":"libs/docs","maxPages":300}',
    ].join('\n');
    const jobs = parseJobLines(text, 'jobs.jsonl');
    expect(jobs.map((j) => [j.n, j.job.command])).toEqual([
      [1, 'ask'],
      [3, 'collect'],
      [4, 'build'],
    ]);
    expect(jobs[0]?.job).toMatchObject({ maxPages: 12, question: 'How long is the warranty?' });
  });

  it('gives the same job the same id whatever its spacing and key order, and another job another', () => {
    const [a, b, c] = parseJobLines(
      [
        '{"command":"ask","start":"https://docs.test/","question":"Who signs the form?"}',
        '{ "question": "Who signs the form?", "start": "https://docs.test/", "command": "ask" }',
        '{"command":"ask","start":"https://docs.test/","question":"Who signs the form?","maxPages":5}',
      ].join('\n'),
      'jobs.jsonl',
    );
    expect(a?.id).toBe(b?.id);
    expect(a?.id).not.toBe(c?.id);
    expect(a?.id).toBe(
      jobId({ command: 'ask', question: 'Who signs the form?', start: 'https://docs.test/' }),
    );
  });

  it('names every bad line at once: not JSON, no or unknown command, unknown or out-of-range options', () => {
    const text = [
      '{"command":"ask","start":"https://docs.test/","question":"fine"}',
      'ask https://docs.test/ "not json"',
      '{"start":"https://docs.test/"}',
      '{"command":"crawl","start":"https://docs.test/"}',
      '{"command":"ask","start":"https://docs.test/","question":"q","maxSteps":0}',
      '{"command":"collect","request":"threads"}',
      '{"command":"build","source":"docs","out":"lib","rate":3}',
    ].join('\n');
    let error: unknown;
    try {
      parseJobLines(text, 'jobs.jsonl');
    } catch (e) {
      error = e;
    }
    expect(UsageError.isInstance(error)).toBe(true);
    const message = (error as Error).message;
    expect(message).toMatch(/^jobs\.jsonl: line 2: not JSON; line 3: no "command"/);
    expect(message).toContain('line 4: unknown command "crawl" (one of ask, collect, build)');
    expect(message).toContain('line 5: "maxSteps":');
    expect(message).toContain('line 6: give "start" or "starts"');
    expect(message).toContain('and 1 more');
  });

  it('refuses a file with no job in it', () => {
    expect(() => parseJobLines('\n\n', 'empty.jsonl')).toThrow('empty.jsonl: no jobs in it');
  });
});
