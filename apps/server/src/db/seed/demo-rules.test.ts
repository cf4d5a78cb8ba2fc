import { describe, expect, it } from 'vitest';
import { roleFitsOrganization } from '@crossover/domain/organization-roles';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_ORGANIZATIONS } from './demo-organizations.ts';

/** The demo data obeys the rules the API enforces (issue 7, item 9). */
describe('demo data', () => {
  it('has one organization per name and type, ignoring case', () => {
    const keys = DEMO_ORGANIZATIONS.map((o) => `${o.type}:${o.name.toLowerCase()}`);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every account a role that fits its organization’s type', () => {
    const typeOf = new Map(DEMO_ORGANIZATIONS.map((o) => [o.key, o.type]));
    const accounts = Object.values(DEMO_ACCOUNTS);
    expect(accounts.length).toBeGreaterThan(0);
    const misfits = accounts.filter(
      (a) => !roleFitsOrganization(a.role, a.organization ? typeOf.get(a.organization) : null),
    );
    expect(misfits.map((a) => a.email)).toEqual([]);
  });
});
