/**
 * Under a list the server caps (the first `limit` rows): says so once the cap is reached, so a
 * missing row is looked for with the search rather than taken as gone.
 */
export function ListLimitNote({ shown, limit, noun }: { shown: number; limit: number; noun: string }) {
  if (shown < limit) return null;
  return (
    <p className="text-center text-sm text-slate-600">
      Showing the first {limit} {noun}. Search to find others.
    </p>
  );
}
