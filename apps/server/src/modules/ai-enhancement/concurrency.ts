/**
 * At most `limit` of the tasks run at once; the rest wait their turn, first come first served.
 * One limiter per provider and process, so every job in the process shares the bound.
 */
export function createLimiter(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('a limit is a whole number of at least 1');
  let running = 0;
  const waiting: (() => void)[] = [];

  // A finished task hands its slot straight to the next waiter, so no newcomer slips in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
