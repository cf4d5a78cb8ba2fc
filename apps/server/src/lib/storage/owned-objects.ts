/**
 * Stored objects are owned by the record that created them, and each owner creates its objects
 * under its own key prefix: a product's images under `products/`, an organization's logo under
 * `logos/{organization id}/`, an import's file under `imports/{import id}/`. A record deletes only
 * keys under its prefix, so an address written by a client (a product's image URL, an imported
 * cell) that names someone else's object is at most shown, never deleted (issue 15 item 11).
 */

const OBJECT_PATH = '/objects/';
/** The storage's own key rule (lib/storage/types.ts assertSafeKey). */
const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/i;

export const OBJECT_PREFIXES = {
  productImages: 'products/',
  organizationLogo: (organizationId: string) => `logos/${organizationId}/`,
} as const;

/** The stored object key behind an address on this site (/objects/…), or null for any other. */
export function objectKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(OBJECT_PATH)) return null;
  const key = url.slice(OBJECT_PATH.length).split(/[?#]/)[0]!;
  return SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//') ? key : null;
}

/** The key behind the address when it lies under the owner's prefix, else null (not its to delete). */
export function ownedObjectKey(url: string | null | undefined, prefix: string): string | null {
  const key = objectKeyOf(url);
  return key?.startsWith(prefix) && key.length > prefix.length ? key : null;
}

/** Whether an address names a stored object at all (a client may not point a record at one). */
export const namesStoredObject = (url: string | null | undefined): boolean =>
  url?.startsWith(OBJECT_PATH) ?? false;
