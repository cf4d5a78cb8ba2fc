import { PRICING_LIST_STATUSES, PRICING_MESSAGES } from '@crossover/domain/pricing/management-fields';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form/select-field';
import { SearchBox } from '@/components/ui/search-box';
import { Tabs } from '@/components/ui/tabs';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { useCan } from '@/lib/use-can';
import { useSearchBox } from '@/lib/use-debounced-value';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { usePricingSummary } from '../api/pricing-management';
import { OrganizationPricingTab } from '../components/organization-pricing-tab';
import { PricingRulesTab } from '../components/pricing-rules-tab';
import { QuotePanel } from '../components/quote-panel';
import { SummaryCards } from '../components/summary-cards';

type Status = (typeof PRICING_LIST_STATUSES)[number];
const TABS = ['organization-pricing', 'pricing-rules'] as const;
type Tab = (typeof TABS)[number];
/** Kept in the address: a reload or a shared link opens the same tab and filters. */
const DEFAULTS = { tab: 'organization-pricing' as Tab, q: '', status: 'all' as Status };

function Heading() {
  return (
    <div>
      <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Pricing Management</h2>
      <p className="mt-1 text-sm text-slate-600">Manage organization pricing and promotional rules</p>
    </div>
  );
}

/**
 * Back-office §2.4 Pricing Management (/pricing-management). Admins manage everything; marketing
 * firms read it (no Add, Edit or Deactivate); a distributor gets a note pointing to Pricing Import.
 */
export function PricingManagementPage() {
  const { user, status } = useCurrentUser();
  const can = useCan();
  if (!user) {
    return status === 'loading' ? null : (
      <p className="py-12 text-center text-slate-700">{PRICING_MESSAGES.loggedOut}</p>
    );
  }
  if (!can('pricing.read'))
    return (
      <div className="space-y-6">
        <Heading />
        <Card className="space-y-2 p-6">
          <p className="text-slate-800">{PRICING_MESSAGES.administratorsOnly}</p>
          {can('pricing.import') ? (
            <Link to="/pricing-import" className="font-medium text-brand-700 underline hover:text-brand-800">
              Go to Pricing Import
            </Link>
          ) : null}
        </Card>
      </div>
    );
  return <PricingManagement canManage={can('pricing.manage')} />;
}

function PricingManagement({ canManage }: { canManage: boolean }) {
  const [query, setQuery] = useTableUrlState(DEFAULTS, {
    allowed: { tab: TABS, status: PRICING_LIST_STATUSES },
  });
  const [searchText, setSearchText] = useSearchBox(query.q, (q) => setQuery({ q }));
  const [adding, setAdding] = useState<Tab | null>(null);
  const summary = usePricingSummary();
  const organizations = useOrganizations();
  // Buyers: every organization that may buy (a manufacturer never does).
  const buyers = useMemo(
    () =>
      (organizations.data ?? [])
        .filter((o) => o.type !== 'manufacturer')
        .map((o) => ({ value: o.id, label: `${o.name} (${o.type.replace('_', ' ')})` })),
    [organizations.data],
  );
  const params = { q: query.q, status: query.status };
  const onAddingChange = (tab: Tab) => (open: boolean) => setAdding(open ? tab : null);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading />
        {canManage ? (
          <Button onClick={() => setAdding(query.tab)}>
            <Plus aria-hidden="true" />
            {query.tab === 'organization-pricing' ? 'Add Pricing' : 'Add Rule'}
          </Button>
        ) : null}
      </div>
      {canManage ? null : (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          Read-only: pricing is kept by administrators.
        </p>
      )}
      <SummaryCards summary={summary.data} />
      <Card className="space-y-4 p-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
          <SearchBox
            label="Search pricing"
            hideLabel
            placeholder={
              query.tab === 'organization-pricing'
                ? 'Search by product, SKU or organization...'
                : 'Search rules...'
            }
            value={searchText}
            onChange={setSearchText}
          />
          <SelectField
            label="Status"
            hideLabel
            value={query.status}
            onChange={(event) => setQuery({ status: event.target.value as Status })}
            options={[
              { value: 'all', label: 'All Statuses' },
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
          />
        </div>
        <Tabs
          label="Pricing"
          active={query.tab}
          onChange={(tab) => setQuery({ tab })}
          tabs={[
            {
              key: 'organization-pricing',
              label: 'Organization Pricing',
              content: (
                <OrganizationPricingTab
                  params={params}
                  canManage={canManage}
                  buyers={buyers}
                  adding={adding === 'organization-pricing'}
                  onAddingChange={onAddingChange('organization-pricing')}
                />
              ),
            },
            {
              key: 'pricing-rules',
              label: 'Pricing Rules',
              content: (
                <PricingRulesTab
                  params={params}
                  canManage={canManage}
                  buyers={buyers}
                  adding={adding === 'pricing-rules'}
                  onAddingChange={onAddingChange('pricing-rules')}
                />
              ),
            },
          ]}
        />
      </Card>
      <QuotePanel buyers={buyers} />
    </div>
  );
}
