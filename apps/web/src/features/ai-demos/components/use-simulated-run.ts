import { useCallback, useEffect, useState } from 'react';

interface RunState {
  running: boolean;
  /** How many steps have finished in this run. */
  done: number;
}

const IDLE: RunState = { running: false, done: 0 };

/**
 * A simulated run of `steps` steps, one every `stepMs` (the demos' 2 s single delay and 800 ms bulk
 * steps, back-office §9). Only timers: no request is sent. Leaving the page cancels the timer.
 */
export function useSimulatedRun(steps: number, stepMs: number) {
  const [state, setState] = useState<RunState>(IDLE);

  useEffect(() => {
    if (!state.running) return undefined;
    const timer = window.setTimeout(
      () => setState((s) => ({ running: s.done + 1 < steps, done: Math.min(s.done + 1, steps) })),
      stepMs,
    );
    return () => window.clearTimeout(timer);
  }, [state, steps, stepMs]);

  const start = useCallback(() => setState({ running: steps > 0, done: 0 }), [steps]);
  const reset = useCallback(() => setState(IDLE), []);
  return {
    ...state,
    /** Every step has finished (and the run was started). */
    finished: !state.running && state.done === steps && steps > 0,
    start,
    reset,
  };
}
