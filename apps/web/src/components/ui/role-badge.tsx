import type { BadgeTone } from '@/components/ui/badge';
import { Badge } from '@/components/ui/badge';

/** Spec §6: role badges have per-role colours. */
const ROLE_TONES: Record<string, BadgeTone> = {
  admin: 'danger',
  manufacturer: 'brand',
  distributor: 'success',
  marketing_firm: 'violet',
  shop_owner: 'warning',
  sales_rep: 'info',
  sales_manager: 'neutral',
};

/** "sales_manager" → "Sales Manager". */
export function roleTitle(role: string): string {
  return role
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function RoleBadge({ role, className }: { role: string; className?: string }) {
  return (
    <Badge tone={ROLE_TONES[role] ?? 'neutral'} className={className}>
      {roleTitle(role)}
    </Badge>
  );
}
