import type { Organization, createOrganizationSchema } from '@crossover/domain/organizations';
import { ORGANIZATION_MESSAGES, fractionToPercent, percentToFraction } from '@crossover/domain/organizations';
import { ORGANIZATION_TYPES } from '@crossover/domain/roles';
import type { z } from 'zod';
import { FieldConversionError } from '@/lib/use-zod-form';

type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** The dialog's values: the request's fields as typed, the tax rate as a percent (spec §3). */
export interface OrganizationForm {
  name: string;
  type: OrganizationType;
  parentId: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  websiteUrl: string;
  /** Percent 0-100, step 0.01; blank is tax exempt. */
  taxRate: string;
  isActive: boolean;
}

export function toOrganizationForm(org?: Organization): OrganizationForm {
  return {
    name: org?.name ?? '',
    type: (ORGANIZATION_TYPES as readonly string[]).includes(org?.type ?? '')
      ? (org!.type as OrganizationType)
      : 'shop_owner',
    parentId: org?.parentId ?? 'none',
    contactEmail: org?.contactEmail ?? '',
    contactPhone: org?.contactPhone ?? '',
    address: org?.address ?? '',
    websiteUrl: org?.websiteUrl ?? '',
    taxRate: fractionToPercent(org?.taxRate),
    isActive: org?.isActive ?? true,
  };
}

/** Percent → the stored fraction; the rest is the request schema's to check ('none' → no parent …). */
export function fromOrganizationForm(form: OrganizationForm): z.input<typeof createOrganizationSchema> {
  const percent = form.taxRate.trim();
  if (percent !== '' && !/^\d+(\.\d+)?$/.test(percent))
    throw new FieldConversionError('taxRate', ORGANIZATION_MESSAGES.taxRateRange);
  if (percent !== '' && !/^\d+(\.\d{1,2})?$/.test(percent))
    throw new FieldConversionError('taxRate', ORGANIZATION_MESSAGES.taxRateStep);
  let taxRate: string | null;
  try {
    taxRate = percentToFraction(percent);
  } catch {
    throw new FieldConversionError('taxRate', ORGANIZATION_MESSAGES.taxRateRange);
  }
  return { ...form, taxRate };
}
