import { createElement } from 'react';
import { Route, Routes } from 'react-router';
import { AuthenticatedLayout } from '@/app/layout/authenticated-layout';
import { NoAccessPage } from '@/app/no-access-page';
import type { ProtectedRoute } from '@/app/routes';
import { PROTECTED_ROUTES, canOpen } from '@/app/routes';
import { LoadingScreen, SessionErrorScreen } from '@/app/status-screens';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { AdminLoginPage } from '@/features/auth/pages/admin-login-page';
import { BusinessLoginPage } from '@/features/auth/pages/business-login-page';
import { ChangePasswordPage } from '@/features/auth/pages/change-password-page';
import { SignedOutRedirect } from '@/features/auth/components/signed-out-redirect';
import { LandingPage } from '@/features/landing/pages/landing-page';
import { NotFoundContent, NotFoundPage } from '@/features/not-found/pages/not-found-page';

/** The one page guard: the same capability as the sidebar link, for the effective user's role. */
function GuardedPage({ route }: { route: ProtectedRoute }) {
  const { user } = useCurrentUser();
  if (!canOpen(user?.role, route)) return <NoAccessPage title={route.title} />;
  return createElement(route.page);
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

  return (
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
  );
}
