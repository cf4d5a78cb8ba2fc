import { getEmulatedUserId } from '@/lib/emulation-storage';
import { emulationHeaders } from '@/lib/http';

/*
 * The first screen's data asked for while its code still downloads (decision 0060). The first
 * script starts the GETs the screen at this address will make first (app/first-requests.ts) once
 * the session probe says signed in; apiGet takes an answer once, for exactly the same URL, instead
 * of asking again. Held in this page load's memory only, for 30 s, and dropped at a sign-in
 * (features/auth/api/login.ts; sign-out and single sign-on load a new page): nothing reaches
 * another tab, another load or another user.
 */

/** An answer unclaimed this long is dropped: a later visit to the screen asks afresh. */
export const PREFETCH_MAX_AGE_MS = 30_000;

/** What a screen asks for first (app/first-requests.ts lists them by path). */
export interface FirstRequests {
  /** The GETs the screen makes first, with nothing in the address's query. */
  urls: string[];
  /** The photos in view when the screen paints, from the JSON answer to the first URL. */
  photos?: (answer: unknown) => string[];
}

interface Prefetched {
  /** The OK answer, or null when the request failed (the caller then asks normally). */
  response: Promise<Response | null>;
  /** A copy of the OK answer, for peeking at it without using up the screen's (prefetchedJson). */
  copy: Promise<Response | null>;
  /** Sent with the emulation header of this id: an answer for another user is never taken. */
  emulatedId: string | null;
  startedAt: number;
}

const prefetched = new Map<string, Prefetched>();

/** Starts a GET for each URL, with the session cookie and emulation header apiGet would send. */
export function prefetchGets(urls: readonly string[]): void {
  for (const url of urls) {
    if (prefetched.has(url)) continue;
    const response = fetch(url, { credentials: 'include', headers: emulationHeaders() }).then(
      (res) => (res.ok ? res : null),
      () => null,
    );
    // Copied as it arrives, before apiGet can read the original.
    const copy = response.then((res) => res?.clone() ?? null);
    prefetched.set(url, { response, copy, emulatedId: getEmulatedUserId(), startedAt: Date.now() });
  }
}

/**
 * The prefetched answer for exactly this URL, once (a second call asks the server), or null when
 * there is none, it is too old or was made for another emulated user. Resolves to null when the
 * prefetch failed or was not OK.
 */
export function takePrefetched(url: string): Promise<Response | null> | null {
  const entry = prefetched.get(url);
  if (!entry) return null;
  prefetched.delete(url);
  const fresh = Date.now() - entry.startedAt <= PREFETCH_MAX_AGE_MS;
  return fresh && entry.emulatedId === getEmulatedUserId() ? entry.response : null;
}

/** The JSON of a prefetch's answer, read from its copy; null when there is none or it failed. */
export async function prefetchedJson(url: string): Promise<unknown> {
  const copy = await prefetched.get(url)?.copy;
  return copy ? copy.json().catch(() => null) : null;
}

/**
 * Prefetches the screen's first requests and, once the first answers, asks for the photos it
 * names at high priority, as the screen's <img> would: the browser's preload cache hands them to
 * the screen when it renders.
 */
export function prefetchFirstRequests({ urls, photos }: FirstRequests): void {
  prefetchGets(urls);
  const first = urls[0];
  if (!photos || first === undefined) return;
  void prefetchedJson(first).then((answer) => {
    for (const src of answer === null ? [] : photos(answer)) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = src;
      link.fetchPriority = 'high';
      document.head.append(link);
    }
  });
}

/** Forgets every prefetch not taken yet (a new sign-in; tests). */
export function clearPrefetched(): void {
  prefetched.clear();
}
