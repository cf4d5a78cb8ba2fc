/** GET /api/organizations, without zod: the first script may prefetch it (decision 0060). */
export const ORGANIZATIONS_QUERY_KEY = ['/api/organizations'] as const;
