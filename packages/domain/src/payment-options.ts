import { z } from 'zod';
import { choice, requiredText } from './fields.ts';
import { moneySchema } from './pricing/money.ts';

/**
 * Payment options contract: GET /api/payment-options[?organizationId], POST, PUT /{id},
 * DELETE /{id}, PUT /{id}/set-default. Only the last four digits of a card or account are ever
 * accepted or stored. Members manage their own organization's options; admins any, naming it
 * with organizationId.
 */
export const PAYMENT_TYPES = ['credit_card', 'ach', 'net_account'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  credit_card: 'Credit Card',
  ach: 'ACH',
  net_account: 'Net Account',
};
export const CARD_TYPES = ['visa', 'mastercard', 'american_express', 'discover'] as const;
export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export const NET_TERMS = ['Net 15', 'Net 30', 'Net 45', 'Net 60'] as const;
export const VERIFICATION_STATUSES = ['pending', 'verified'] as const;
export const DEFAULT_COUNTRY = 'US';

/** Spec §9 field lengths. */
export const PAYMENT_FIELD_LIMITS = {
  lastFourDigits: 4,
  expirationMonth: 2,
  expirationYear: 4,
  routingNumber: 9,
  lastFourAccountDigits: 4,
} as const;

export const PAYMENT_MESSAGES = {
  lastFour: 'Enter only the last four digits',
  expirationMonth: 'Expiration month must be from 1 to 12',
  expirationYear: 'Expiration year must be four digits',
  expirationYearPast: 'Expiration year cannot be in the past',
  expired: 'This card has expired',
  routingNumber: 'Routing number must be 9 digits',
  routingChecksum: 'Routing number is not valid (checksum failed)',
  creditLimit: 'Credit limit must be an amount from 0 to 99,999,999.99',
  required: 'This field is required',
  email: 'Please enter a valid email address',
  notFound: 'Payment option not found',
  otherOrganization: 'You can only manage payment options of your own organization',
  organizationRequired: 'Choose an organization for this payment option',
  added: 'Payment option added successfully',
  updated: 'Payment option updated successfully',
  deleted: 'Payment option deleted successfully',
  defaultUpdated: 'Default payment option updated',
  addFailed: 'Failed to add payment option',
  updateFailed: 'Failed to update payment option',
  deleteFailed: 'Failed to delete payment option',
  setDefaultFailed: 'Failed to set default payment option',
  deleteConfirm: 'Are you sure you want to delete this payment option?',
  emptyTitle: 'No payment options',
  emptyHint: 'Add your first payment method to start processing orders.',
} as const;

/** ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number) as number[];
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** Which expiry problem, if any: a card is valid through the end of its expiry month. */
export function expiryProblem(
  month: number,
  year: number,
  now: Date = new Date(),
): 'expirationYear' | 'expirationMonth' | null {
  const currentYear = now.getUTCFullYear();
  if (year < currentYear) return 'expirationYear';
  if (year === currentYear && month < now.getUTCMonth() + 1) return 'expirationMonth';
  return null;
}

/** Blank form inputs mean "not given". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
// Messages name the field from its key (see person-errors.ts): 'Billing city must be at most 100 characters'.
const text = (max = 200) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const required = (label: string, max = 200) => z.preprocess(blankToUndefined, requiredText(label, max));
const lastFour = z.preprocess(
  blankToUndefined,
  z.string({ error: PAYMENT_MESSAGES.lastFour }).regex(/^\d{4}$/, PAYMENT_MESSAGES.lastFour),
);

const common = {
  /** Admins name the organization; members may omit it (their own) or send their own id. */
  organizationId: text(100),
  isDefault: z.boolean().optional(),
  isActive: z.boolean().optional(),
  /** A net account or arrangement with one vendor: usable only for orders routed to that vendor. */
  vendorOrganizationId: text(100),
  vendorPaymentInstructions: text(2000),
  /** Admins only; ignored from other callers. */
  verificationStatus: choice('verification status', VERIFICATION_STATUSES).optional(),
  verificationNotes: text(2000),
};

const creditCardSchema = z
  .object({
    ...common,
    paymentType: z.literal('credit_card'),
    cardNickname: text(),
    cardType: choice('card type', CARD_TYPES),
    lastFourDigits: lastFour,
    cardholderName: required('Cardholder name'),
    expirationMonth: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
      z
        .string({ error: PAYMENT_MESSAGES.expirationMonth })
        .regex(/^(0?[1-9]|1[0-2])$/, PAYMENT_MESSAGES.expirationMonth)
        .transform((v) => v.padStart(2, '0')),
    ),
    expirationYear: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
      z.string({ error: PAYMENT_MESSAGES.expirationYear }).regex(/^\d{4}$/, PAYMENT_MESSAGES.expirationYear),
    ),
    billingAddressLine1: text(),
    billingAddressLine2: text(),
    billingCity: text(100),
    billingState: text(100),
    billingZipCode: text(20),
    billingCountry: text(2),
  })
  .superRefine((v, ctx) => {
    const problem = expiryProblem(Number(v.expirationMonth), Number(v.expirationYear));
    if (problem === 'expirationYear')
      ctx.addIssue({
        code: 'custom',
        path: ['expirationYear'],
        message: PAYMENT_MESSAGES.expirationYearPast,
      });
    if (problem === 'expirationMonth')
      ctx.addIssue({ code: 'custom', path: ['expirationMonth'], message: PAYMENT_MESSAGES.expired });
  });

