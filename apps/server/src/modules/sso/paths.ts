/** Where the identity provider sends the browser after ending its session (RP-initiated logout). */
export const POST_LOGOUT_PATH = '/api/oidc/logged-out';
