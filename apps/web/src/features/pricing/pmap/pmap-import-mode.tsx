/**
 * Stand-in for the PMAP Campaigns mode of /pricing-import until the pmap branch's component (the
 * same export, from this file) replaces it on merge.
 */
export function PmapImportMode() {
  return (
    <p className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-700">PMAP campaigns</p>
  );
}
