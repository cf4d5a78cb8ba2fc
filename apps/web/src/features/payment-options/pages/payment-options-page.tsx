import { PAYMENT_MESSAGES } from '@crossover/domain/payment-options';
import type { PaymentOption } from '@crossover/domain/payment-options';
import { CreditCard, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/form/select-field';
import { usePaymentOptions } from '../api/get-payment-options';
import {
  useDeletePaymentOption,
  useSetDefaultPaymentOption,
  useVerifyPaymentOption,
} from '../api/save-payment-option';
import { PaymentOptionCard } from '../components/payment-option-card';
import { PaymentOptionDialog } from '../components/payment-option-dialog';

export function PaymentOptionsPage() {
  const user = useSignedInUser();
  const isAdmin = user.role === 'admin';
  const organizations = useOrganizations(isAdmin);
  const orgList = organizations.data ?? [];
  const [chosenOrgId, setChosenOrgId] = useState<string | null>(null);
  // Admins act for the chosen organization (default: their own, else the first); members for their own.
  const organizationId = isAdmin
    ? (chosenOrgId ?? user.organizationId ?? orgList[0]?.id ?? undefined)
    : undefined;
  const waitingForOrg = isAdmin && organizations.isPending;
  const options = usePaymentOptions(organizationId, !waitingForOrg);
  const remove = useDeletePaymentOption();
  const setDefault = useSetDefaultPaymentOption();
  const verify = useVerifyPaymentOption();
  const [dialog, setDialog] = useState<{ open: boolean; option: PaymentOption | null }>({
    open: false,
    option: null,
  });
  const [deleting, setDeleting] = useState<PaymentOption | null>(null);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold tracking-tight text-slate-900">Payment Options</h2>
          <p className="text-sm text-slate-600">
            Manage credit card, ACH, and Net Account payment methods for your organization
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {isAdmin && orgList.length > 1 ? (
            <div className="w-full sm:w-64">
              <SelectField
                label="Organization"
                value={organizationId ?? ''}
                onChange={(event) => setChosenOrgId(event.target.value)}
                options={orgList.map((org) => ({ value: org.id, label: org.name }))}
              />
            </div>
          ) : null}
          <Button onClick={() => setDialog({ open: true, option: null })}>
            <Plus aria-hidden="true" />
            Add Payment Method
          </Button>
        </div>
      </div>

      {options.isPending || waitingForOrg ? (
        <p className="text-sm text-slate-600" role="status">
          Loading...
        </p>
      ) : options.isError ? (
        <p className="text-sm text-red-700">
          Payment options could not be loaded.{' '}
          <Button variant="link" size="inline" onClick={() => void options.refetch()}>
            Try again
          </Button>
        </p>
      ) : options.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <CreditCard className="size-10 text-slate-400" aria-hidden="true" />
          <p className="font-medium text-slate-900">{PAYMENT_MESSAGES.emptyTitle}</p>
          <p className="text-sm text-slate-600">{PAYMENT_MESSAGES.emptyHint}</p>
        </div>
      ) : (
        <ul aria-label="Payment options" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {options.data.map((option) => (
            <li key={option.id} className="flex">
              <div className="flex w-full flex-col [&>*]:flex-1">
                <PaymentOptionCard
                  option={option}
                  busy={remove.isPending || setDefault.isPending || verify.isPending}
                  onSetDefault={() =>
                    setDefault.mutate({
                      id: option.id,
                      organizationId: isAdmin ? option.organizationId : undefined,
                    })
                  }
                  onEdit={() => setDialog({ open: true, option })}
                  onDelete={() => setDeleting(option)}
                  onVerify={isAdmin ? () => verify.mutate(option.id) : undefined}
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      <PaymentOptionDialog
        open={dialog.open}
        option={dialog.option}
        organizationId={organizationId}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete payment option"
        description={PAYMENT_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
