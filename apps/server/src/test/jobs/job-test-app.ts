import { afterEach } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '@/test/app.ts';
import { commerceTestApp } from '@/test/commerce-factories.ts';

/**
 * What a test file of a bulk action run as a job (bulk-jobs, staged-approval-job) starts with, at
 * its top level: the commerce test app and its users' cookies, closed after the file; the job's
 * round hook cleared after each test; and the job's progress route, as the admin by default.
 */
export async function jobTestApp(options: { hooks: { inRound?: unknown }; progressPath: string }): Promise<{
  t: TestApp;
  cookie: Record<string, string>;
  jobState: (jobId: string, who?: string) => Promise<LightMyRequestResponse>;
}> {
  const { t, cookie } = await commerceTestApp();
  afterEach(() => {
    options.hooks.inRound = undefined;
  });
  const jobState = (jobId: string, who = cookie.admin!) =>
    t.app.inject({ method: 'GET', url: `${options.progressPath}/${jobId}`, headers: { cookie: who } });
  return { t, cookie, jobState };
}
