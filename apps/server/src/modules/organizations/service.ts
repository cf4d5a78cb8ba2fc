import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  CreateOrganizationRequest,
  Organization,
  UpdateOrganizationRequest,
} from '@crossover/domain/organizations';
import { MAX_LOGO_BYTES, ORGANIZATION_MESSAGES } from '@crossover/domain/organizations';
import { effectiveRole } from '@crossover/domain/roles';
import type { Db } from '@/db/database.ts';
import { writeAudit } from '@/lib/audit.ts';
import { AppError, badRequest, forbidden, notFound } from '@/lib/errors.ts';
import type { AuthContext } from '@/plugins/auth.ts';
import { CONTENT_TYPES, LOGO_ERRORS, logoProblem, reencodeLogo } from './logo-image.ts';
import {
  type OrganizationInsert,
  type OrganizationRow,
  ancestorIds,
  deleteOrganizationRow,
  deletionBlockers,
  findOrganization,
  insertOrganization,
  listOrganizations,
  updateOrganizationRow,
} from './repo.ts';

/** Upload addresses live this long. */
export const LOGO_UPLOAD_TTL_SECONDS = 10 * 60;
const OBJECT_PREFIX = '/objects/';

export interface Caller {
  auth: AuthContext;
  ip: string;
}

const isAdmin = (auth: AuthContext) => effectiveRole(auth.user.role) === 'admin';

