/**
 * Product Management's heading, outside its lazily loaded screen (app/pages.ts): it paints with the
 * signed-in shell, while the screen's code (table, forms, dialogs) still downloads (decision 0049).
 */
export function ProductManagementHeading() {
  return (
    <div>
      <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Product Management</h2>
      <p className="mt-1 text-sm text-slate-600">
        Create, edit, discontinue and export the catalogue&apos;s products
      </p>
    </div>
  );
}
