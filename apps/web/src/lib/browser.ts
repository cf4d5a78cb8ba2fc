/** Full-page navigation, kept in one place so tests can replace it. */
export function redirectTo(url: string): void {
  window.location.href = url;
}

export function reloadPage(): void {
  window.location.reload();
}
