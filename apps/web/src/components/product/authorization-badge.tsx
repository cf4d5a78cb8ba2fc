import { ADMIN_ACCESS_LABEL, AUTHORIZATION_LABELS } from '@crossover/domain/catalog';
import type { AuthorizationType } from '@crossover/domain/catalog';
import type { BadgeTone } from '@/components/ui/badge';
import { Badge } from '@/components/ui/badge';

/** Spec §4: Authorized green, Pricing Only yellow, View Only gray; admins 'Admin Access'. */
const TONES: Record<AuthorizationType, BadgeTone> = {
  can_order: 'success',
  pricing_visible: 'warning',
  view_only: 'neutral',
};

export function authorizationLabel(type: string, isAdmin: boolean): string {
  if (isAdmin) return ADMIN_ACCESS_LABEL;
  return AUTHORIZATION_LABELS[type as AuthorizationType] ?? AUTHORIZATION_LABELS.view_only;
}

export function AuthorizationBadge({ type, isAdmin }: { type: string; isAdmin: boolean }) {
  const tone: BadgeTone = isAdmin ? 'brand' : (TONES[type as AuthorizationType] ?? 'neutral');
  return <Badge tone={tone}>{authorizationLabel(type, isAdmin)}</Badge>;
}
