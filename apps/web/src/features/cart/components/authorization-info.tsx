import type { CartItem } from '@crossover/domain/cart';
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { RoleBadge } from '@/components/ui/role-badge';

/** The Authorization Info card: who is buying and how the prices were set. */
export function AuthorizationInfo({ items }: { items: readonly CartItem[] }) {
  const user = useSignedInUser();
  const blocked = items.filter((item) => !item.orderable);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-emerald-700" aria-hidden="true" />
          Authorization Info
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-slate-700">
        <p className="flex flex-wrap items-center gap-2">
          Ordering as <RoleBadge role={user.role} />
          {user.organizationName ? <span className="font-medium">{user.organizationName}</span> : null}
        </p>
        <p>
          Prices reflect your organization&apos;s authorizations and pricing agreements. Each line is routed
          to an authorized supplier when you place the order.
        </p>
        {blocked.length > 0 ? (
          <p className="text-red-700">
            {blocked.length} item{blocked.length === 1 ? ' is' : 's are'} no longer orderable; remove{' '}
            {blocked.length === 1 ? 'it' : 'them'} before placing the order.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
