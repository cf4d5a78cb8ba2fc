/** A labelled progress bar (role progressbar, the percent in text beside it). */
export function ProgressBar({
  label,
  percent,
  valueText,
}: {
  label: string;
  percent: number;
  /** What the text beside the bar says instead of the rounded percent ('42.5%'). */
  valueText?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-xs text-slate-600">
        <span>{label}</span>
        <span aria-hidden="true">{valueText ?? `${value}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={valueText}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
