import { AUTHORIZATION_MESSAGES } from '@crossover/domain/authorizations';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ComboboxField } from '@/components/ui/form/combobox-field';
import { LoadError } from '@/components/ui/load-error';
import { useCan } from '@/lib/use-can';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { useShopOwners } from '../api/get-authorizations';
import { AuthorizationEditor } from '../components/authorization-editor';

/**
 * Back-office §2.10 Shop Owner Authorizations (/shop-owner-authorizations): which suppliers and
 * series a shop owner may buy. Admins decide for every supplier and series; a manufacturer for
 * itself and its own series. The chosen shop owner is kept in the address. Unsaved ticks are
 * not dropped without asking: not by choosing another shop owner, nor by leaving the page.
 */
export function ShopOwnerAuthorizationsPage() {
  const can = useCan();
  const managesAll = can('authorizations.manage', { scope: 'any' });
  const [{ shopOwner: shopOwnerId }, setQuery] = useTableUrlState({ shopOwner: '' });
  const shopOwners = useShopOwners();
  const chosen = shopOwners.data?.find((o) => o.id === shopOwnerId) ?? null;
  const [changes, setChanges] = useState(0);
  /** The shop owner picked while changes were unsaved, until the person answers. */
  const [switchTo, setSwitchTo] = useState<string | null>(null);
  const leaving = useUnsavedChanges(changes > 0);
  const asking = switchTo !== null || leaving.state === 'blocked';

  function choose(id: string) {
    if (id === shopOwnerId) return;
    if (changes > 0) setSwitchTo(id);
    else setQuery({ shopOwner: id });
  }
  function keepEditing() {
    setSwitchTo(null);
    if (leaving.state === 'blocked') leaving.reset();
  }
  function discard() {
    setChanges(0);
    if (switchTo !== null) {
      setQuery({ shopOwner: switchTo });
      setSwitchTo(null);
    } else if (leaving.state === 'blocked') leaving.proceed();
  }

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Shop Owner Authorizations</h2>
        <p className="mt-1 text-sm text-slate-600">
          {managesAll
            ? 'Decide which supplier organizations and series each shop owner may buy'
            : 'Decide which shop owners may buy your series from your organization'}
        </p>
      </div>

      <Card className="p-4">
        {shopOwners.isPending ? (
          <p className="text-sm text-slate-600">Loading shop owners…</p>
        ) : shopOwners.isError ? (
          <LoadError message="Failed to load shop owners." onRetry={() => void shopOwners.refetch()} />
        ) : shopOwners.data.length === 0 ? (
          <p className="text-sm text-slate-600">{AUTHORIZATION_MESSAGES.noShopOwners}</p>
        ) : (
          <div className="max-w-md">
            <ComboboxField
              label="Shop Owner"
              placeholder="Choose a shop owner…"
              value={shopOwnerId}
              onChange={choose}
              options={shopOwners.data.map((o) => ({
                value: o.id,
                label: o.isActive ? o.name : `${o.name} (inactive)`,
              }))}
            />
          </div>
        )}
      </Card>

      {chosen ? (
        <AuthorizationEditor key={chosen.id} shopOwner={chosen} onChangesCounted={setChanges} />
      ) : shopOwners.data && shopOwners.data.length > 0 ? (
        <p className="text-sm text-slate-600">Choose a shop owner to see and change what it may buy.</p>
      ) : null}

      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => (open ? undefined : keepEditing())}
        title="Discard unsaved changes?"
        description={
          <p>
            {`${chosen?.name ?? 'This shop owner'} has ${changes} unsaved ${changes === 1 ? 'change' : 'changes'}. `}
            {switchTo !== null ? 'Choosing another shop owner drops them.' : 'Leaving this page drops them.'}
          </p>
        }
        confirmLabel="Discard Changes"
        onConfirm={discard}
      />
    </div>
  );
}
