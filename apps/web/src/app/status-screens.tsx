import { Button } from '@/components/ui/button';

/** Spec §2: while the current user loads, a plain 'Loading' message. */
export function LoadingScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <p role="status" className="text-sm text-slate-700">
        Loading
      </p>
    </main>
  );
}

/** The current user could not be loaded for another reason than being signed out. */
export function SessionErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div role="alert" className="max-w-sm space-y-4 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Something went wrong</h1>
        <p className="text-sm text-slate-700">We could not reach the server to load your session.</p>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </main>
  );
}

/** Inside the layout while a screen's code loads: the sidebar and header stay put. */
export function PageLoading() {
  return (
    <div role="status" aria-label="Loading the page" className="flex justify-center py-16">
      <span className="size-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-500" />
    </div>
  );
}
