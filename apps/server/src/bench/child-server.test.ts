import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './child-server.ts';

describe('SERVER_NODE_FLAGS', () => {
  it('are the flags the start, worker and dev scripts run the server with, so the benches measure what runs', () => {
    const scripts = (
      JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const name of ['start', 'worker', 'dev']) {
      const words = scripts[name]!.split(/\s+/);
      for (const flag of SERVER_NODE_FLAGS) expect(words, name).toContain(flag);
    }
  });
});
