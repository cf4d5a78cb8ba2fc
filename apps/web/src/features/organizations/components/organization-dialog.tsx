import type { Organization } from '@crossover/domain/organizations';
import {
  ORGANIZATION_TYPE_LABELS,
  createOrganizationSchema,
  wouldCreateCycle,
} from '@crossover/domain/organizations';
import { ORGANIZATION_TYPES } from '@crossover/domain/roles';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { SelectField } from '@/components/ui/form/select-field';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { toastOperationError } from '@/lib/operation-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateOrganization, useUpdateOrganization } from '../api/save-organization';
import { LogoSection } from './logo-section';
import type { OrganizationForm } from './organization-form';
import { fromOrganizationForm, toOrganizationForm } from './organization-form';

const TYPE_OPTIONS = ORGANIZATION_TYPES.map((type) => ({
  value: type,
  label: ORGANIZATION_TYPE_LABELS[type].replace(/s$/, ''),
}));

/** Create (organization undefined) or edit; admins may change type, parent, tax rate and status. */
export function OrganizationDialog({
  open,
  onOpenChange,
  organization,
  organizations,
  isAdmin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organization?: Organization | undefined;
  organizations: readonly Organization[];
  isAdmin: boolean;
}) {
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  // The request schema itself checks the form; only the tax rate is shown differently (percent).
  const form = useZodForm<OrganizationForm, typeof createOrganizationSchema>({
    schema: createOrganizationSchema,
    values: toOrganizationForm(organization),
    fromForm: fromOrganizationForm,
  });
  const { errors } = form.formState;

  const parentOptions = useMemo(() => {
    const parentOf = new Map(organizations.map((o) => [o.id, o.parentId]));
    const candidates = organizations.filter(
      (o) => !organization || !wouldCreateCycle(organization.id, o.id, parentOf),
    );
    return [
      { value: 'none', label: 'No parent' },
      ...candidates.map((o) => ({ value: o.id, label: o.name })),
    ];
  }, [organizations, organization]);

  const onSubmit = form.handleSubmit((body) => {
    if (organization) {
      update.mutate(
        { id: organization.id, body },
        {
          onSuccess: () => {
            toast({ title: 'Organization updated successfully' });
            onOpenChange(false);
          },
          onError: (error) => {
            applyServerErrors(form, error);
            toastOperationError(error, 'Error', 'Failed to update organization');
          },
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: 'Organization created successfully' });
          form.reset(toOrganizationForm());
          onOpenChange(false);
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toastOperationError(error, 'Error', 'Failed to create organization');
        },
      });
    }
  });

  const pending = create.isPending || update.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle>{organization ? 'Edit Organization' : 'Create Organization'}</DialogTitle>
        <DialogDescription>
          {organization
            ? 'Update the organization’s details.'
            : 'Add an organization to the 4-tier hierarchy.'}
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Organization">
          <FormField label="Name" error={errors.name?.message} {...form.register('name')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Type" options={TYPE_OPTIONS} disabled={!isAdmin} {...form.register('type')} />
            <SelectField
              label="Parent Organization"
              options={parentOptions}
              disabled={!isAdmin}
              {...form.register('parentId')}
            />
            <FormField
              label="Contact Email"
              type="email"
              error={errors.contactEmail?.message}
              {...form.register('contactEmail')}
            />
            <FormField
              label="Contact Phone"
              type="tel"
              error={errors.contactPhone?.message}
              {...form.register('contactPhone')}
            />
          </div>
          <FormField label="Address" error={errors.address?.message} {...form.register('address')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Website"
              type="url"
              placeholder="https://"
              hint="Used for product image search"
              error={errors.websiteUrl?.message}
              {...form.register('websiteUrl')}
            />
            <FormField
              label="Tax Rate (%)"
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.01}
              hint="Leave blank for tax exempt"
              disabled={!isAdmin}
              error={errors.taxRate?.message}
              {...form.register('taxRate')}
            />
          </div>
          <CheckboxField label="Active" disabled={!isAdmin} {...form.register('isActive')} />
          {organization ? <LogoSection organization={organization} /> : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {organization ? 'Save Changes' : 'Create Organization'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
