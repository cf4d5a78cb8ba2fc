import { describe, expect, it } from 'vitest';
import { type CapturedStatement, sequentialRounds } from './sql-capture.ts';

const at = (start: number, end: number): CapturedStatement => ({ args: [], start, end });

describe('sequentialRounds', () => {
  it('counts statements sent only after others answered as one more round', () => {
    // session; then page and count side by side; then offers after both.
    expect(sequentialRounds([at(0, 1), at(2, 5), at(2, 3), at(6, 7), at(6, 8)])).toBe(3);
  });

  it('treats a statement sent while another is still running as parallel to it', () => {
    expect(sequentialRounds([at(0, 4), at(1, 2), at(3, 5)])).toBe(2);
    expect(sequentialRounds([])).toBe(0);
  });
});
