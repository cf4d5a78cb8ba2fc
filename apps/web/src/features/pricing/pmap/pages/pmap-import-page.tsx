import { Card, CardContent } from '@/components/ui/card';
import { PmapImportMode } from '../pmap-import-mode';

/** Spec §2.5 PMAP Import (/pmap-import): the PMAP half of Pricing Import on a screen of its own. */
export function PmapImportPage() {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">PMAP Import</h2>
        <p className="mt-1 text-sm text-slate-600">
          Promotional minimum advertised price campaigns: import a manufacturer's PMAP workbook
        </p>
      </div>
      <Card>
        <CardContent className="p-4 sm:p-6">
          <PmapImportMode />
        </CardContent>
      </Card>
    </div>
  );
}
