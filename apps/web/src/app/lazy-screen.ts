import type { ComponentType } from 'react';
import { createElement, lazy } from 'react';

export type Screen = ComponentType & { preload: () => Promise<void> };

const screens: Screen[] = [];

/**
 * A screen whose code loads when it is first rendered (React.lazy; a Suspense boundary above shows
 * the loading state). Once loaded it renders at once, without suspending again; `preload` loads it
 * ahead of time.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  let loaded: ComponentType | null = null;
  const resolve = async () => {
    loaded ??= pick(await load());
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await resolve() }));
  const screen = Object.assign(() => createElement(loaded ?? Lazy), {
    preload: async () => {
      await resolve();
    },
  });
  screens.push(screen);
  return screen;
}

/** Loads every lazy screen declared so far (tests render the whole app at once with it). */
export async function preloadScreens(): Promise<void> {
  await Promise.all(screens.map((screen) => screen.preload()));
}
