import {
  DEFAULT_COUNTRY,
  PAYMENT_MESSAGES,
  type PaymentOption,
  type PaymentOptionRequest,
} from '@crossover/domain/payment-options';
import type { AppContext } from '@/context.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { hasCapability, reachesAnyOrganization, requireCapability } from '@/lib/authorize.ts';
import { writeAudit } from '@/lib/audit.ts';
import { badRequest, forbidden, notFound } from '@/lib/errors.ts';
import { type Buyer, buyerOf } from '@/modules/catalog/buyer.ts';
import { organizationNames } from '@/modules/organizations/names.ts';
import type { Db } from '@/db/database.ts';
import {
  type PaymentOptionInsert,
  type PaymentOptionRow,
  clearDefault,
  countOptions,
  deletePaymentOption,
  findPaymentOptionRow,
  insertPaymentOption,
  listPaymentOptions,
  lockOrganizationOptions,
  organizationExists,
  promoteOldest,
  updatePaymentOption,
} from './repo.ts';

/** Every type-specific column, cleared unless the request's type sets it (a PUT replaces). */
const TYPE_COLUMNS = [
  'cardNickname',
  'cardType',
  'lastFourDigits',
  'expirationMonth',
  'expirationYear',
  'cardholderName',
  'billingAddressLine1',
  'billingAddressLine2',
  'billingCity',
  'billingState',
  'billingZipCode',
  'bankNickname',
  'accountType',
  'bankName',
  'routingNumber',
  'lastFourAccountDigits',
  'accountHolderName',
  'bankAddressLine1',
  'bankAddressLine2',
  'bankCity',
  'bankState',
  'bankZipCode',
  'netAccountNickname',
  'netTerms',
  'creditLimit',
  'accountNumber',
  'contactName',
  'contactPhone',
  'contactEmail',
  'specialInstructions',
] as const;
/** Changing any of these sends a verified option back to pending (unless an admin says otherwise). */
const IDENTIFYING = [
  'paymentType',
  'cardType',
  'lastFourDigits',
  'expirationMonth',
  'expirationYear',
  'routingNumber',
  'lastFourAccountDigits',
  'accountNumber',
] as const;

function columnsOf(body: PaymentOptionRequest): Partial<PaymentOptionInsert> {
  const values: Record<string, unknown> = Object.fromEntries(TYPE_COLUMNS.map((c) => [c, null]));
  const source = body as unknown as Record<string, unknown>;
  for (const column of TYPE_COLUMNS) if (source[column] !== undefined) values[column] = source[column];
  if (body.paymentType === 'net_account' && body.creditLimit !== undefined)
    values.creditLimit = Number(body.creditLimit).toFixed(2);
  return {
    ...(values as Partial<PaymentOptionInsert>),
    paymentType: body.paymentType,
    vendorOrganizationId: body.vendorOrganizationId ?? null,
    vendorPaymentInstructions: body.vendorPaymentInstructions ?? null,
    billingCountry: (body.paymentType === 'credit_card' && body.billingCountry) || DEFAULT_COUNTRY,
    bankCountry: (body.paymentType === 'ach' && body.bankCountry) || DEFAULT_COUNTRY,
    ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
  };
}

