import { Suspense, createElement } from 'react';
import { lazyScreen } from '@/app/lazy-screen';
import { Route, Routes } from 'react-router';
import { NoAccessPage } from '@/app/no-access-page';
import { AuthenticatedLayout } from '@/app/pages';
import type { ProtectedRoute } from '@/app/routes';
import { PROTECTED_ROUTES } from '@/app/routes';
import { LoadingScreen, PageLoading, SessionErrorScreen } from '@/app/status-screens';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { SignedOutRedirect } from '@/features/auth/components/signed-out-redirect';
import { LandingPage } from '@/features/landing/pages/landing-page';
import { NotFoundContent, NotFoundPage } from '@/features/not-found/pages/not-found-page';
import { useCan } from '@/lib/use-can';

// Loaded when first needed: a signed-out visitor on the landing page does not download the
// sign-in forms (nor the signed-in shell: app/pages.ts).
const AdminLoginPage = lazyScreen(
  () => import('@/features/auth/pages/admin-login-page'),
  (m) => m.AdminLoginPage,
);
const BusinessLoginPage = lazyScreen(
  () => import('@/features/auth/pages/business-login-page'),
  (m) => m.BusinessLoginPage,
);
const ChangePasswordPage = lazyScreen(
  () => import('@/features/auth/pages/change-password-page'),
  (m) => m.ChangePasswordPage,
);

/**
 * The one page guard: the route's capability (the same the sidebar link needs) for the effective
 * user. A refused page's code is never loaded; an allowed one loads inside the layout.
 */
function GuardedPage({ route }: { route: ProtectedRoute }) {
  const can = useCan();
  if (!can(route.capability)) return <NoAccessPage title={route.title} />;
  return <Suspense fallback={<PageLoading />}>{createElement(route.page)}</Suspense>;
}

/**
 * Spec §2 "Route table". The sign-in screens are always reachable; everything else depends on
 * GET /api/auth/user: loading, signed in (locked to change-password while mustChangePassword),
 * or signed out (landing at /, protected paths go to a sign-in page and back, the rest is 404).
 * An admin emulating a user who must change the password is not locked: the admin cannot change
 * it for them, and the emulation banner says the change is due.
 */
export function AppRoutes() {
  const { user, status, refetch } = useCurrentUser();
  const lockedToPasswordChange = user !== null && user.mustChangePassword && !user.isEmulating;

  // While a lazily loaded screen (sign-in pages, the layout) loads: the same plain 'Loading'.
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/business-login" element={<BusinessLoginPage />} />
        <Route path="/admin-login" element={<AdminLoginPage />} />
        <Route path="/change-password" element={<ChangePasswordPage />} />

        {status === 'loading' ? <Route path="*" element={<LoadingScreen />} /> : null}

        {status === 'error' ? (
          <Route path="*" element={<SessionErrorScreen onRetry={() => void refetch()} />} />
        ) : null}

        {lockedToPasswordChange ? <Route path="*" element={<ChangePasswordPage />} /> : null}

        {user && !lockedToPasswordChange ? (
          <Route element={<AuthenticatedLayout />}>
            {PROTECTED_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={<GuardedPage route={route} />} />
            ))}
            <Route path="*" element={<NotFoundContent />} />
          </Route>
        ) : null}

        {status === 'signed-out' ? <Route path="/" element={<LandingPage />} /> : null}
        {status === 'signed-out'
          ? PROTECTED_ROUTES.filter((route) => route.path !== '/').map((route) => (
              <Route key={route.path} path={route.path} element={<SignedOutRedirect />} />
            ))
          : null}
        {status === 'signed-out' ? <Route path="*" element={<NotFoundPage />} /> : null}
      </Routes>
    </Suspense>
  );
}
