import { DEFAULT_COUNTRY, paymentOptionRequestSchema } from '@crossover/domain/payment-options';
import type { PaymentOption, PaymentOptionRequest, PaymentType } from '@crossover/domain/payment-options';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

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

/** Only the chosen type's fields (blank ones dropped by the schema), plus the organization. */
export function toRequestBody(values: PaymentOptionFormValues, organizationId: string | undefined): unknown {
  const body: Record<string, unknown> = {
    paymentType: values.paymentType,
    isDefault: values.isDefault,
    ...(organizationId ? { organizationId } : {}),
  };
  for (const field of FIELDS_BY_TYPE[values.paymentType]) body[field] = values[field];
  if (values.paymentType === 'credit_card') body.billingCountry = DEFAULT_COUNTRY;
  if (values.paymentType === 'ach') body.bankCountry = DEFAULT_COUNTRY;
  return body;
}

/** react-hook-form resolver backed by the contract's request schema. */
export function paymentOptionResolver(
  organizationId: string | undefined,
): Resolver<PaymentOptionFormValues, unknown, PaymentOptionRequest> {
  return (values) => {
    const result = paymentOptionRequestSchema.safeParse(toRequestBody(values, organizationId));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && !(key in errors))
        errors[key] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<PaymentOptionFormValues> };
  };
}
