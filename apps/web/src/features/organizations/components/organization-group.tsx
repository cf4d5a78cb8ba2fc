import type { Organization } from '@crossover/domain/organizations';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { OrganizationLogo } from './organization-logo';

const contactLink =
  'text-xs text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-400';

/** A dialable tel: address: the digits (and a leading +) before any extension. */
function telHref(phone: string): string {
  const number = phone.split(/e?xt?\.?/i)[0] ?? phone;
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** Email and phone each on a line of its own, in full: an email wraps, a phone number never breaks. */
function ContactLines({ email, phone }: { email: string | null; phone: string | null }) {
  if (!email && !phone) return <p className="text-xs text-slate-600">No contact details</p>;
  return (
    <>
      {email ? (
        <a href={`mailto:${email}`} className={`block [overflow-wrap:anywhere] ${contactLink}`}>
          {email}
        </a>
      ) : null}
      {phone ? (
        <a href={telHref(phone)} className={`block whitespace-nowrap ${contactLink}`}>
          {phone}
        </a>
      ) : null}
    </>
  );
}

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
              <li key={org.id} className="flex items-start gap-3 py-3">
                <OrganizationLogo src={org.logoUrl} name={org.name} />
                <div className="min-w-0 flex-1 space-y-0.5">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    {/* Long names wrap rather than widen the page or hide their end. */}
                    <p className="min-w-0 text-sm font-medium [overflow-wrap:anywhere] text-slate-900">
                      {org.name}
                    </p>
                    <Badge tone={org.isActive ? 'success' : 'neutral'}>
                      {org.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </div>
                  <ContactLines email={org.contactEmail} phone={org.contactPhone} />
                </div>
                <div className="flex shrink-0">
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
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
