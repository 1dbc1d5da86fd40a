import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../triage/red-flags';

// Chinese "想X想死了" is wanting or missing X "to death" (found by the east group's round 2, apart
// from the evaluation sets); a thought of dying stays a crisis, also beside the figure.
describe('Chinese 想X想死了', () => {
  it.each(['我想喝咖啡想死了，但又怕喝了头疼。', '想你想死了，你什么时候回来？'])('is a figure of speech in "%s"', (message) => {
    expect(detectRedFlags(message, 1)).toEqual([]);
  });

  it.each(['我想过想死了，头也很痛', '我真的想死了', '我想一了百了想死了'])('keeps the crisis in "%s"', (message) => {
    expect(detectRedFlags(message, 1)).toContain('self-harm');
  });
});