const achSchema = z.object({
  ...common,
  paymentType: z.literal('ach'),
  bankNickname: text(),
  accountType: choice('account type', ACCOUNT_TYPES),
  bankName: required('Bank name'),
  routingNumber: z.preprocess(
    blankToUndefined,
    z
      .string({ error: PAYMENT_MESSAGES.routingNumber })
      .regex(/^\d{9}$/, PAYMENT_MESSAGES.routingNumber)
      .refine(isValidRoutingNumber, PAYMENT_MESSAGES.routingChecksum),
  ),
  lastFourAccountDigits: lastFour,
  accountHolderName: required('Account holder name'),
  bankAddressLine1: text(),
  bankAddressLine2: text(),
  bankCity: text(100),
  bankState: text(100),
  bankZipCode: text(20),
  bankCountry: text(2),
});

const netAccountSchema = z.object({
  ...common,
  paymentType: z.literal('net_account'),
  netAccountNickname: text(),
  netTerms: z.enum(NET_TERMS, { error: 'Choose the net terms' }),
  accountNumber: text(100),
  /** Parsed as a decimal; blank means no limit. */
  creditLimit: z.preprocess(
    (v) => (typeof v === 'number' ? v.toFixed(2) : blankToUndefined(v)),
    z
      .string({ error: PAYMENT_MESSAGES.creditLimit })
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, PAYMENT_MESSAGES.creditLimit)
      .optional(),
  ),
  contactName: text(),
  contactPhone: text(50),
  contactEmail: z.preprocess(
    blankToUndefined,
    z.email(PAYMENT_MESSAGES.email).max(320, PAYMENT_MESSAGES.email).optional(),
  ),
  specialInstructions: text(2000),
});

/** POST and PUT bodies (PUT replaces the option's fields; paymentType may change). */
export const paymentOptionRequestSchema = z.discriminatedUnion(
  'paymentType',
  [creditCardSchema, achSchema, netAccountSchema],
  { error: 'Choose a payment type' },
);
export type PaymentOptionRequest = z.infer<typeof paymentOptionRequestSchema>;

export const paymentOptionListQuerySchema = z.object({ organizationId: text(100) });
export const paymentOptionParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const setDefaultRequestSchema = z.object({ organizationId: text(100) }).default({});
/** POST /api/payment-options/{id}/verify (admins): marks the option verified; the body (a note) is optional. */
export const verifyPaymentOptionSchema = z.object({ verificationNotes: text(2000) }).nullish();

export const paymentOptionSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  organizationName: z.string().nullable(),
  paymentType: z.enum(PAYMENT_TYPES),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  vendorOrganizationId: z.string().nullable(),
  vendorOrganizationName: z.string().nullable(),
  vendorPaymentInstructions: z.string().nullable(),
  cardNickname: z.string().nullable(),
  cardType: z.string().nullable(),
  lastFourDigits: z.string().nullable(),
  expirationMonth: z.string().nullable(),
  expirationYear: z.string().nullable(),
  cardholderName: z.string().nullable(),
  billingAddressLine1: z.string().nullable(),
  billingAddressLine2: z.string().nullable(),
  billingCity: z.string().nullable(),
  billingState: z.string().nullable(),
  billingZipCode: z.string().nullable(),
  billingCountry: z.string(),
  bankNickname: z.string().nullable(),
  accountType: z.string().nullable(),
  bankName: z.string().nullable(),
  routingNumber: z.string().nullable(),
  lastFourAccountDigits: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  bankAddressLine1: z.string().nullable(),
  bankAddressLine2: z.string().nullable(),
  bankCity: z.string().nullable(),
  bankState: z.string().nullable(),
  bankZipCode: z.string().nullable(),
  bankCountry: z.string(),
  netAccountNickname: z.string().nullable(),
  netTerms: z.string().nullable(),
  creditLimit: moneySchema.nullable(),
  accountNumber: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  verificationStatus: z.string(),
  verificationNotes: z.string().nullable(),
  lastVerifiedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

/** "Visa •••• 1881", "First Harbor Bank •••• 6120", "Midwest Mobile terms (Net 30)". */
export function paymentOptionLabel(o: PaymentOption): string {
  if (o.paymentType === 'credit_card') {
    const brand = o.cardType
      ? o.cardType.replaceAll('_', ' ').replace(/\b\w/g, (c) => c.toUpperCase())
      : 'Card';
    return o.cardNickname || `${brand} •••• ${o.lastFourDigits ?? ''}`.trim();
  }
  if (o.paymentType === 'ach')
    return o.bankNickname || `${o.bankName ?? 'Bank'} •••• ${o.lastFourAccountDigits ?? ''}`.trim();
  return `${o.netAccountNickname || 'Net account'}${o.netTerms ? ` (${o.netTerms})` : ''}`;
}

/** Spec §4: the default option, else the first. */
export function preselectedPaymentOption<T extends { id: string; isDefault: boolean; isActive: boolean }>(
  options: readonly T[],
): T | null {
  const usable = options.filter((o) => o.isActive);
  return usable.find((o) => o.isDefault) ?? usable[0] ?? null;
}
