import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/lib/use-can';
import { PmapImportMode } from '../../pmap/pmap-import-mode';
import { DistributorImportMode } from '../components/distributor-import';
import type { ImportType } from '../components/import-type-toggle';
import { ImportTypeToggle } from '../components/import-type-toggle';

/**
 * Spec §2.5 Pricing Import (/pricing-import). Each mode keeps its own state and is unmounted when
 * the type changes: switching clears the file, preview and results and returns to the Upload tab,
 * and Distributor Pricing starts again from today's effective date with no expiration (§4).
 */
export function PricingImportPage() {
  // PMAP campaigns are read by admins and marketing firms only; a distributor imports its prices.
  const offersPmap = useCan()('pricing.read');
  const [chosen, setType] = useState<ImportType>('distributor');
  const type = offersPmap ? chosen : 'distributor';
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Pricing Import</h2>
        <p className="mt-1 text-sm text-slate-600">
          Import distributor price lists and PMAP campaigns from Excel or CSV files
        </p>
      </div>
      {offersPmap ? <ImportTypeToggle value={type} onChange={setType} /> : null}
      <Card>
        <CardContent className="pt-6">
          {type === 'distributor' ? <DistributorImportMode /> : <PmapImportMode />}
        </CardContent>
      </Card>
    </div>
  );
}
