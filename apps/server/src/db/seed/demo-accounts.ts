import type { Role } from '@crossover/domain/roles';
import type { DemoOrganizationKey } from './demo-organizations.ts';

/** The password of every demo account. Demo data never runs in production. */
export const DEMO_PASSWORD = 'DemoPass!2026';

export interface DemoAccount {
  email: string;
  role: Role;
  authType: 'traditional' | 'oidc';
  organization: DemoOrganizationKey | null;
  firstName: string;
  lastName: string;
  phone: string;
  title: string;
  department: string;
  territory?: string;
  manager?: 'manager';
  mustChangePassword?: boolean;
}

const account = (a: DemoAccount) => a;

/** Keyed by what each account is for, so tests can say `DEMO_ACCOUNTS.shop.email`. */
export const DEMO_ACCOUNTS = {
  // Admins sign in by SSO; the hash stays because the bundled dev identity provider checks it.
  admin: account({
    email: 'admin@demo.test',
    role: 'admin',
    authType: 'oidc',
    organization: null,
    firstName: 'Jordan',
    lastName: 'Reyes',
    phone: '(415) 555-0100',
    title: 'Platform Administrator',
    department: 'Operations',
  }),
  manufacturer: account({
    email: 'manufacturer@demo.test',
    role: 'manufacturer',
    authType: 'traditional',
    organization: 'thunderline',
    firstName: 'Dana',
    lastName: 'Whitfield',
    phone: '(714) 555-0111',
    title: 'Channel Sales Director',
    department: 'Sales',
  }),
  distributor: account({
    email: 'distributor@demo.test',
    role: 'distributor',
    authType: 'traditional',
    organization: 'pacific',
    firstName: 'Marcus',
    lastName: 'Bell',
    phone: '(562) 555-0135',
    title: 'Purchasing Manager',
    department: 'Purchasing',
  }),
  marketing: account({
    email: 'marketing@demo.test',
    role: 'marketing_firm',
    authType: 'traditional',
    organization: 'apex',
    firstName: 'Priya',
    lastName: 'Natarajan',
    phone: '(949) 555-0172',
    title: 'Account Executive',
    department: 'Marketing',
  }),
  shop: account({
    email: 'shop@demo.test',
    role: 'shop_owner',
    authType: 'traditional',
    organization: 'soundGarage',
    firstName: 'Tony',
    lastName: 'Alvarez',
    phone: '(619) 555-0149',
    title: 'Owner',
    department: 'Management',
  }),
  manager: account({
    email: 'manager@demo.test',
    role: 'sales_manager',
    authType: 'traditional',
    organization: 'pacific',
    firstName: 'Greg',
    lastName: 'Holloway',
    phone: '(562) 555-0136',
    title: 'Regional Sales Manager',
    department: 'Sales',
    territory: 'West Region',
  }),
  rep: account({
    email: 'rep@demo.test',
    role: 'sales_rep',
    authType: 'traditional',
    organization: 'pacific',
    firstName: 'Kelsey',
    lastName: 'Tran',
    phone: '(562) 555-0137',
    title: 'Outside Sales Representative',
    department: 'Sales',
    territory: 'Southern California',
    manager: 'manager',
  }),
  newUser: account({
    email: 'newuser@demo.test',
    role: 'shop_owner',
    authType: 'traditional',
    organization: 'bassNation',
    firstName: 'Sam',
    lastName: 'Ortiz',
    phone: '(512) 555-0194',
    title: 'Service Manager',
    department: 'Installation',
    mustChangePassword: true,
  }),
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
