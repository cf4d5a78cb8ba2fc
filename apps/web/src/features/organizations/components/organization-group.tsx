import type { Organization } from '@crossover/domain/organizations';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { OrganizationLogo } from './organization-logo';

/** One type's card: title with a count badge and a row per organization. */
export function OrganizationGroup({
  title,
  organizations,
  canDelete,
  onEdit,
  onDelete,
}: {
  title: string;
  organizations: readonly Organization[];
  canDelete: boolean;
  onEdit: (organization: Organization) => void;
  onDelete: (organization: Organization) => void;
}) {
  return (
    <Card aria-label={title} role="region">
      <CardHeader className="flex-row items-center justify-between pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
        <Badge tone="brand" aria-label={`${organizations.length} ${title.toLowerCase()}`}>
          {organizations.length}
        </Badge>
      </CardHeader>
      <CardContent>
        {organizations.length === 0 ? (
          <p className="text-sm text-slate-600">None yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {organizations.map((org) => (
              <li key={org.id} className="flex items-center gap-3 py-3">
                <OrganizationLogo src={org.logoUrl} name={org.name} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{org.name}</p>
                  <p className="truncate text-xs text-slate-600">
                    {[org.contactEmail, org.contactPhone].filter(Boolean).join(' · ') || 'No contact details'}
                  </p>
                </div>
                <Badge tone={org.isActive ? 'success' : 'neutral'}>
                  {org.isActive ? 'Active' : 'Inactive'}
                </Badge>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${org.name}`}
                  onClick={() => onEdit(org)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                {canDelete ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${org.name}`}
                    onClick={() => onDelete(org)}
                  >
                    <Trash2 aria-hidden="true" className="text-red-700" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
