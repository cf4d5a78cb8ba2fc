import type { OrganizationType } from '@crossover/domain/roles';

export type DemoOrganizationKey =
  | 'thunderline'
  | 'kestrel'
  | 'northgate'
  | 'pacific'
  | 'midwest'
  | 'apex'
  | 'soundGarage'
  | 'bassNation'
  | 'overland';

export interface DemoOrganization {
  key: DemoOrganizationKey;
  name: string;
  type: OrganizationType;
  parent: DemoOrganizationKey | null;
  contactEmail: string;
  contactPhone: string;
  address: string;
  websiteUrl: string;
  /** A fraction; null means tax exempt. */
  taxRate: string | null;
}

/** Fictional companies on the reserved .test domain; phone numbers in the 555-01xx range. */
export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    key: 'thunderline',
    name: 'Thunderline Audio',
    type: 'manufacturer',
    parent: null,
    contactEmail: 'sales@thunderline-audio.test',
    contactPhone: '(714) 555-0110',
    address: '2150 Harbor Blvd, Costa Mesa, CA 92627',
    websiteUrl: 'https://thunderline-audio.test',
    taxRate: null,
  },
  {
    key: 'kestrel',
    name: 'Kestrel Acoustics',
    type: 'manufacturer',
    parent: null,
    contactEmail: 'orders@kestrel-acoustics.test',
    contactPhone: '(615) 555-0123',
    address: '88 Music Row Ct, Nashville, TN 37203',
    websiteUrl: 'https://kestrel-acoustics.test',
    taxRate: null,
  },
  {
    key: 'northgate',
    name: 'Northgate Electronics',
    type: 'manufacturer',
    parent: null,
    contactEmail: 'trade@northgate-electronics.test',
    contactPhone: '(847) 555-0187',
    address: '400 Commerce Pkwy, Schaumburg, IL 60173',
    websiteUrl: 'https://northgate-electronics.test',
    taxRate: null,
  },
  {
    key: 'pacific',
    name: 'Pacific Coast 12V Supply',
    type: 'distributor',
    parent: 'thunderline',
    contactEmail: 'orders@pacific12v.test',
    contactPhone: '(562) 555-0134',
    address: '3100 E Spring St, Long Beach, CA 90806',
    websiteUrl: 'https://pacific12v.test',
    taxRate: null,
  },
  {
    key: 'midwest',
    name: 'Midwest Mobile Distribution',
    type: 'distributor',
    parent: 'northgate',
    contactEmail: 'sales@midwestmobile.test',
    contactPhone: '(614) 555-0166',
    address: '7720 Corporate Dr, Columbus, OH 43235',
    websiteUrl: 'https://midwestmobile.test',
    taxRate: null,
  },
  {
    key: 'apex',
    name: 'Apex Rep Group',
    type: 'marketing_firm',
    parent: 'thunderline',
    contactEmail: 'hello@apexrep.test',
    contactPhone: '(949) 555-0171',
    address: '17 Technology Dr, Irvine, CA 92618',
    websiteUrl: 'https://apexrep.test',
    taxRate: null,
  },
  {
    key: 'soundGarage',
    name: 'Sound Garage Custom Audio',
    type: 'shop_owner',
    parent: 'pacific',
    contactEmail: 'install@soundgarage.test',
    contactPhone: '(619) 555-0148',
    address: '4410 El Cajon Blvd, San Diego, CA 92105',
    websiteUrl: 'https://soundgarage.test',
    taxRate: '0.0725',
  },
  {
    key: 'bassNation',
    name: 'Bass Nation Car Audio',
    type: 'shop_owner',
    parent: 'midwest',
    contactEmail: 'shop@bassnation.test',
    contactPhone: '(512) 555-0193',
    address: '9012 Research Blvd, Austin, TX 78758',
    websiteUrl: 'https://bassnation.test',
    taxRate: '0.0825',
  },
  {
    key: 'overland',
    name: 'Overland Installs',
    type: 'shop_owner',
    parent: 'pacific',
    contactEmail: 'crew@overlandinstalls.test',
    contactPhone: '(503) 555-0115',
    address: '1825 SE Powell Blvd, Portland, OR 97202',
    websiteUrl: 'https://overlandinstalls.test',
    // Oregon has no sales tax: the demo's tax-exempt shop.
    taxRate: null,
  },
];
