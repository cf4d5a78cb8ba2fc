/**
 * Header and storage names the web app's first load needs. No zod here: the landing page's code
 * imports this module and must not pull the schemas in (decision 0049). auth.ts and sign-in.ts
 * re-export them.
 */

/** The user an admin emulates, on every request of the web app while emulating. */
export const EMULATION_HEADER = 'x-emulate-user';
/** Where the web app keeps the emulated user's id (localStorage). */
export const EMULATION_STORAGE_KEY = 'emulated-user';

/**
 * Sent by the web app's current-user probe: GET /api/auth/user then answers 200 with null when
 * nobody is signed in, instead of the 401 that browsers log as an error on every signed-out page.
 */
export const SESSION_PROBE_HEADER = 'x-session-probe';
