import { DEFAULT_COUNTRY } from '@crossover/domain/payment-options';
import type { paymentOptionRequestSchema } from '@crossover/domain/payment-options';
import type { PaymentOption, PaymentType } from '@crossover/domain/payment-options';
import type { z } from 'zod';

export interface PaymentOptionFormValues {
  paymentType: PaymentType;
  isDefault: boolean;
  cardNickname: string;
  cardType: string;
  lastFourDigits: string;
  cardholderName: string;
  expirationMonth: string;
  expirationYear: string;
  billingAddressLine1: string;
  billingAddressLine2: string;
  billingCity: string;
  billingState: string;
  billingZipCode: string;
  bankNickname: string;
  accountType: string;
  bankName: string;
  routingNumber: string;
  lastFourAccountDigits: string;
  accountHolderName: string;
  netAccountNickname: string;
  netTerms: string;
  accountNumber: string;
  creditLimit: string;
  contactEmail: string;
  specialInstructions: string;
}

export type TextField = Exclude<keyof PaymentOptionFormValues, 'paymentType' | 'isDefault'>;

/** The form's fields per payment type (spec §3). */
export const FIELDS_BY_TYPE: Record<PaymentType, readonly TextField[]> = {
  credit_card: [
    'cardNickname',
    'cardType',
    'lastFourDigits',
    'cardholderName',
    'expirationMonth',
    'expirationYear',
    'billingAddressLine1',
    'billingAddressLine2',
    'billingCity',
    'billingState',
    'billingZipCode',
  ],
  ach: [
    'bankNickname',
    'accountType',
    'bankName',
    'routingNumber',
    'lastFourAccountDigits',
    'accountHolderName',
  ],
  net_account: [
    'netAccountNickname',
    'netTerms',
    'accountNumber',
    'creditLimit',
    'contactEmail',
    'specialInstructions',
  ],
};

export function emptyFormValues(paymentType: PaymentType = 'credit_card'): PaymentOptionFormValues {
  return {
    paymentType,
    isDefault: false,
    cardNickname: '',
    cardType: '',
    lastFourDigits: '',
    cardholderName: '',
    expirationMonth: '',
    expirationYear: '',
    billingAddressLine1: '',
    billingAddressLine2: '',
    billingCity: '',
    billingState: '',
    billingZipCode: '',
    bankNickname: '',
    accountType: '',
    bankName: '',
    routingNumber: '',
    lastFourAccountDigits: '',
    accountHolderName: '',
    netAccountNickname: '',
    netTerms: '',
    accountNumber: '',
    creditLimit: '',
    contactEmail: '',
    specialInstructions: '',
  };
}

export function formValuesFromOption(option: PaymentOption): PaymentOptionFormValues {
  const values = emptyFormValues(option.paymentType);
  values.isDefault = option.isDefault;
  for (const field of Object.keys(values) as (keyof PaymentOptionFormValues)[]) {
    if (field === 'paymentType' || field === 'isDefault') continue;
    const value = (option as Record<string, unknown>)[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

type RequestInput = z.input<typeof paymentOptionRequestSchema>;

/**
 * The form's `fromForm` for useZodForm: only the chosen type's fields (blank ones dropped by the
 * request schema, which checks them), plus the organization.
 */
export function toRequestBody(
  values: PaymentOptionFormValues,
  organizationId: string | undefined,
): RequestInput {
  const body: Record<string, unknown> = {
    paymentType: values.paymentType,
    isDefault: values.isDefault,
    ...(organizationId ? { organizationId } : {}),
  };
  for (const field of FIELDS_BY_TYPE[values.paymentType]) body[field] = values[field];
  if (values.paymentType === 'credit_card') body.billingCountry = DEFAULT_COUNTRY;
  if (values.paymentType === 'ach') body.bankCountry = DEFAULT_COUNTRY;
  // The schema decides whether the body is valid; this only picks the fields.
  return body as RequestInput;
}
