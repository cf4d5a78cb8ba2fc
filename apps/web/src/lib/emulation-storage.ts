import { EMULATION_STORAGE_KEY } from '@crossover/domain/http-headers';

/** The id of the user an admin emulates, kept in localStorage (spec §4 "Emulation"). */
export function getEmulatedUserId(): string | null {
  try {
    const value = window.localStorage.getItem(EMULATION_STORAGE_KEY);
    return value && value.trim() !== '' ? value : null;
  } catch {
    return null;
  }
}

export function setEmulatedUserId(userId: string): void {
  window.localStorage.setItem(EMULATION_STORAGE_KEY, userId);
}

export function clearEmulatedUserId(): void {
  try {
    window.localStorage.removeItem(EMULATION_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode, blocked): there is nothing to clear.
  }
}
