import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers';
import { preloadScreens } from '@/app/lazy-screen';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

// Screens are lazily loaded (app/pages.ts): load them all first, so a test renders each at once.
await preloadScreens();

/** Shows the router's current location so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

export function renderWithProviders(ui: ReactNode, path = '/') {
  const queryClient = createQueryClient();
  // A data router, as the app's (app/app.tsx), so screens may block navigation.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, queryClient };
}

/** The whole app (route table, layout, pages) at `path`, on the fetch answers the test set up. */
export function renderApp(path = '/') {
  return renderWithProviders(<AppRoutes />, path);
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
