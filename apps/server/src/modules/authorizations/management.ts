import {
  AUTHORIZATION_MESSAGES,
  type OrganizationAuthorizations,
  SUPPLIER_TYPES,
  type SeriesAuthorizations,
  type ShopOwnerOption,
  type SupplierOption,
  seriesMissingMessage,
  supplierInvalidMessage,
} from '@crossover/domain/authorizations';
import { AUTHORIZATION_TYPES, type AuthorizationType } from '@crossover/domain/catalog';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { hasCapability, reachesAnyOrganization } from '@/lib/authorize.ts';
import { writeAudit } from '@/lib/audit.ts';
import { AppError, badRequest, notFound } from '@/lib/errors.ts';
import { organizationDirectory } from '@/modules/organizations/directory.ts';
import { createSeriesService } from '@/modules/series/service.ts';
import {
  type ActiveGrant,
  activeOrganizationGrants,
  activeSeriesGrants,
  grantOrganizations,
  grantSeries,
  lockShopOwnerGrants,
  revokeOrganizations,
  revokeSeries,
} from './management-repo.ts';

type ShopOwner = { id: string; name: string };

const refuse = (field: string, message: string) => new AppError(403, message, { [field]: message });
const invalid = (field: string, message: string) => badRequest(message, { [field]: message });
const isSupplierType = (type: string) => (SUPPLIER_TYPES as readonly string[]).includes(type);
const asType = (type: string | undefined): AuthorizationType | null =>
  AUTHORIZATION_TYPES.find((known) => known === type) ?? null;

/** What changes when `wanted` replaces the can_order grants among `active` within `reach`. */
export function grantChanges(
  active: readonly ActiveGrant[],
  reach: ReadonlySet<string>,
  wanted: readonly string[],
) {
  const current = new Set(active.filter((g) => g.type === 'can_order' && reach.has(g.id)).map((g) => g.id));
  const wantedSet = new Set(wanted);
  return {
    added: wanted.filter((id) => !current.has(id)),
    removed: [...current].filter((id) => !wantedSet.has(id)),
  };
}

/**
 * The Shop Owner Authorizations screen (back-office §2.10): which suppliers and series a shop
 * owner may order. Every question of reach goes to the matrix: authorizations.manage at scope any
 * reaches every supplier and series; at scope own (a manufacturer) only its own organization as
 * supplier and its own series. A PUT replaces the can_order grants within the caller's reach and
 * leaves every other grant as it is.
 */
