import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { EntryStatus } from './format';

const TONES: Record<EntryStatus, BadgeTone> = {
  Active: 'success',
  Inactive: 'neutral',
  Scheduled: 'info',
  Expired: 'warning',
};

export function StatusBadge({ status }: { status: EntryStatus }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
