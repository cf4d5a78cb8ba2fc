import { useOrganizations } from '@/features/organizations/api/get-organizations';

/** The distributor organizations an admin may import a price list for, by name. */
export function useDistributors(enabled: boolean) {
  return useOrganizations(enabled, {
    select: (organizations) =>
      organizations
        .filter((organization) => organization.type === 'distributor' && organization.isActive)
        .sort((a, b) => a.name.localeCompare(b.name)),
  });
}
