import type { Db } from '@/db/database.ts';
import { paymentOptions } from '@/db/schema/payment-options.ts';
import type { DemoAccountKey } from './demo-accounts.ts';
import type { DemoOrganizationKey } from './demo-organizations.ts';

type UserIds = Record<DemoAccountKey, string>;

const CARDS: {
  shop: DemoOrganizationKey;
  createdBy: DemoAccountKey;
  cardType: string;
  lastFourDigits: string;
  cardholderName: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  verified: boolean;
}[] = [
  {
    shop: 'soundGarage',
    createdBy: 'shop',
    cardType: 'visa',
    lastFourDigits: '1881',
    cardholderName: 'Tony Alvarez',
    street: '4410 El Cajon Blvd',
    city: 'San Diego',
    state: 'CA',
    zip: '92105',
    verified: true,
  },
  {
    shop: 'bassNation',
    createdBy: 'newUser',
    cardType: 'mastercard',
    lastFourDigits: '0447',
    cardholderName: 'Sam Ortiz',
    street: '9012 Research Blvd',
    city: 'Austin',
    state: 'TX',
    zip: '78758',
    verified: true,
  },
  {
    shop: 'overland',
    createdBy: 'admin',
    cardType: 'american_express',
    lastFourDigits: '3005',
    cardholderName: 'Riley Park',
    street: '1825 SE Powell Blvd',
    city: 'Portland',
    state: 'OR',
    zip: '97202',
    verified: false,
  },
];

/**
 * One default card per shop (only the last four digits, never a card number), an ACH account and
 * a net-terms account with a distributor.
 */
export async function demoPaymentOptions(
  db: Db,
  orgIds: Record<DemoOrganizationKey, string>,
  userIds: UserIds,
): Promise<void> {
  await db.insert(paymentOptions).values([
    ...CARDS.map((c) => ({
      organizationId: orgIds[c.shop],
      paymentType: 'credit_card',
      isDefault: true,
      cardNickname: `Company ${c.cardType === 'american_express' ? 'Amex' : c.cardType === 'visa' ? 'Visa' : 'Mastercard'}`,
      cardType: c.cardType,
      lastFourDigits: c.lastFourDigits,
      expirationMonth: '08',
      expirationYear: '2028',
      cardholderName: c.cardholderName,
      billingAddressLine1: c.street,
      billingCity: c.city,
      billingState: c.state,
      billingZipCode: c.zip,
      verificationStatus: c.verified ? 'verified' : 'pending',
      lastVerifiedAt: c.verified ? new Date() : null,
      createdBy: userIds[c.createdBy],
    })),
    {
      organizationId: orgIds.soundGarage,
      paymentType: 'ach',
      bankNickname: 'Operating Account',
      accountType: 'checking',
      bankName: 'First Harbor Bank',
      // Passes the ABA checksum but belongs to no bank.
      routingNumber: '123456780',
      lastFourAccountDigits: '6120',
      accountHolderName: 'Sound Garage Custom Audio LLC',
      bankCity: 'San Diego',
      bankState: 'CA',
      verificationStatus: 'verified',
      lastVerifiedAt: new Date(),
      createdBy: userIds.shop,
    },
    {
      organizationId: orgIds.bassNation,
      paymentType: 'net_account',
      vendorOrganizationId: orgIds.midwest,
      vendorPaymentInstructions: 'Remit to Midwest Mobile Distribution, attention Accounts Receivable.',
      netAccountNickname: 'Midwest Mobile terms',
      netTerms: 'Net 30',
      creditLimit: '25000.00',
      accountNumber: 'MMD-30418',
      contactName: 'Linda Chu',
      contactPhone: '(614) 555-0167',
      contactEmail: 'ar@midwestmobile.test',
      specialInstructions: 'PO number required on every order.',
      verificationStatus: 'verified',
      lastVerifiedAt: new Date(),
      createdBy: userIds.admin,
    },
  ]);
}
