import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * An organization's ways to pay: credit_card, ach or net_account. Only the last digits of a card
 * or account are ever stored. The database keeps at most one default per organization.
 */
export const paymentOptions = pgTable(
  'payment_options',
  {
    id: idColumn(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    paymentType: text('payment_type').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    vendorOrganizationId: text('vendor_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    vendorPaymentInstructions: text('vendor_payment_instructions'),
    // Credit card
    cardNickname: text('card_nickname'),
    /** visa, mastercard, american_express or discover */
    cardType: text('card_type'),
    lastFourDigits: varchar('last_four_digits', { length: 4 }),
    expirationMonth: varchar('expiration_month', { length: 2 }),
    expirationYear: varchar('expiration_year', { length: 4 }),
    cardholderName: text('cardholder_name'),
    billingAddressLine1: text('billing_address_line1'),
    billingAddressLine2: text('billing_address_line2'),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingZipCode: text('billing_zip_code'),
    billingCountry: text('billing_country').notNull().default('US'),
    // ACH
    bankNickname: text('bank_nickname'),
    /** checking or savings */
    accountType: text('account_type'),
    bankName: text('bank_name'),
    routingNumber: varchar('routing_number', { length: 9 }),
    lastFourAccountDigits: varchar('last_four_account_digits', { length: 4 }),
    accountHolderName: text('account_holder_name'),
    bankAddressLine1: text('bank_address_line1'),
    bankAddressLine2: text('bank_address_line2'),
    bankCity: text('bank_city'),
    bankState: text('bank_state'),
    bankZipCode: text('bank_zip_code'),
    bankCountry: text('bank_country').notNull().default('US'),
    // Net account
    netAccountNickname: text('net_account_nickname'),
    /** Net 15, Net 30, Net 45 or Net 60 */
    netTerms: text('net_terms'),
    creditLimit: money('credit_limit'),
    accountNumber: text('account_number'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    specialInstructions: text('special_instructions'),
    // Processor references
    stripePaymentMethodId: text('stripe_payment_method_id'),
    processorCustomerId: text('processor_customer_id'),
    /** pending or verified */
    verificationStatus: text('verification_status').notNull().default('pending'),
    verificationNotes: text('verification_notes'),
    lastVerifiedAt: timestamp('last_verified_at', { withTimezone: true }),
    /** Required on creation; cleared rather than blocking a user's permanent deletion. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_options_organization_idx').on(t.organizationId),
    uniqueIndex('payment_options_one_default_per_org_uq')
      .on(t.organizationId)
      .where(sql`${t.isDefault}`),
    index('payment_options_vendor_organization_idx').on(t.vendorOrganizationId),
    index('payment_options_created_by_idx').on(t.createdBy),
    index('payment_options_updated_by_idx').on(t.updatedBy),
  ],
);
