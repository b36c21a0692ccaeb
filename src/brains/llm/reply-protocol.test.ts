import { describe, expect, it } from 'vitest';
import { createReplyProtocol, INVALID_IN_A_ROW } from './reply-protocol.ts';

describe('the reply protocol a model is asked in', () => {
  it('moves json → tool → text after 3 invalid replies in a row each, then gives the model up', () => {
    const p = createReplyProtocol('json');
    expect(INVALID_IN_A_ROW).toBe(3);
    const changes = Array.from({ length: 9 }, () => p.invalid());
    expect(changes).toEqual([
      null,
      null,
      { kind: 'switched', from: 'json', to: 'tool' },
      null,
      null,
      { kind: 'switched', from: 'tool', to: 'text' },
      null,
      null,
      { kind: 'given-up' },
    ]);
    expect(p.mode).toBeNull();
    expect(p.tried).toEqual(['json', 'tool', 'text']);
    // Given up once: later replies (there are none to judge) change nothing.
    expect(p.invalid()).toBeNull();
  });

  it('starts from the configured protocol and never goes back to an earlier one', () => {
    const tool = createReplyProtocol('tool');
    for (let i = 0; i < 3; i++) tool.invalid();
    expect(tool.mode).toBe('text');
    const text = createReplyProtocol('text');
    text.invalid();
    text.invalid();
    expect(text.invalid()).toEqual({ kind: 'given-up' });
    expect(text.tried).toEqual(['text']);
  });

  it('counts only invalid replies in a row: a valid reply starts the count again', () => {
    const p = createReplyProtocol('json');
    for (let i = 0; i < 10; i++) {
      expect(p.invalid()).toBeNull();
      expect(p.invalid()).toBeNull();
      p.valid();
    }
    expect(p.mode).toBe('json');
  });
});
