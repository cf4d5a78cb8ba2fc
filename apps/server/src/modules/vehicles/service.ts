import {
  type CreateVehicleRequest,
  type Fitment,
  type LinkVehicleRequest,
  type UpdateFitmentRequest,
  type UpdateVehicleRequest,
  VEHICLE_MESSAGES,
  type Vehicle,
  type VehicleListQuery,
  type VehicleOptions,
  type VehicleOptionsQuery,
  type VehicleStats,
  maxVehicleYear,
  vehicleLabel,
  yearRangeProblem,
} from '@crossover/domain/vehicles';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { hasCapability } from '@/lib/authorize.ts';
import { badRequest, notFound } from '@/lib/errors.ts';
import { type UniqueConflicts, conflictOnUnique } from '@/lib/unique-violation.ts';
import { createProductsService } from '@/modules/products/service.ts';
import { userNames } from '@/modules/users/names.ts';
import {
  type FitmentRow,
  type FitmentWithVehicle,
  type VehicleListRow,
  type VehicleRow,
  countVehicleProducts,
  deleteFitment,
  findFitment,
  findVehicle,
  insertFitment,
  insertVehicle,
  listFitment,
  listVehicles,
  lockVehicle,
  offeredMakes,
  offeredModels,
  offeredYears,
  updateFitment,
  updateVehicle,
  vehicleStats,
} from './repo.ts';

const VEHICLE_CONFLICT: UniqueConflicts = {
  vehicles_identity_uq: { field: 'model', message: VEHICLE_MESSAGES.duplicate },
};
const FITMENT_CONFLICT: UniqueConflicts = {
  product_vehicles_product_vehicle_uq: { field: 'vehicleId', message: VEHICLE_MESSAGES.linkExists },
};

