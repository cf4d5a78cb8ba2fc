// The web test project's setup file (vitest.config.ts): there are no vitest globals, so Testing
// Library's automatic cleanup and the act() environment are wired here.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '@/components/ui/use-toast';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: npm test runs these files beside
// the other passes on 2 cores, where a 300 ms search debounce, a mocked answer and a render once
// took longer than 1 s (vehicles-page.test.tsx, decision 0055). A passing test still ends as soon
// as what it waits for is on the screen.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
