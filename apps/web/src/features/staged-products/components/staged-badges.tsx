import type { AiEnhancementStatus } from '@crossover/domain/ai-enhancement';
import { AlertCircle, CheckCircle2, Clock, Loader2 } from 'lucide-react';
import type { BadgeTone } from '@/components/ui/badge';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** Spec §2.2: New for a SKU the catalogue does not have yet, Update for one it will overwrite. */
export function SkuKindBadge({ isNewSku }: { isNewSku: boolean }) {
  return <Badge tone={isNewSku ? 'success' : 'info'}>{isNewSku ? 'New' : 'Update'}</Badge>;
}

/**
 * What the import noted on the row (issue 15 items 4 and 6): Flagged with its reason when it looks
 * like a heading or a note (approval leaves it out unless approved on its own), and the cells it
 * could not read.
 */
export function ImportNotes({
  importFlag,
  importWarnings,
}: {
  importFlag: string | null;
  importWarnings: string[] | null;
}) {
  if (!importFlag && !importWarnings?.length) return null;
  return (
    <div className="mt-1 space-y-1 text-xs">
      {importFlag ? (
        <p className="flex items-start gap-1 text-red-800">
          <Badge tone="danger">Flagged</Badge>
          <span className="[overflow-wrap:anywhere]">{importFlag}</span>
        </p>
      ) : null}
      {importWarnings?.length ? (
        <p className="flex items-start gap-1 text-amber-900">
          <Badge tone="warning">
            {importWarnings.length} {importWarnings.length === 1 ? 'warning' : 'warnings'}
          </Badge>
          <span className="line-clamp-2 [overflow-wrap:anywhere]">{importWarnings.join('; ')}</span>
        </p>
      ) : null}
    </div>
  );
}

const REVIEW_TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The staged row's review status (pending, approved, rejected). */
export function ReviewStatusBadge({ status }: { status: string }) {
  return <Badge tone={REVIEW_TONES[status] ?? 'neutral'}>{capitalized(status)}</Badge>;
}

const AI_STATUS = {
  pending: { tone: 'neutral', icon: Clock, spin: false },
  processing: { tone: 'info', icon: Loader2, spin: true },
  completed: { tone: 'success', icon: CheckCircle2, spin: false },
  failed: { tone: 'danger', icon: AlertCircle, spin: false },
} as const satisfies Record<AiEnhancementStatus, { tone: BadgeTone; icon: unknown; spin: boolean }>;

/** Spec §2.2 AI card: a status icon and badge (pending, processing, completed, failed). */
export function AiStatusBadge({ status }: { status: AiEnhancementStatus }) {
  const { tone, icon: Icon, spin } = AI_STATUS[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" className={cn('size-3.5', spin && 'animate-spin')} />
      {status}
    </Badge>
  );
}