function toVehicle(row: VehicleRow | VehicleListRow, productCount?: number): Vehicle {
  return {
    id: row.id,
    yearStart: row.yearStart,
    yearEnd: row.yearEnd,
    make: row.make,
    model: row.model,
    trim: row.trim,
    bodyStyle: row.bodyStyle,
    engineSize: row.engineSize,
    notes: row.notes,
    isActive: row.isActive,
    productCount: productCount ?? ('productCount' in row ? row.productCount : 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createVehiclesService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const latestYear = () => maxVehicleYear(clock.now());

  async function requireProduct(dbx: Db, productId: string): Promise<void> {
    const [product] = await createProductsService({ db: dbx }).findRows([productId]);
    if (!product) throw notFound(VEHICLE_MESSAGES.productNotFound);
  }

  async function requireLink(dbx: Db, productId: string, vehicleId: string): Promise<FitmentRow> {
    await requireProduct(dbx, productId);
    const link = await findFitment(dbx, productId, vehicleId);
    if (!link) throw notFound(VEHICLE_MESSAGES.linkNotFound);
    return link;
  }

  /** Links as the API shows them; who verified is for administrators only. */
  async function present(dbx: Db, actor: Actor, links: FitmentWithVehicle[]): Promise<Fitment[]> {
    const showVerifier = hasCapability(actor, 'vehicles.manage');
    const verifiers = showVerifier
      ? await userNames(
          dbx,
          links.flatMap((l) => (l.verifiedBy ? [l.verifiedBy] : [])),
        )
      : new Map<string, string>();
    return links.map((link) => ({
      productId: link.productId,
      vehicleId: link.vehicleId,
      compatibilityNotes: link.compatibilityNotes,
      isVerified: link.isVerified,
      verifiedByName: link.verifiedBy ? (verifiers.get(link.verifiedBy) ?? null) : null,
      vehicle: {
        id: link.vehicle.id,
        yearStart: link.vehicle.yearStart,
        yearEnd: link.vehicle.yearEnd,
        make: link.vehicle.make,
        model: link.vehicle.model,
        trim: link.vehicle.trim,
        bodyStyle: link.vehicle.bodyStyle,
        engineSize: link.vehicle.engineSize,
        isActive: link.vehicle.isActive,
      },
      createdAt: link.createdAt.toISOString(),
    }));
  }

  async function presentOne(dbx: Db, actor: Actor, link: FitmentRow): Promise<Fitment> {
    const vehicle = await findVehicle(dbx, link.vehicleId);
    return (await present(dbx, actor, [{ ...link, vehicle: vehicle! }]))[0]!;
  }

  const auditFitment = (dbx: Db, actor: Actor, action: string, link: FitmentRow, details = {}) =>
    writeAudit(dbx, {
      ...auditedBy(actor),
      action,
      entityType: 'product_vehicle',
      entityId: link.id,
      details: { productId: link.productId, vehicleId: link.vehicleId, ...details },
    });

  return {
    /** The latest year a vehicle may carry now (next year by the server's clock). */
    latestYear,

    async list(query: VehicleListQuery): Promise<Vehicle[]> {
      return (await listVehicles(db, query)).map((row) => toVehicle(row));
    },

    async stats(): Promise<VehicleStats> {
      const row = await vehicleStats(db);
      return {
        totalVehicles: row.total,
        activeVehicles: row.active,
        makes: row.makes,
        productsWithFitment: row.products,
      };
    },

    async create(actor: Actor, body: CreateVehicleRequest): Promise<Vehicle> {
      const row = await conflictOnUnique(VEHICLE_CONFLICT, () =>
        withTx(db, async (tx) => {
          const inserted = await insertVehicle(tx, body);
          await writeAudit(tx, {
            ...auditedBy(actor),
            action: 'vehicle.create',
            entityType: 'vehicle',
            entityId: inserted.id,
            details: { label: vehicleLabel(inserted) },
          });
          return inserted;
        }),
      );
      return toVehicle(row, 0);
    },

    /** Edits, deactivates or reactivates; years are checked together with the stored ones. */
    async update(actor: Actor, id: string, body: UpdateVehicleRequest): Promise<Vehicle> {
      const { row, productCount } = await conflictOnUnique(VEHICLE_CONFLICT, () =>
        withTx(db, async (tx) => {
          const existing = await lockVehicle(tx, id);
          if (!existing) throw notFound(VEHICLE_MESSAGES.notFound);
          const yearStart = body.yearStart ?? existing.yearStart;
          const yearEnd = body.yearEnd === undefined ? existing.yearEnd : body.yearEnd;
          // Only a request that moves a year is judged (a stored year is not the caller's mistake),
          // and the message names the year it sent.
          const problem = yearRangeProblem(yearStart, yearEnd, latestYear());
          if (problem && (body.yearStart !== undefined || body.yearEnd !== undefined)) {
            const field = body[problem.field] === undefined ? 'yearStart' : problem.field;
            const message = field === problem.field ? problem.message : VEHICLE_MESSAGES.startAfterEnd;
            throw badRequest(message, { [field]: message });
          }
          const updated = await updateVehicle(tx, id, body);
          await writeAudit(tx, {
            ...auditedBy(actor),
            action: 'vehicle.update',
            entityType: 'vehicle',
            entityId: id,
            details: { label: vehicleLabel(updated), fields: Object.keys(body) },
          });
          return { row: updated, productCount: await countVehicleProducts(tx, id) };
        }),
      );
      return toVehicle(row, productCount);
    },

    async options(query: VehicleOptionsQuery): Promise<VehicleOptions> {
      const [years, makes, models] = await Promise.all([
        offeredYears(db, latestYear()),
        offeredMakes(db, query.year),
        query.make ? offeredModels(db, query.year, query.make) : Promise.resolve([]),
      ]);
      return { years, makes, models };
    },

    /** What a product fits; only administrators see retired vehicles and who verified. */
    async listFitment(actor: Actor, productId: string): Promise<Fitment[]> {
      await requireProduct(db, productId);
      const all = hasCapability(actor, 'vehicles.manage');
      return present(db, actor, await listFitment(db, productId, !all));
    },

    async link(actor: Actor, productId: string, body: LinkVehicleRequest): Promise<Fitment> {
      return conflictOnUnique(FITMENT_CONFLICT, () =>
        withTx(db, async (tx) => {
          await requireProduct(tx, productId);
          const vehicle = await findVehicle(tx, body.vehicleId);
          if (!vehicle) throw notFound(VEHICLE_MESSAGES.notFound);
          const link = await insertFitment(tx, {
            productId,
            vehicleId: vehicle.id,
            compatibilityNotes: body.compatibilityNotes,
            isVerified: body.isVerified,
            verifiedBy: body.isVerified ? actor.user.id : null,
          });
          await auditFitment(tx, actor, 'fitment.link', link, {
            vehicle: vehicleLabel(vehicle),
            isVerified: link.isVerified,
          });
          return present(tx, actor, [{ ...link, vehicle }]).then((links) => links[0]!);
        }),
      );
    },

    /** Notes and the verified flag; marking it verified names the actor, un-verifying clears it. */
    async updateLink(
      actor: Actor,
      productId: string,
      vehicleId: string,
      body: UpdateFitmentRequest,
    ): Promise<Fitment> {
      return withTx(db, async (tx) => {
        const existing = await requireLink(tx, productId, vehicleId);
        const verification =
          body.isVerified === undefined || body.isVerified === existing.isVerified
            ? {}
            : { isVerified: body.isVerified, verifiedBy: body.isVerified ? actor.user.id : null };
        const updated = await updateFitment(tx, existing.id, {
          ...(body.compatibilityNotes === undefined ? {} : { compatibilityNotes: body.compatibilityNotes }),
          ...verification,
        });
        await auditFitment(tx, actor, 'fitment.update', updated, { fields: Object.keys(body) });
        return presentOne(tx, actor, updated);
      });
    },

    async unlink(actor: Actor, productId: string, vehicleId: string): Promise<void> {
      await withTx(db, async (tx) => {
        const existing = await requireLink(tx, productId, vehicleId);
        await deleteFitment(tx, existing.id);
        await auditFitment(tx, actor, 'fitment.unlink', existing);
      });
    },
  };
}
