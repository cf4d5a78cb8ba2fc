import { describe, expect, it } from 'vitest';
import { type ChaosEvent, type Sample, classify } from './recorder.ts';

const kill: ChaosEvent = { kind: 'kill -9 app', target: 'app-5301', port: 5301, at: 10_000 };
const roll: ChaosEvent = { kind: 'SIGTERM app (roll)', target: 'app-5302', port: 5302, at: 50_000 };
const sample = (over: Partial<Sample>): Sample => ({
  kind: 'order place',
  method: 'POST',
  path: '/api/orders',
  startedAt: 9_900,
  endedAt: 10_100,
  status: 502,
  upstream: '127.0.0.1:5301',
  ...over,
});

describe('the soak puts each failed request down to its cause', () => {
  it('a 502 or no answer in flight on the process killed with -9 is the kill’s', () => {
    expect(classify(sample({}), [kill])).toBe('in flight on a process killed with -9');
    expect(classify(sample({ status: 0, upstream: '' }), [kill])).toBe(
      'in flight on a process killed with -9',
    );
  });

  it('a 502 from the other process, or after the kill, or with no kill at all is unexplained', () => {
    expect(classify(sample({ upstream: '127.0.0.1:5302' }), [kill])).toBe('unexplained 5xx');
    expect(classify(sample({ startedAt: 10_200, endedAt: 10_300 }), [kill])).toBe('unexplained 5xx');
    expect(classify(sample({}), [])).toBe('unexplained 5xx');
    expect(classify(sample({ status: 500 }), [kill])).toBe('unexplained 5xx');
  });

  it('a 503 during a roll is named (a defect the soak fails on), and 4xx by kind', () => {
    expect(classify(sample({ status: 503, startedAt: 50_100, endedAt: 50_200 }), [roll])).toBe(
      'refused during a SIGTERM roll',
    );
    expect(classify(sample({ status: 401, kind: 'catalogue list' }), [])).toBe('signed out (401)');
    expect(classify(sample({ status: 401, kind: 'sign-in' }), [])).toBe('wrong password (401, expected)');
    expect(classify(sample({ status: 201 }), [kill])).toBeNull();
  });
});
