import { startFirstLoad } from '@/app/first-load';

// The first script the page runs (decision 0057), built as its own entry and put first in
// index.html by vite.config.ts: it imports no React, so it starts as soon as its few KB arrive.
void startFirstLoad();
