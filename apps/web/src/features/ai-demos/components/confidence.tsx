import type { ConfidenceLevel } from '@crossover/domain/ai-enhancement';
import {
  CONFIDENCE_GUIDANCE,
  CONFIDENCE_LEVELS,
  confidenceGuidance,
  confidenceLevel,
} from '@crossover/domain/ai-enhancement';
import { AlertTriangle, CheckCircle2, Eye } from 'lucide-react';
import type { BadgeTone } from '@/components/ui/badge';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const LEVEL_TONES: Record<ConfidenceLevel, BadgeTone> = { High: 'success', Medium: 'info', Low: 'warning' };

/** '97% · High': the score and its level (High 90%+, Medium 75%+, Low 50%+, back-office §2.11). */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const level = confidenceLevel(confidence);
  return (
    <Badge tone={level ? LEVEL_TONES[level] : 'danger'}>
      {confidence}% confidence{level ? ` · ${level}` : ''}
    </Badge>
  );
}

const GUIDANCE_STYLES: Record<string, { icon: typeof Eye; className: string }> = {
  [CONFIDENCE_GUIDANCE.autoApply]: { icon: CheckCircle2, className: 'text-emerald-800' },
  [CONFIDENCE_GUIDANCE.review]: { icon: Eye, className: 'text-amber-900' },
  [CONFIDENCE_GUIDANCE.manual]: { icon: AlertTriangle, className: 'text-red-800' },
};

/** What to do with a result of this confidence: 95%+ auto-apply, 85%+ review, else manual review. */
export function GuidanceText({ confidence }: { confidence: number }) {
  const guidance = confidenceGuidance(confidence);
  const style = GUIDANCE_STYLES[guidance] ?? { icon: AlertTriangle, className: 'text-red-800' };
  const Icon = style.icon;
  return (
    <p className={cn('flex items-center gap-1.5 text-sm font-medium', style.className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {guidance}
    </p>
  );
}

/** The levels and the guidance, spelled out once on each demo. */
export function ConfidenceLegend() {
  return (
    <section aria-labelledby="confidence-legend" className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="confidence-legend" className="text-sm font-semibold text-slate-900">
        Reading the confidence
      </h3>
      <div className="mt-2 grid grid-cols-1 gap-4 text-sm text-slate-700 sm:grid-cols-2">
        <ul aria-label="Confidence levels" className="space-y-1">
          {CONFIDENCE_LEVELS.map((level) => (
            <li key={level.label}>
              <span className="font-medium text-slate-900">{level.label}</span> {level.min}%+
            </li>
          ))}
        </ul>
        <ul aria-label="Guidance" className="space-y-1">
          <li>95%+ {CONFIDENCE_GUIDANCE.autoApply.toLowerCase()}</li>
          <li>85%+ {CONFIDENCE_GUIDANCE.review.toLowerCase()}</li>
          <li>Otherwise {CONFIDENCE_GUIDANCE.manual.toLowerCase()}</li>
        </ul>
      </div>
    </section>
  );
}
