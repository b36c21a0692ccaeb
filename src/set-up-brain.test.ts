import { describe, expect, it } from 'vitest';
import { parseConfig } from './config/index.ts';
import { chosenBrain, setUpBrain, setUpModelPart } from './set-up-brain.ts';

const env = {};

describe('which brain a run asks for', () => {
  it('is the heuristic unless a model is named; the command line wins over the config file', () => {
    expect(chosenBrain({ config: parseConfig({}), env })).toEqual({ kind: 'heuristic', model: undefined });
    const configured = parseConfig({ model: 'openai:small-model' });
    expect(chosenBrain({ config: configured, env })).toEqual({ kind: 'llm', model: 'openai:small-model' });
    expect(chosenBrain({ config: configured, env, brain: 'heuristic' })).toMatchObject({ kind: 'heuristic' });
    expect(chosenBrain({ config: configured, env, model: 'anthropic:other' })).toEqual({
      kind: 'llm',
      model: 'anthropic:other',
    });
    expect(chosenBrain({ config: parseConfig({ brain: 'heuristic', model: 'openai:m' }), env }).kind).toBe(
      'heuristic',
    );
  });

  it('sets up no model for the heuristic, and says what is missing when llm has no model', async () => {
    const offline = await setUpBrain({ config: parseConfig({}), env });
    expect(offline.brain.name).toContain('heuristic');
    offline.close();
    expect((await setUpModelPart({ config: parseConfig({}), env }, async () => 1)).part).toBeUndefined();
    await expect(setUpBrain({ config: parseConfig({}), env, brain: 'llm' })).rejects.toThrow(/needs a model/);
  });
});
