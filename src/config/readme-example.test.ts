import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './load-config.ts';

describe('the README', () => {
  it('shows a config example that the schema accepts', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const block = /Settings live in[\s\S]*?```json\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBeDefined();
    const config = parseConfig(JSON.parse(block as string));
    expect(config.model).toBe('openai:gpt-4o-mini');
    expect(config.providers.openai?.prices?.outputPerMillion).toBe(0.6);
    expect(config.hints[0]?.prefer).toBe('Specifications');
  });
});
