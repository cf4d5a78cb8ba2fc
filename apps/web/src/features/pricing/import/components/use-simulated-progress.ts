import { useEffect, useState } from 'react';

/** Back-office §2.5: the preview's progress loop advances one step every 50 ms while parsing. */
export const PARSE_STEP_MS = 50;
/** Each step's share; the loop waits at 90 % until the server answers. */
const STEP_PERCENT = 5;
const WAIT_AT = 90;

/**
 * A progress percent for work whose real progress is unknown (the server parsing the file): it
 * climbs while `running`, holds at 90 % until the answer, and is 100 once it stopped.
 */
export function useSimulatedProgress(running: boolean): number {
  const [percent, setPercent] = useState(0);
  const [wasRunning, setWasRunning] = useState(running);
  if (running !== wasRunning) {
    // Adjusting state on a prop change during render (React's documented pattern, no effect).
    setWasRunning(running);
    setPercent(running ? 0 : 100);
  }
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(
      () => setPercent((current) => Math.min(WAIT_AT, current + STEP_PERCENT)),
      PARSE_STEP_MS,
    );
    return () => window.clearInterval(timer);
  }, [running]);
  return percent;
}
