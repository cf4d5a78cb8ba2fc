import type { ComponentType } from 'react';
import { Suspense, createElement, lazy } from 'react';
import { PageLoading } from '@/app/status-screens';

export type Screen = ComponentType & { preload: () => Promise<void> };

const screens: Screen[] = [];

/**
 * A screen whose code loads when it is first rendered (React.lazy; a Suspense boundary above shows
 * the loading state). Once loaded it renders at once, without suspending again; `preload` loads it
 * ahead of time. A `heading` (a small component in the first load's code) paints at once, above
 * the screen's own loading state: a screen's largest text need not wait for its code.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  heading?: ComponentType,
): Screen {
  let loaded: ComponentType | null = null;
  const resolve = async () => {
    loaded ??= pick(await load());
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await resolve() }));
  const body = () => createElement(loaded ?? Lazy);
  const withHeading = (Heading: ComponentType) => () =>
    // The screens' own vertical rhythm (space-y-6) between the heading and the screen.
    createElement(
      'div',
      { className: 'space-y-6' },
      createElement(Heading),
      createElement(Suspense, { fallback: createElement(PageLoading) }, body()),
    );
  const screen = Object.assign(heading ? withHeading(heading) : body, {
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