export function createPaymentOptionsService({ db }: Pick<AppContext, 'db'>) {
  async function present(dbx: Db, rows: PaymentOptionRow[]): Promise<PaymentOption[]> {
    const names = await organizationNames(
      dbx,
      rows.flatMap((r) => [r.organizationId, ...(r.vendorOrganizationId ? [r.vendorOrganizationId] : [])]),
    );
    return rows.map((r) => ({
      id: r.id,
      organizationId: r.organizationId,
      organizationName: names.get(r.organizationId) ?? null,
      paymentType: r.paymentType as PaymentOption['paymentType'],
      isDefault: r.isDefault,
      isActive: r.isActive,
      vendorOrganizationId: r.vendorOrganizationId,
      vendorOrganizationName: r.vendorOrganizationId ? (names.get(r.vendorOrganizationId) ?? null) : null,
      vendorPaymentInstructions: r.vendorPaymentInstructions,
      ...Object.fromEntries(TYPE_COLUMNS.map((c) => [c, r[c] ?? null])),
      billingCountry: r.billingCountry,
      bankCountry: r.bankCountry,
      verificationStatus: r.verificationStatus,
      verificationNotes: r.verificationNotes,
      lastVerifiedAt: r.lastVerifiedAt ? r.lastVerifiedAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })) as PaymentOption[];
  }

  /** The organization a write acts on: a member's own; an admin's named one (or own). */
  function targetOrganization(actor: Actor, buyer: Buyer, requested: string | undefined): string {
    if (reachesAnyOrganization(actor, 'paymentOptions.manage')) {
      const id = requested ?? buyer.organizationId;
      if (!id)
        throw badRequest(PAYMENT_MESSAGES.organizationRequired, {
          organizationId: PAYMENT_MESSAGES.organizationRequired,
        });
      return id;
    }
    if (requested) requireOwn(actor, requested);
    if (!buyer.organizationId)
      throw badRequest(PAYMENT_MESSAGES.organizationRequired, {
        organizationId: PAYMENT_MESSAGES.organizationRequired,
      });
    return buyer.organizationId;
  }

  /** Another organization's option is 404 to members: its existence is not theirs to know. */
  async function ownedOption(dbx: Db, actor: Actor, id: string): Promise<PaymentOptionRow> {
    const row = await findPaymentOptionRow(dbx, id);
    if (!row || !hasCapability(actor, 'paymentOptions.manage', { organizationId: row.organizationId }))
      throw notFound(PAYMENT_MESSAGES.notFound);
    return row;
  }

  /** A member naming an organization may name only its own. */
  function requireOwn(actor: Actor, organizationId: string): void {
    requireCapability(
      actor,
      'paymentOptions.manage',
      { organizationId },
      { message: PAYMENT_MESSAGES.otherOrganization },
    );
  }

  async function checkVendor(dbx: Db, body: PaymentOptionRequest) {
    if (body.vendorOrganizationId && !(await organizationExists(dbx, body.vendorOrganizationId)))
      throw badRequest('Vendor organization not found', {
        vendorOrganizationId: 'Vendor organization not found',
      });
  }

  const audit = (dbx: Db, actor: Actor, action: string, row: PaymentOptionRow, details = {}) =>
    writeAudit(dbx, {
      ...auditedBy(actor),
      action,
      entityType: 'payment_option',
      entityId: row.id,
      // Never card or account digits: type and organization only.
      details: { organizationId: row.organizationId, paymentType: row.paymentType, ...details },
    });

  return {
    async list(actor: Actor, organizationId: string | undefined): Promise<PaymentOption[]> {
      const buyer = buyerOf(actor.user);
      if (reachesAnyOrganization(actor, 'paymentOptions.manage'))
        return present(db, await listPaymentOptions(db, organizationId ?? buyer.organizationId));
      if (organizationId) requireOwn(actor, organizationId);
      if (!buyer.organizationId) return [];
      return present(db, await listPaymentOptions(db, buyer.organizationId));
    },

    async create(actor: Actor, body: PaymentOptionRequest): Promise<PaymentOption> {
      const buyer = buyerOf(actor.user);
      // Whoever reaches every organization's options (admins) also sets their verification.
      const anyOrganization = reachesAnyOrganization(actor, 'paymentOptions.manage');
      const organizationId = targetOrganization(actor, buyer, body.organizationId);
      const row = await withTx(db, async (tx) => {
        await lockOrganizationOptions(tx, organizationId);
        // An admin names the organization: an unknown one is the caller's mistake, not a 500.
        if (anyOrganization && !(await organizationExists(tx, organizationId)))
          throw badRequest('Organization not found', { organizationId: 'Organization not found' });
        await checkVendor(tx, body);
        const isDefault = body.isDefault === true || (await countOptions(tx, organizationId)) === 0;
        if (isDefault) await clearDefault(tx, organizationId);
        const inserted = await insertPaymentOption(tx, {
          ...columnsOf(body),
          paymentType: body.paymentType,
          organizationId,
          isDefault,
          verificationStatus: anyOrganization ? (body.verificationStatus ?? 'pending') : 'pending',
          verificationNotes: anyOrganization ? (body.verificationNotes ?? null) : null,
          lastVerifiedAt: anyOrganization && body.verificationStatus === 'verified' ? new Date() : null,
          createdBy: actor.user.id,
          updatedBy: actor.user.id,
        });
        await audit(tx, actor, 'payment_option.create', inserted, { isDefault });
        return inserted;
      });
      return (await present(db, [row]))[0]!;
    },

    async update(actor: Actor, id: string, body: PaymentOptionRequest): Promise<PaymentOption> {
      const anyOrganization = reachesAnyOrganization(actor, 'paymentOptions.manage');
      const row = await withTx(db, async (tx) => {
        const existing = await ownedOption(tx, actor, id);
        if (body.organizationId && body.organizationId !== existing.organizationId) {
          if (!anyOrganization) throw forbidden(PAYMENT_MESSAGES.otherOrganization);
          const message = 'A payment option cannot move to another organization';
          throw badRequest(message, { organizationId: message });
        }
        await lockOrganizationOptions(tx, existing.organizationId);
        await checkVendor(tx, body);
        const values = columnsOf(body);
        const source = { ...values, paymentType: body.paymentType } as Record<string, unknown>;
        const identityChanged = IDENTIFYING.some((c) => (source[c] ?? null) !== (existing[c] ?? null));
        let verification: Partial<PaymentOptionInsert> = {};
        if (anyOrganization && body.verificationStatus) {
          verification = {
            verificationStatus: body.verificationStatus,
            verificationNotes: body.verificationNotes ?? existing.verificationNotes,
            lastVerifiedAt: body.verificationStatus === 'verified' ? new Date() : existing.lastVerifiedAt,
          };
        } else if (identityChanged) {
          verification = { verificationStatus: 'pending', lastVerifiedAt: null };
        }
        // The default only moves by choosing another one; isDefault false on the default is ignored.
        if (body.isDefault === true && !existing.isDefault)
          await clearDefault(tx, existing.organizationId, id);
        const updated = await updatePaymentOption(tx, id, {
          ...values,
          ...verification,
          ...(body.isDefault === true ? { isDefault: true } : {}),
          updatedBy: actor.user.id,
        });
        await audit(tx, actor, 'payment_option.update', updated, { identityChanged });
        return updated;
      });
      return (await present(db, [row]))[0]!;
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await withTx(db, async (tx) => {
        const existing = await ownedOption(tx, actor, id);
        await lockOrganizationOptions(tx, existing.organizationId);
        await deletePaymentOption(tx, id);
        if (existing.isDefault) await promoteOldest(tx, existing.organizationId);
        await audit(tx, actor, 'payment_option.delete', existing);
      });
    },

    /**
     * Admins confirm an option is genuine (issue 7, item 16): verified from now on, until one of
     * its identifying fields changes. Repeating it renews the date.
     */
    async verify(actor: Actor, id: string, notes: string | undefined): Promise<PaymentOption> {
      const row = await withTx(db, async (tx) => {
        const existing = await findPaymentOptionRow(tx, id);
        if (!existing) throw notFound(PAYMENT_MESSAGES.notFound);
        const updated = await updatePaymentOption(tx, id, {
          verificationStatus: 'verified',
          verificationNotes: notes ?? existing.verificationNotes,
          lastVerifiedAt: new Date(),
          updatedBy: actor.user.id,
        });
        await audit(tx, actor, 'payment_option.verify', updated, {
          from: existing.verificationStatus,
        });
        return updated;
      });
      return (await present(db, [row]))[0]!;
    },

    async setDefault(actor: Actor, id: string, organizationId: string | undefined): Promise<PaymentOption> {
      const row = await withTx(db, async (tx) => {
        const existing = await ownedOption(tx, actor, id);
        if (organizationId && organizationId !== existing.organizationId)
          throw notFound(PAYMENT_MESSAGES.notFound);
        await lockOrganizationOptions(tx, existing.organizationId);
        await clearDefault(tx, existing.organizationId, id);
        const updated = await updatePaymentOption(tx, id, {
          isDefault: true,
          updatedBy: actor.user.id,
        });
        await audit(tx, actor, 'payment_option.set_default', updated);
        return updated;
      });
      return (await present(db, [row]))[0]!;
    },
  };
}