export function createAuthorizationManagementService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const reaches = (actor: Actor, organizationId: string) =>
    hasCapability(actor, 'authorizations.manage', { organizationId });

  async function shopOwnerOf(dbx: Db, id: string): Promise<ShopOwner> {
    const organization = await organizationDirectory(dbx).find(id);
    if (!organization || organization.type !== 'shop_owner')
      throw notFound(AUTHORIZATION_MESSAGES.shopOwnerNotFound);
    return { id: organization.id, name: organization.name };
  }

  /** Active suppliers within reach: every one for admins; a manufacturer itself. */
  async function supplierOptions(dbx: Db, actor: Actor): Promise<SupplierOption[]> {
    const directory = organizationDirectory(dbx);
    const rows = reachesAnyOrganization(actor, 'authorizations.manage')
      ? await directory.ofTypes(SUPPLIER_TYPES, { activeOnly: true })
      : actor.organizationId
        ? [await directory.find(actor.organizationId)].filter((o) => o !== null)
        : [];
    return rows
      .filter((o) => o.isActive && isSupplierType(o.type) && reaches(actor, o.id))
      .map((o) => ({ id: o.id, name: o.name, type: o.type as SupplierOption['type'] }));
  }

  /** Series within reach: every one for admins; a manufacturer its own. */
  function seriesOptions(dbx: Db, actor: Actor) {
    const manufacturerIds = reachesAnyOrganization(actor, 'authorizations.manage')
      ? undefined
      : actor.organizationId
        ? [actor.organizationId]
        : [];
    return createSeriesService({ db: dbx }).list({ manufacturerIds });
  }

  async function organizationsAnswer(dbx: Db, actor: Actor, shopOwner: ShopOwner) {
    const suppliers = await supplierOptions(dbx, actor);
    const reach = new Set(suppliers.map((s) => s.id));
    const grants = await activeOrganizationGrants(dbx, shopOwner.id);
    const authorizedOrganizationIds = grants
      .filter((g) => g.type === 'can_order' && reach.has(g.id))
      .map((g) => g.id);
    return { shopOwner, suppliers, authorizedOrganizationIds } satisfies OrganizationAuthorizations;
  }

  async function seriesAnswer(dbx: Db, actor: Actor, shopOwner: ShopOwner) {
    const options = await seriesOptions(dbx, actor);
    const grants = new Map((await activeSeriesGrants(dbx, shopOwner.id)).map((g) => [g.id, g.type]));
    const series = options.map((s) => ({
      id: s.id,
      name: s.name,
      manufacturerId: s.manufacturerId,
      manufacturerName: s.manufacturerName,
      isActive: s.isActive,
      authorizationType: asType(grants.get(s.id)),
    }));
    const authorizedSeriesIds = series.filter((s) => s.authorizationType === 'can_order').map((s) => s.id);
    return { shopOwner, series, authorizedSeriesIds } satisfies SeriesAuthorizations;
  }

  const audit = (dbx: Db, actor: Actor, action: string, shopOwner: ShopOwner, details: object) =>
    writeAudit(dbx, {
      ...auditedBy(actor),
      action,
      entityType: 'organization',
      entityId: shopOwner.id,
      details: { shopOwnerName: shopOwner.name, ...details },
    });

  return {
    /** The shop owners to choose from: every one for admins (inactive ones flagged), active ones otherwise. */
    async shopOwners(actor: Actor): Promise<ShopOwnerOption[]> {
      const activeOnly = !reachesAnyOrganization(actor, 'authorizations.manage');
      const rows = await organizationDirectory(db).ofTypes(['shop_owner'], { activeOnly });
      return rows.map((o) => ({ id: o.id, name: o.name, isActive: o.isActive }));
    },

    async organizations(actor: Actor, shopOwnerId: string): Promise<OrganizationAuthorizations> {
      return organizationsAnswer(db, actor, await shopOwnerOf(db, shopOwnerId));
    },

    async series(actor: Actor, shopOwnerId: string): Promise<SeriesAuthorizations> {
      return seriesAnswer(db, actor, await shopOwnerOf(db, shopOwnerId));
    },

    async replaceOrganizations(actor: Actor, shopOwnerId: string, wanted: readonly string[]) {
      const field = 'authorizedOrganizationIds';
      return withTx(db, async (tx) => {
        const shopOwner = await shopOwnerOf(tx, shopOwnerId);
        const outside = wanted.find((id) => !reaches(actor, id));
        if (outside) throw refuse(field, AUTHORIZATION_MESSAGES.otherSupplier);
        const reach = new Set((await supplierOptions(tx, actor)).map((s) => s.id));
        const unknown = wanted.find((id) => !reach.has(id));
        if (unknown) throw invalid(field, supplierInvalidMessage(unknown));
        await lockShopOwnerGrants(tx, shopOwner.id);
        const { added, removed } = grantChanges(
          await activeOrganizationGrants(tx, shopOwner.id),
          reach,
          wanted,
        );
        const by = { userId: actor.user.id, at: clock.now() };
        await grantOrganizations(tx, shopOwner.id, added, by);
        await revokeOrganizations(tx, shopOwner.id, removed, by);
        if (added.length > 0 || removed.length > 0)
          await audit(tx, actor, 'authorizations.organizations.replaced', shopOwner, { added, removed });
        return organizationsAnswer(tx, actor, shopOwner);
      });
    },

    async replaceSeries(actor: Actor, shopOwnerId: string, wanted: readonly string[]) {
      const field = 'authorizedSeriesIds';
      return withTx(db, async (tx) => {
        const shopOwner = await shopOwnerOf(tx, shopOwnerId);
        const found = new Map(
          (await createSeriesService({ db: tx }).findByIds(wanted)).map((s) => [s.id, s]),
        );
        const missing = wanted.find((id) => !found.has(id));
        if (missing) throw invalid(field, seriesMissingMessage(missing));
        if (wanted.some((id) => !reaches(actor, found.get(id)!.manufacturerId)))
          throw refuse(field, AUTHORIZATION_MESSAGES.otherSeries);
        await lockShopOwnerGrants(tx, shopOwner.id);
        const active = await activeSeriesGrants(tx, shopOwner.id);
        // Only grants of series within reach may be withdrawn: their manufacturers are needed.
        const activeSeries = await createSeriesService({ db: tx }).findByIds(active.map((g) => g.id));
        const reach = new Set(activeSeries.filter((s) => reaches(actor, s.manufacturerId)).map((s) => s.id));
        const activeType = new Map(active.map((g) => [g.id, g.type]));
        const upgraded = wanted.filter((id) => (activeType.get(id) ?? 'can_order') !== 'can_order');
        const { added, removed } = grantChanges(active, reach, wanted);
        const by = { userId: actor.user.id, at: clock.now() };
        await grantSeries(tx, shopOwner.id, added, by);
        await revokeSeries(tx, shopOwner.id, removed, by);
        if (added.length > 0 || removed.length > 0)
          await audit(tx, actor, 'authorizations.series.replaced', shopOwner, { added, removed, upgraded });
        return seriesAnswer(tx, actor, shopOwner);
      });
    },
  };
}
