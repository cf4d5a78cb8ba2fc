#!/usr/bin/env node
// The Playwright journeys in Debian's Chromium: installs it with apt-get when missing, builds the
// web app (and checks that its chunks import each other in no cycle), then runs Playwright (which
// builds and starts the server on a fresh embedded database).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function sh(command, args, options = {}) {
  const child = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (child.status !== 0) process.exit(child.status ?? 1);
}

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser tests…');
  sh('apt-get', ['update', '-qq']);
  sh('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

sh('npm', ['run', 'build', '-w', '@crossover/web']);
sh('node', ['scripts/check-chunk-cycles.mjs']);
rmSync('.e2e-data', { recursive: true, force: true });
sh('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: CHROMIUM },
});
