import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { useAuthorizationsPage } from '../api/get-dashboard';
import { AuthorizationList } from './authorization-list';

/** Every series authorization of the organization, one page at a time from the server. */
export function AllAuthorizationsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>All Authorizations</DialogTitle>
        {/* Mounted only while open, so closing and reopening starts again at page 1. */}
        {open ? <AuthorizationPages /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AuthorizationPages() {
  const [page, setPage] = useState(1);
  const query = useAuthorizationsPage(page);
  const data = query.data;
  if (!data) {
    return query.isError ? (
      <LoadError message="Authorizations could not be loaded." onRetry={() => void query.refetch()} />
    ) : (
      <DialogDescription>Loading…</DialogDescription>
    );
  }
  const totalPages = Math.max(1, data.totalPages);
  return (
    <div className="space-y-3">
      <DialogDescription>
        {data.total.toLocaleString('en-US')} series authorization{data.total === 1 ? '' : 's'}
      </DialogDescription>
      {/* Focusable, so the list scrolls by keyboard on short screens. */}
      <div
        role="region"
        aria-label="Authorization list"
        tabIndex={0}
        className="max-h-[60vh] overflow-y-auto focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-busy={query.isPlaceholderData}
      >
        <AuthorizationList items={data.items} label={`Authorizations, page ${data.page}`} />
      </div>
      <nav aria-label="Authorization pages" className="flex items-center justify-between gap-3 text-sm">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span className="text-slate-600">
          Page {data.page} of {totalPages}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= totalPages || query.isPlaceholderData}
          onClick={() => setPage(page + 1)}
        >
          Next
        </Button>
      </nav>
    </div>
  );
}