/** The stored object key of a logo we host, or null for none or a legacy external address. */
function logoKey(row: Pick<OrganizationRow, 'logoUrl'>): string | null {
  return row.logoUrl?.startsWith(OBJECT_PREFIX) ? row.logoUrl.slice(OBJECT_PREFIX.length) : null;
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

export function createOrganizationsService(app: FastifyInstance) {
  const { db } = app;
  const audit = (caller: Caller, action: string, entityId: string, details?: Record<string, unknown>) =>
    writeAudit(db, {
      actorUserId: caller.auth.realUser.id,
      effectiveUserId: caller.auth.user.id,
      action,
      entityType: 'organization',
      entityId,
      details,
      ipAddress: caller.ip,
    });

  /** Admins reach every organization; anyone else only its own (others look missing). */
  async function loadVisible(auth: AuthContext, id: string): Promise<OrganizationRow> {
    if (!isAdmin(auth) && auth.user.organizationId !== id) throw notFound(ORGANIZATION_MESSAGES.notFound);
    const row = await findOrganization(db, id);
    if (!row) throw notFound(ORGANIZATION_MESSAGES.notFound);
    return row;
  }

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

  async function list(auth: AuthContext): Promise<Organization[]> {
    const rows = await listOrganizations(db, isAdmin(auth) ? undefined : auth.user.organizationId);
    return rows.map(toOrganization);
  }

  async function get(auth: AuthContext, id: string): Promise<Organization> {
    return toOrganization(await loadVisible(auth, id));
  }

  async function create(caller: Caller, input: CreateOrganizationRequest): Promise<Organization> {
    if (!isAdmin(caller.auth)) throw forbidden('Only administrators can create organizations');
    await assertParent(null, input.parentId);
    const row = await insertOrganization(db, { ...input });
    await audit(caller, 'organization.created', row.id, { name: row.name, type: row.type });
    return toOrganization(row);
  }

  async function update(caller: Caller, id: string, input: UpdateOrganizationRequest): Promise<Organization> {
    const { auth } = caller;
    const current = await loadVisible(auth, id);
    const admin = isAdmin(auth);
    const changes: Partial<OrganizationInsert> = {};
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    const fields = [
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
    for (const field of fields) {
      const value = input[field];
      if (value === undefined) continue;
      const before =
        field === 'taxRate' && current.taxRate !== null ? Number(current.taxRate).toFixed(4) : current[field];
      if (value === before) continue;
      (changes as Record<string, unknown>)[field] = value;
      changed[field] = { from: before, to: value };
    }
    const adminOnly = (['type', 'parentId', 'taxRate', 'isActive'] as const).filter((f) => f in changes);
    if (!admin && adminOnly.length > 0) {
      const message = `Only administrators can change ${adminOnly.join(', ')}`;
      throw new AppError(403, message, Object.fromEntries(adminOnly.map((f) => [f, message])));
    }
    if ('parentId' in changes) await assertParent(id, changes.parentId ?? null);
    const oldKey = logoKey(current);
    if (input.logoUrl === null && current.logoUrl !== null) {
      changes.logoUrl = null;
      changed.logoUrl = { from: current.logoUrl, to: null };
    }
    if (Object.keys(changes).length === 0) return toOrganization(current);
    const row = await updateOrganizationRow(db, id, changes);
    if (!row) throw notFound(ORGANIZATION_MESSAGES.notFound);
    if (changes.logoUrl === null && oldKey) await app.storage.delete(oldKey).catch(() => undefined);
    const { logoUrl, ...rest } = changed;
    if (Object.keys(rest).length > 0) await audit(caller, 'organization.updated', id, { changes: rest });
    if (logoUrl) await audit(caller, 'organization.logo_removed', id);
    return toOrganization(row);
  }

  async function remove(caller: Caller, id: string): Promise<void> {
    if (!isAdmin(caller.auth)) throw forbidden('Only administrators can delete organizations');
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
    await db.transaction(async (tx) => {
      const { unlinkedUsers } = await deleteOrganizationRow(tx as unknown as Db, id);
      await writeAudit(tx as unknown as Db, {
        actorUserId: caller.auth.realUser.id,
        effectiveUserId: caller.auth.user.id,
        action: 'organization.deleted',
        entityType: 'organization',
        entityId: id,
        details: { name: current.name, type: current.type, unlinkedUsers },
        ipAddress: caller.ip,
      });
    });
    const key = logoKey(current);
    if (key) await app.storage.delete(key).catch(() => undefined);
  }

  async function createLogoUpload(caller: Caller, id: string): Promise<{ uploadURL: string }> {
    await loadVisible(caller.auth, id);
    const key = `uploads/logos/${id}/${randomUUID()}`;
    const uploadURL = await app.storage.createUploadUrl(
      key,
      caller.auth.realUser.id,
      LOGO_UPLOAD_TTL_SECONDS,
    );
    return { uploadURL };
  }

  /** Checks the uploaded file, re-encodes it into the organization's logo and records it. */
  async function recordLogo(caller: Caller, id: string, logoURL: string): Promise<{ logoPath: string }> {
    const current = await loadVisible(caller.auth, id);
    const key = app.storage.keyFromUploadUrl(logoURL);
    if (!key || !key.startsWith(`uploads/logos/${id}/`)) {
      throw badRequest(LOGO_ERRORS.foreignUrl, { logoURL: LOGO_ERRORS.foreignUrl });
    }
    const stored = await app.storage.get(key, MAX_LOGO_BYTES);
    if (!stored) throw badRequest(LOGO_ERRORS.missing, { logoURL: LOGO_ERRORS.missing });
    const problem = stored.tooLarge ? LOGO_ERRORS.tooLarge : logoProblem(stored.body);
    if (problem || stored.tooLarge) {
      await app.storage.delete(key).catch(() => undefined);
      throw badRequest(problem ?? LOGO_ERRORS.tooLarge, { logoURL: problem ?? LOGO_ERRORS.tooLarge });
    }
    let image: Awaited<ReturnType<typeof reencodeLogo>>;
    try {
      image = await reencodeLogo(stored.body);
    } catch {
      await app.storage.delete(key).catch(() => undefined);
      throw badRequest(LOGO_ERRORS.unreadable, { logoURL: LOGO_ERRORS.unreadable });
    }
    const finalKey = `logos/${id}/${randomUUID()}.${image.format === 'jpeg' ? 'jpg' : image.format}`;
    await app.storage.put(finalKey, image.body, CONTENT_TYPES[image.format]);
    const row = await updateOrganizationRow(db, id, { logoUrl: `${OBJECT_PREFIX}${finalKey}` });
    await app.storage.delete(key).catch(() => undefined);
    const oldKey = logoKey(current);
    if (oldKey) await app.storage.delete(oldKey).catch(() => undefined);
    await audit(caller, 'organization.logo_updated', id, { bytes: image.body.length, format: image.format });
    return { logoPath: toOrganization(row!).logoUrl! };
  }

  async function readLogo(id: string): Promise<{ body: Buffer; contentType: string }> {
    const row = await findOrganization(db, id);
    const key = row ? logoKey(row) : null;
    if (!key) throw notFound('This organization has no logo');
    const stored = await app.storage.get(key, MAX_LOGO_BYTES * 4);
    if (!stored || stored.tooLarge) throw notFound('This organization has no logo');
    const ext = key.split('.').pop();
    const contentType = ext === 'png' ? 'image/png' : ext === 'webp' ? 'image/webp' : 'image/jpeg';
    return { body: stored.body, contentType };
  }

  return { list, get, create, update, remove, createLogoUpload, recordLogo, readLogo };
}
