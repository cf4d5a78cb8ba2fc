import type {
  CreateOrganizationRequest,
  Organization,
  UpdateOrganizationRequest,
} from '@crossover/domain/organizations';
import { ORGANIZATION_MESSAGES } from '@crossover/domain/organizations';
import { roleFitsOrganization } from '@crossover/domain/organization-roles';
import { effectiveRole, roleLabel } from '@crossover/domain/roles';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { hasCapability, reachesAnyOrganization, requireCapability } from '@/lib/authorize.ts';
import { writeAudit } from '@/lib/audit.ts';
import { AppError, badRequest, notFound } from '@/lib/errors.ts';
import { conflictOnUnique } from '@/lib/unique-violation.ts';
import {
  type OrganizationInsert,
  type OrganizationRow,
  ancestorIds,
  deleteOrganizationRow,
  deletionBlockers,
  findOrganization,
  insertOrganization,
  listOrganizations,
  memberRoles,
  nameTaken,
  updateOrganizationRow,
} from './repo.ts';
import { OBJECT_PREFIXES, ownedObjectKey } from '@/lib/storage/owned-objects.ts';

/**
 * The stored object key of the logo this organization uploaded, or null for none, a legacy
 * external address, or an object it does not own (it is then never served as its logo nor deleted).
 */
export function logoKey(row: Pick<OrganizationRow, 'id' | 'logoUrl'>): string | null {
  return ownedObjectKey(row.logoUrl, OBJECT_PREFIXES.organizationLogo(row.id));
}

