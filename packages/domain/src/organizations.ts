import { z } from 'zod';
import { choice, optionalText, requiredText, tooLongMessage } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { ORGANIZATION_TYPES } from './roles.ts';

/** Spec partner-portal §2: the four groups of the Organizations screen, in this order. */
export const ORGANIZATION_TYPE_LABELS: Record<(typeof ORGANIZATION_TYPES)[number], string> = {
  manufacturer: 'Manufacturers',
  distributor: 'Distributors',
  marketing_firm: 'Marketing Firms',
  shop_owner: 'Shop Owners',
};

export const ORGANIZATION_MESSAGES = {
  nameRequired: MESSAGES.organizationNameRequired,
  typeInvalid: 'Choose an organization type',
  taxRateRange: 'Tax rate must be between 0 and 100',
  taxRateStep: 'Tax rate can have at most 2 decimals',
  taxRateFraction: 'Tax rate must be a fraction between 0 and 1 with at most 4 decimals (0.0725 is 7.25 %)',
  emailInvalid: 'Please enter a valid email address',
  websiteInvalid: 'Website must be an http(s) address',
  parentCycle: 'An organization cannot be its own parent or a parent of one of its parents',
  parentMissing: 'The parent organization does not exist',
  logoUrlReadOnly: 'Set a logo through the logo upload; only null (remove the logo) is accepted here',
  notFound: 'Organization not found',
} as const;

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Percent as typed (0–100, step 0.01) → stored fraction string with 4 decimals; blank → null. */
export function percentToFraction(percent: string | number | null | undefined): string | null {
  if (percent === null || percent === undefined) return null;
  const text = String(percent).trim();
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 100)
    throw new RangeError(ORGANIZATION_MESSAGES.taxRateRange);
  const hundredths = Math.round(value * 100);
  return (hundredths / 10_000).toFixed(4);
}

/** Stored fraction ("0.0725") → percent for the form and labels ("7.25"); null → ''. */
export function fractionToPercent(fraction: string | number | null | undefined): string {
  if (fraction === null || fraction === undefined || String(fraction).trim() === '') return '';
  const value = Number(fraction);
  if (!Number.isFinite(value)) return '';
  const hundredths = Math.round(value * 10_000);
  return (hundredths / 100).toFixed(2).replace(/\.?0+$/, '') || '0';
}

const optionalEmail = z
  .string()
  .trim()
  .max(320, ORGANIZATION_MESSAGES.emailInvalid)
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .pipe(z.email(ORGANIZATION_MESSAGES.emailInvalid).nullable());

const optionalWebsite = z
  .string()
  .trim()
  .max(2000, ORGANIZATION_MESSAGES.websiteInvalid)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s/]+/i.test(v), ORGANIZATION_MESSAGES.websiteInvalid);

/** On the wire the tax rate is the stored fraction: "0.0725" (or a number); null or "" = exempt. */
const taxRateFraction = z
  .union([z.string().trim(), z.number()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const text = String(v);
    const value = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(value) || value < 0 || value > 1) {
      ctx.addIssue({ code: 'custom', message: ORGANIZATION_MESSAGES.taxRateFraction });
      return z.NEVER;
    }
    if (Math.abs(Math.round(value * 10_000) - value * 10_000) > 1e-6) {
      ctx.addIssue({ code: 'custom', message: ORGANIZATION_MESSAGES.taxRateFraction });
      return z.NEVER;
    }
    return value.toFixed(4);
  });

const organizationType = choice('organization type', ORGANIZATION_TYPES);
const organizationName = requiredText('Organization name', 200, ORGANIZATION_MESSAGES.nameRequired);

/** Every field's rule, written once; create adds the defaults, update makes all optional. */
const organizationBodySchema = z.object({
  name: organizationName,
  type: organizationType,
  parentId: z
    .string({ error: 'Parent organization must be an organization ID' })
    .trim()
    .max(100, tooLongMessage('Parent organization ID', 100))
    .nullish()
    .transform((v) => (v && v !== 'none' ? v : null)),
  contactEmail: optionalEmail,
  contactPhone: optionalText('Contact phone', 50),
  address: optionalText('Address', 500),
  websiteUrl: optionalWebsite,
  taxRate: taxRateFraction,
  isActive: z.boolean(),
});

/**
 * POST /api/organizations. Unknown keys (id, logoUrl, createdAt …) are dropped, never applied.
 * Defaults per spec §5: shop_owner, active, no parent.
 */
export const createOrganizationSchema = organizationBodySchema.extend({
  type: organizationType.default('shop_owner'),
  isActive: z.boolean().default(true),
});
export type CreateOrganizationRequest = z.infer<typeof createOrganizationSchema>;

/**
 * PATCH /api/organizations/{id}: any subset; `logoUrl: null` removes the logo. Derived from the
 * body without create's defaults: zod 4's `.partial()` keeps a `.default()`, so a PATCH without
 * `type` would otherwise reset the type to shop_owner.
 */
export const updateOrganizationSchema = organizationBodySchema.partial().extend({
  logoUrl: z.null({ error: ORGANIZATION_MESSAGES.logoUrlReadOnly }).optional(),
});
export type UpdateOrganizationRequest = z.infer<typeof updateOrganizationSchema>;

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  parentId: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  /** A same-origin image address (GET …/logo) or null. */
  logoUrl: z.string().nullable(),
  /** The stored fraction, 4 decimals ("0.0725"), or null for tax exempt. */
  taxRate: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** PUT /api/organizations/{id}/logo: the address the browser uploaded the file to. */
export const recordLogoSchema = z.object({
  logoURL: z.string().trim().min(1, 'logoURL is required').max(4000, tooLongMessage('logoURL', 4000)),
});
export const logoUploadUrlSchema = z.object({ uploadURL: z.string() });
export const logoPathSchema = z.object({ logoPath: z.string() });

/**
 * Whether making `parentId` the parent of `id` would close a loop. `parentOf` maps each
 * organization to its current parent.
 */
export function wouldCreateCycle(
  id: string,
  parentId: string | null,
  parentOf: ReadonlyMap<string, string | null>,
): boolean {
  const seen = new Set<string>();
  let current: string | null | undefined = parentId;
  while (current) {
    if (current === id) return true;
    if (seen.has(current)) return true;
    seen.add(current);
    current = parentOf.get(current) ?? null;
  }
  return false;
}
