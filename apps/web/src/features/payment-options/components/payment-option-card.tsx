import type { PaymentOption } from '@crossover/domain/payment-options';
import { PAYMENT_TYPE_LABELS, paymentOptionLabel } from '@crossover/domain/payment-options';
import { Building2, CreditCard, Landmark, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';

/** What 'Pending Verification' means for the people who see it (issue 7, item 16). */
export const PENDING_VERIFICATION_HELP =
  'An administrator has not checked these details yet. You can already pay with this method; changing its details makes it pending again.';

const ICONS = { credit_card: CreditCard, ach: Landmark, net_account: Building2 } as const;

function details(option: PaymentOption): string[] {
  if (option.paymentType === 'credit_card')
    return [
      `${option.cardholderName ?? ''} · •••• ${option.lastFourDigits ?? ''}`,
      `Expires ${option.expirationMonth ?? '--'}/${option.expirationYear ?? '----'}`,
    ];
  if (option.paymentType === 'ach')
    return [
      `${option.bankName ?? ''} · ${option.accountType ?? ''} •••• ${option.lastFourAccountDigits ?? ''}`,
      `Holder: ${option.accountHolderName ?? '-'}`,
    ];
  return [
    `${option.netTerms ?? ''}${option.accountNumber ? ` · Account ${option.accountNumber}` : ''}`,
    `Credit limit: ${formatMoney(option.creditLimit)}`,
  ];
}

export function PaymentOptionCard({
  option,
  busy,
  onSetDefault,
  onEdit,
  onDelete,
  onVerify,
}: {
  option: PaymentOption;
  busy: boolean;
  onSetDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Only for administrators, who may vouch for an option (absent: no Mark as Verified). */
  onVerify?: (() => void) | undefined;
}) {
  const Icon = ICONS[option.paymentType];
  const label = paymentOptionLabel(option);
  const pendingId = useId();
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        {/* The badges sit under the title, so they never squeeze it. */}
        <div className="min-w-0 flex-1 space-y-2">
          <div>
            <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{label}</h3>
            <p className="text-xs text-slate-600">{PAYMENT_TYPE_LABELS[option.paymentType]}</p>
          </div>
          <div className="flex flex-wrap gap-1">
            {option.isDefault ? <Badge tone="brand">Default</Badge> : null}
            {option.verificationStatus === 'verified' ? (
              <Badge tone="success">Verified</Badge>
            ) : (
              <Badge tone="warning" aria-describedby={pendingId}>
                {option.verificationStatus === 'pending' ? 'Pending Verification' : option.verificationStatus}
              </Badge>
            )}
          </div>
          {option.verificationStatus === 'verified' ? null : (
            <p id={pendingId} className="text-xs text-slate-600">
              {PENDING_VERIFICATION_HELP}
            </p>
          )}
        </div>
      </div>
      <div className="space-y-0.5 text-sm [overflow-wrap:anywhere] text-slate-700">
        {details(option).map((line) => (
          <p key={line}>{line}</p>
        ))}
        {option.vendorOrganizationName ? <p>Vendor: {option.vendorOrganizationName}</p> : null}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        {!option.isDefault ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={onSetDefault}
            aria-label={`Set ${label} as default`}
          >
            Set Default
          </Button>
        ) : null}
        {onVerify && option.verificationStatus !== 'verified' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={onVerify}
            aria-label={`Mark ${label} as verified`}
          >
            <ShieldCheck aria-hidden="true" />
            Mark as Verified
          </Button>
        ) : null}
        <Button size="sm" variant="outline" disabled={busy} onClick={onEdit} aria-label={`Edit ${label}`}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="destructive"
          disabled={busy}
          onClick={onDelete}
          aria-label={`Delete ${label}`}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}
