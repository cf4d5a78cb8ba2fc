import { PMAP_MESSAGES, type PmapCampaign } from '@crossover/domain/pricing/pmap';
import { Megaphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/components/ui/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { isUnauthorizedError } from '@/lib/auth-errors';
import { useActiveCampaigns, useDeletePmapCampaign } from '../api/pmap-campaigns';
import { campaignDateRange, discountPercent } from './pmap-format';

/**
 * Spec §2.5: running and upcoming PMAP campaigns (name, date range, product count, average
 * discount), each with Delete behind the spec's confirmation for those who manage pricing.
 */
export function ActiveCampaigns({ canManage }: { canManage: boolean }) {
  const campaigns = useActiveCampaigns();
  const remove = useDeletePmapCampaign();
  const [deleting, setDeleting] = useState<PmapCampaign | null>(null);

  function confirmDelete(campaign: PmapCampaign) {
    remove.mutate(campaign.name, {
      onSuccess: (answer) =>
        toast({
          title: PMAP_MESSAGES.deletedTitle,
          description: PMAP_MESSAGES.deleted(answer.deletedRules, answer.campaignName),
        }),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({
          title: PMAP_MESSAGES.deleteFailedTitle,
          description: apiErrorMessage(error, PMAP_MESSAGES.deleteFailed),
          variant: 'destructive',
        });
      },
      onSettled: () => setDeleting(null),
    });
  }

  const list = campaigns.data ?? [];
  return (
    <section aria-labelledby="pmap-active-heading" className="space-y-3">
      <h3 id="pmap-active-heading" className="text-base font-semibold text-slate-900">
        Active PMAP Campaigns
      </h3>
      {campaigns.isPending ? (
        <p className="text-sm text-slate-600">Loading campaigns…</p>
      ) : campaigns.isError ? (
        <LoadError message="The campaigns could not be loaded." onRetry={() => void campaigns.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {PMAP_MESSAGES.noActive}
        </p>
      ) : (
        <ul
          aria-label="Active PMAP campaigns"
          className="max-h-96 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200"
        >
          {list.map((campaign) => (
            <li key={campaign.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0 space-y-0.5">
                <p className="flex items-center gap-2 font-medium [overflow-wrap:anywhere] text-slate-900">
                  <Megaphone aria-hidden="true" className="size-4 shrink-0 text-red-700" />
                  {campaign.name}
                </p>
                <p className="text-sm text-slate-600">
                  {campaignDateRange(campaign.validFrom, campaign.validTo)}
                </p>
                <p className="text-sm text-slate-700">
                  {campaign.productCount} {campaign.productCount === 1 ? 'product' : 'products'} ·{' '}
                  {discountPercent(campaign.averageDiscount)} average discount
                </p>
              </div>
              {canManage ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Delete ${campaign.name}`}
                  onClick={() => setDeleting(campaign)}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete PMAP Campaign"
        description={deleting ? PMAP_MESSAGES.confirmDelete(deleting.name) : ''}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) confirmDelete(deleting);
        }}
      />
    </section>
  );
}