export function toOrganization(row: OrganizationRow): Organization {
  const key = logoKey(row);
  const version = key ? (key.split('/').pop() ?? '').replace(/\.[a-z]+$/, '') : '';
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    parentId: row.parentId,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    address: row.address,
    websiteUrl: row.websiteUrl,
    logoUrl: key ? `/api/organizations/${row.id}/logo?v=${version}` : row.logoUrl,
    taxRate: row.taxRate === null ? null : Number(row.taxRate).toFixed(4),
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** 'There is already a manufacturer organization named "Thunderline Audio"'. */
export function nameTakenMessage(type: string, name: string): string {
  return `There is already a ${roleLabel(type)} organization named "${name}"`;
}

/** Admins reach every organization; anyone else only its own (others look missing). */
export async function loadVisible(db: Db, actor: Actor, id: string): Promise<OrganizationRow> {
  if (!hasCapability(actor, 'organizations.read', { organizationId: id }))
    throw notFound(ORGANIZATION_MESSAGES.notFound);
  const row = await findOrganization(db, id);
  if (!row) throw notFound(ORGANIZATION_MESSAGES.notFound);
  return row;
}

/** The audit entry of an organization write, written with the write's own transaction. */
export function auditOrganization(
  dbx: Db,
  actor: Actor,
  action: string,
  entityId: string,
  details?: Record<string, unknown>,
) {
  return writeAudit(dbx, { ...auditedBy(actor), action, entityType: 'organization', entityId, details });
}

const UPDATABLE = [
  'name',
  'type',
  'parentId',
  'contactEmail',
  'contactPhone',
  'address',
  'websiteUrl',
  'taxRate',
  'isActive',
] as const;

/** Creating and deleting organizations is work across organizations: scope any (admins). */
const acrossOrganizations = { scope: 'any' } as const;
const ONLY_ADMINS_CREATE = 'Only administrators can create organizations';
const ONLY_ADMINS_DELETE = 'Only administrators can delete organizations';

export function createOrganizationsService({ db, storage }: Pick<AppContext, 'db' | 'storage'>) {
  async function assertParent(id: string | null, parentId: string | null): Promise<void> {
    if (!parentId) return;
    const chain = await ancestorIds(db, parentId);
    if (chain.length === 0) {
      throw badRequest(ORGANIZATION_MESSAGES.parentMissing, {
        parentId: ORGANIZATION_MESSAGES.parentMissing,
      });
    }
    if (id && chain.includes(id)) {
      throw badRequest(ORGANIZATION_MESSAGES.parentCycle, { parentId: ORGANIZATION_MESSAGES.parentCycle });
    }
  }

  /**
   * The friendly check; the unique index (type, lower(name)) catches what races past it, and
   * `uniqueName` turns that into the same 409.
   */
  async function assertNameFree(type: string, name: string, exceptId?: string): Promise<void> {
    if (await nameTaken(db, type, name, exceptId)) {
      const message = nameTakenMessage(type, name);
      throw new AppError(409, message, { name: message });
    }
  }
  const uniqueName = (type: string, name: string) => ({
    organizations_type_lower_name_uq: { field: 'name', message: nameTakenMessage(type, name) },
  });

  /** A new type must fit every member's role (a marketing firm's users do not fit a manufacturer). */
  async function assertMembersFit(id: string, type: string): Promise<void> {
    const misfits = (await memberRoles(db, id)).filter((role) => !roleFitsOrganization(role, type));
    if (misfits.length === 0) return;
    const roles = misfits.map((r) => roleLabel(effectiveRole(r))).join(', ');
    const message =
      `This organization has users with the role ${roles}, who cannot belong to a ` +
      `${roleLabel(type)} organization; change their roles first`;
    throw new AppError(409, message, { type: message });
  }

  async function list(actor: Actor): Promise<Organization[]> {
    const all = reachesAnyOrganization(actor, 'organizations.read');
    const rows = await listOrganizations(db, all ? undefined : actor.organizationId);
    return rows.map(toOrganization);
  }

  async function get(actor: Actor, id: string): Promise<Organization> {
    return toOrganization(await loadVisible(db, actor, id));
  }

  async function create(actor: Actor, input: CreateOrganizationRequest): Promise<Organization> {
    requireCapability(actor, 'organizations.manage', acrossOrganizations, { message: ONLY_ADMINS_CREATE });
    await assertParent(null, input.parentId);
    await assertNameFree(input.type, input.name);
    const row = await conflictOnUnique(uniqueName(input.type, input.name), () =>
      withTx(db, async (tx) => {
        const inserted = await insertOrganization(tx, { ...input });
        await auditOrganization(tx, actor, 'organization.created', inserted.id, {
          name: inserted.name,
          type: inserted.type,
        });
        return inserted;
      }),
    );
    return toOrganization(row);
  }

  async function update(actor: Actor, id: string, input: UpdateOrganizationRequest): Promise<Organization> {
    const current = await loadVisible(db, actor, id);
    requireCapability(actor, 'organizations.manage', { organizationId: id });
    const changes: Partial<OrganizationInsert> = {};
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of UPDATABLE) {
      const value = input[field];
      if (value === undefined) continue;
      const before =
        field === 'taxRate' && current.taxRate !== null ? Number(current.taxRate).toFixed(4) : current[field];
      if (value === before) continue;
      (changes as Record<string, unknown>)[field] = value;
      changed[field] = { from: before, to: value };
    }
    const adminOnly = (['type', 'parentId', 'taxRate', 'isActive'] as const).filter((f) => f in changes);
    // Moving an organization in the hierarchy, its tax and its status: across organizations only.
    if (!reachesAnyOrganization(actor, 'organizations.manage') && adminOnly.length > 0) {
      const message = `Only administrators can change ${adminOnly.join(', ')}`;
      throw new AppError(403, message, Object.fromEntries(adminOnly.map((f) => [f, message])));
    }
    if ('parentId' in changes) await assertParent(id, changes.parentId ?? null);
    const type = changes.type ?? current.type;
    const name = changes.name ?? current.name;
    if (changes.type !== undefined || changes.name !== undefined) await assertNameFree(type, name, id);
    if (changes.type !== undefined) await assertMembersFit(id, type);
    if (input.logoUrl === null && current.logoUrl !== null) {
      changes.logoUrl = null;
      changed.logoUrl = { from: current.logoUrl, to: null };
    }
    if (Object.keys(changes).length === 0) return toOrganization(current);
    const { logoUrl, ...rest } = changed;
    // The row and its audit entries commit together or not at all.
    const row = await conflictOnUnique(uniqueName(type, name), () =>
      withTx(db, async (tx) => {
        const updated = await updateOrganizationRow(tx, id, changes);
        if (!updated) throw notFound(ORGANIZATION_MESSAGES.notFound);
        if (Object.keys(rest).length > 0)
          await auditOrganization(tx, actor, 'organization.updated', id, { changes: rest });
        if (logoUrl) await auditOrganization(tx, actor, 'organization.logo_removed', id);
        return updated;
      }),
    );
    const oldKey = logoKey(current);
    if (changes.logoUrl === null && oldKey) await storage.delete(oldKey).catch(() => undefined);
    return toOrganization(row);
  }

  async function remove(actor: Actor, id: string): Promise<void> {
    requireCapability(actor, 'organizations.manage', acrossOrganizations, { message: ONLY_ADMINS_DELETE });
    const current = await findOrganization(db, id);
    if (!current) throw notFound(ORGANIZATION_MESSAGES.notFound);
    const blockers = await deletionBlockers(db, id);
    const reasons = [
      blockers.orders ? plural(blockers.orders, 'order', 'orders') : null,
      blockers.paymentOptions ? plural(blockers.paymentOptions, 'payment option', 'payment options') : null,
      blockers.products ? plural(blockers.products, 'catalogue product', 'catalogue products') : null,
    ].filter(Boolean);
    if (reasons.length > 0) {
      throw new AppError(
        409,
        `${current.name} cannot be deleted: it still has ${reasons.join(' and ')}. ` +
          'Those records must be kept; deactivate the organization instead.',
      );
    }
    await withTx(db, async (tx) => {
      const { unlinkedUsers } = await deleteOrganizationRow(tx, id);
      await auditOrganization(tx, actor, 'organization.deleted', id, {
        name: current.name,
        type: current.type,
        unlinkedUsers,
      });
    });
    const key = logoKey(current);
    if (key) await storage.delete(key).catch(() => undefined);
  }

  return { list, get, create, update, remove };
}
