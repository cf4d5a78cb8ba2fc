import type { Organization } from '@crossover/domain/organizations';

export interface NamedOption {
  id: string;
  name: string;
}

/**
 * The manufacturer organizations, by name. `activeOnly` for choosing one in the form (the server
 * refuses an inactive one); `keepId` keeps the product's current manufacturer listed regardless.
 */
export function manufacturersOf(
  organizations: readonly Organization[] | undefined,
  { activeOnly = false, keepId }: { activeOnly?: boolean; keepId?: string | null } = {},
): NamedOption[] {
  return (organizations ?? [])
    .filter((o) => o.type === 'manufacturer' && (!activeOnly || o.isActive || o.id === keepId))
    .map((o) => ({ id: o.id, name: o.name }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}
