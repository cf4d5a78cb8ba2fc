import { Navigate, useLocation } from 'react-router';
import { lastSignInMethod, returnAddress, withReturnTo } from '@/features/auth/lib/sign-in-return';

/**
 * A signed-out visitor on a protected path (a deep link to /orders, say) goes to the sign-in page
 * of the way this browser last signed in, and comes back to that path afterwards.
 */
export function SignedOutRedirect() {
  const location = useLocation();
  const page = lastSignInMethod() === 'sso' ? '/admin-login' : '/business-login';
  const returnTo = returnAddress(`${location.pathname}${location.search}${location.hash}`);
  return <Navigate to={withReturnTo(page, returnTo)} replace />;
}
