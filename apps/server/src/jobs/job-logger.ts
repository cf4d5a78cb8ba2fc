import type { Logger } from '@/context.ts';

type Method = 'debug' | 'info' | 'warn' | 'error';
const METHODS: readonly Method[] = ['debug', 'info', 'warn', 'error'];

/**
 * The logger with `bindings` on every entry: pino's child logger (the app's logger), or, for a
 * stand-in without one (tests, scripts), each call's object merged with them.
 */
export function bindLogger(logger: Logger, bindings: Record<string, unknown>): Logger {
  const withChild = logger as Logger & { child?: (bindings: Record<string, unknown>) => Logger };
  if (typeof withChild.child === 'function') return withChild.child(bindings);
  const bound = (method: Method) =>
    ((first: unknown, ...rest: unknown[]) => {
      const call = logger[method] as (...args: unknown[]) => void;
      if (first instanceof Error) return call.call(logger, { ...bindings, err: first }, ...rest);
      if (typeof first === 'object' && first !== null)
        return call.call(logger, { ...bindings, ...first }, ...rest);
      return call.call(logger, bindings, first, ...rest);
    }) as Logger[Method];
  return Object.fromEntries(METHODS.map((method) => [method, bound(method)])) as unknown as Logger;
}
