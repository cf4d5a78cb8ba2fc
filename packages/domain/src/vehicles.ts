import { z } from 'zod';
import { choice, optionalText, requiredText } from './fields.ts';

/**
 * The vehicles and fitment contract (back-office §2.7, §3 vehicles and product_vehicles, §5, §7):
 * GET /api/vehicles, /api/vehicles/search?q=, /api/vehicles/stats, POST /api/vehicles,
 * PATCH /api/vehicles/{id} (edit, deactivate, reactivate) — administrators; GET
 * /api/vehicles/options and GET /api/products/{productId}/vehicles for every signed-in user (the
 * catalogue's 'fits my vehicle' filter and the product dialog); fitment writes for administrators.
 */

export const MIN_VEHICLE_YEAR = 1900;
/** Vehicles are sold as next year's model: the latest year a vehicle may carry. */
export const maxVehicleYear = (now: Date) => now.getUTCFullYear() + 1;

export const VEHICLE_STATUSES = ['all', 'active', 'inactive'] as const;
export const DEFAULT_VEHICLE_LIST_LIMIT = 100;
export const MAX_VEHICLE_LIST_LIMIT = 500;

export const VEHICLE_MESSAGES = {
  // Spec §8, word for word.
  addedTitle: 'Vehicle Added',
  addedDescription: 'Vehicle has been successfully added to the database.',
  addFailedTitle: 'Error',
  addFailedDescription: 'Failed to add vehicle. Please try again.',
  // Spec §2.7.
  empty: 'No vehicles found',
  updated: 'Vehicle Updated',
  updateFailed: 'Failed to update vehicle. Please try again.',
  deactivated: 'Vehicle Deactivated',
  reactivated: 'Vehicle Reactivated',
  duplicate: 'A vehicle with these years, make, model and trim already exists',
  notFound: 'Vehicle not found',
  productNotFound: 'Product not found',
  endBeforeStart: 'End year cannot be before the start year',
  startAfterEnd: 'Start year cannot be after the end year',
  linkExists: 'This product is already linked to that vehicle',
  linkNotFound: 'This product is not linked to that vehicle',
  linked: 'Vehicle linked',
  unlinked: 'Vehicle unlinked from the product',
  linkFailed: 'Failed to link vehicle. Please try again.',
} as const;

export const yearRangeMessage = (label: string, maxYear: number) =>
  `${label} must be a year from ${MIN_VEHICLE_YEAR} to ${maxYear}`;

/** Form inputs are text: blank means not given, digits a number; anything else is left for the message. */
function yearInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

function yearField(label: string) {
  const kind = `${label} must be a year such as 2020`;
  return z.preprocess(
    yearInput,
    z.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : kind) }).int(kind),
  );
}

const endYear = z.preprocess(yearInput, yearField('End year').nullish()).transform((v) => v ?? null);

/** Every field's rule once; create adds the defaults, update makes each optional. */
const vehicleBody = z.object({
  yearStart: yearField('Start year'),
  /** Null: the vehicle is still made ('to present'). */
  yearEnd: endYear,
  make: requiredText('Make', 100),
  model: requiredText('Model', 100),
  trim: optionalText('Trim', 100),
  bodyStyle: optionalText('Body style', 100),
  engineSize: optionalText('Engine size', 50),
  notes: optionalText('Notes', 2000),
  isActive: z.boolean(),
});

export interface YearProblem {
  field: 'yearStart' | 'yearEnd';
  message: string;
}

/**
 * What is wrong with a year range, or null: each year from 1900 to `maxYear` (next year by the
 * deciding clock), and the end not before the start. The server asks with its own clock.
 */
export function yearRangeProblem(
  yearStart: number | undefined,
  yearEnd: number | null | undefined,
  maxYear: number,
): YearProblem | null {
  const outside = (year: number) => year < MIN_VEHICLE_YEAR || year > maxYear;
  if (yearStart !== undefined && outside(yearStart))
    return { field: 'yearStart', message: yearRangeMessage('Start year', maxYear) };
  if (yearEnd !== undefined && yearEnd !== null && outside(yearEnd))
    return { field: 'yearEnd', message: yearRangeMessage('End year', maxYear) };
  if (yearStart !== undefined && yearEnd !== undefined && yearEnd !== null && yearEnd < yearStart)
    return { field: 'yearEnd', message: VEHICLE_MESSAGES.endBeforeStart };
  return null;
}

function checkYears(maxYear: () => number) {
  return (
    v: { yearStart?: number | undefined; yearEnd?: number | null | undefined },
    ctx: z.RefinementCtx,
  ) => {
    const problem = yearRangeProblem(v.yearStart, v.yearEnd, maxYear());
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  };
}

/**
 * The create (POST) and update (PATCH) bodies. `maxYear` is asked at every parse, so the server's
 * schemas follow its clock (`context.clock`) and a form follows the browser's. Unknown keys (id,
 * productCount …) are dropped, never applied. A PATCH that moves only one year is checked against
 * the stored other one by the server.
 */
export function vehicleSchemas(maxYear: () => number) {
  return {
    create: vehicleBody.extend({ isActive: z.boolean().default(true) }).superRefine(checkYears(maxYear)),
    update: vehicleBody.partial().superRefine(checkYears(maxYear)),
  };
}
type VehicleSchemas = ReturnType<typeof vehicleSchemas>;
export type CreateVehicleRequest = z.output<VehicleSchemas['create']>;
export type UpdateVehicleRequest = z.output<VehicleSchemas['update']>;

/** The Add/Edit Vehicle form as typed: years are text; a blank start year means this year (§5). */
export interface VehicleFormValues {
  yearStart: string;
  yearEnd: string;
  make: string;
  model: string;
  trim: string;
  bodyStyle: string;
  engineSize: string;
  notes: string;
}

export function vehicleFormToRequest(values: VehicleFormValues, now: Date): VehicleFormValues {
  return values.yearStart.trim() === '' ? { ...values, yearStart: String(now.getUTCFullYear()) } : values;
}

export const vehicleSummarySchema = z.object({
  id: z.string(),
  yearStart: z.number().int(),
  yearEnd: z.number().int().nullable(),
  make: z.string(),
  model: z.string(),
  trim: z.string().nullable(),
  bodyStyle: z.string().nullable(),
  engineSize: z.string().nullable(),
  isActive: z.boolean(),
});
export type VehicleSummary = z.infer<typeof vehicleSummarySchema>;

export const vehicleSchema = vehicleSummarySchema.extend({
  notes: z.string().nullable(),
  /** How many products are linked to it (fitment). */
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

const limit = z.coerce.number().int().min(1).max(MAX_VEHICLE_LIST_LIMIT).default(DEFAULT_VEHICLE_LIST_LIMIT);

/**
 * GET /api/vehicles and /api/vehicles/search: `q` is words each found in the make, model or trim,
 * or a year inside the vehicle's range ('2019 ford f-150'). Sorted by make, model, then years.
 */
export const vehicleListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: choice('status', VEHICLE_STATUSES).default('all'),
  limit,
});
export type VehicleListQuery = z.infer<typeof vehicleListQuerySchema>;

export const vehicleStatsSchema = z.object({
  totalVehicles: z.number().int(),
  activeVehicles: z.number().int(),
  /** Distinct makes (case-insensitive) among active vehicles. */
  makes: z.number().int(),
  /** Products linked to at least one vehicle. */
  productsWithFitment: z.number().int(),
});
export type VehicleStats = z.infer<typeof vehicleStatsSchema>;

// Optional outside the transform, so the key is optional in the parsed type too.
const filterText = z
  .string()
  .trim()
  .max(100)
  .transform((v) => v || undefined)
  .optional();
const filterYear = z.preprocess(
  yearInput,
  z.number({ error: 'Year must be a year such as 2020' }).int('Year must be a year such as 2020').optional(),
);

/**
 * GET /api/vehicles/options?year=&make= — the 'Fits my vehicle' choices, from active vehicles that
 * fit at least one product: every year, the makes of the year, the models of the make.
 */
export const vehicleOptionsQuerySchema = z.object({ year: filterYear, make: filterText });
export type VehicleOptionsQuery = z.infer<typeof vehicleOptionsQuerySchema>;
export const vehicleOptionsSchema = z.object({
  years: z.array(z.number().int()),
  makes: z.array(z.string()),
  models: z.array(z.string()),
});
export type VehicleOptions = z.infer<typeof vehicleOptionsSchema>;

/** The catalogue's product filter by vehicle (any subset; the address and the API use these names). */
export const fitmentFilterShape = { fitYear: filterYear, fitMake: filterText, fitModel: filterText };
export interface FitmentFilter {
  fitYear?: number | undefined;
  fitMake?: string | undefined;
  fitModel?: string | undefined;
}

const compatibilityNotes = optionalText('Compatibility notes', 1000);

/** POST /api/products/{productId}/vehicles. The verifier is whoever marks it verified. */
export const linkVehicleSchema = z.object({
  vehicleId: requiredText('Vehicle', 100, 'Choose a vehicle'),
  compatibilityNotes,
  isVerified: z.boolean().default(false),
});
export type LinkVehicleRequest = z.output<typeof linkVehicleSchema>;

/** PATCH /api/products/{productId}/vehicles/{vehicleId}: what is sent changes, the rest stays. */
export const updateFitmentSchema = z.object({ compatibilityNotes, isVerified: z.boolean() }).partial();
export type UpdateFitmentRequest = z.output<typeof updateFitmentSchema>;

export const fitmentParamsSchema = z.object({
  productId: z.string().min(1).max(100),
  vehicleId: z.string().min(1).max(100),
});
export const productFitmentParamsSchema = fitmentParamsSchema.pick({ productId: true });

export const fitmentSchema = z.object({
  productId: z.string(),
  vehicleId: z.string(),
  compatibilityNotes: z.string().nullable(),
  isVerified: z.boolean(),
  /** Who verified it; for administrators only (null for everyone else). */
  verifiedByName: z.string().nullable(),
  vehicle: vehicleSummarySchema,
  createdAt: z.string(),
});
export type Fitment = z.infer<typeof fitmentSchema>;

type YearRange = Pick<VehicleSummary, 'yearStart' | 'yearEnd'>;

/** '2019–2023', '2020' (one model year), '2019 to present' (still made). */
export function vehicleYears({ yearStart, yearEnd }: YearRange): string {
  if (yearEnd === null) return `${yearStart} to present`;
  if (yearEnd === yearStart) return String(yearStart);
  return `${yearStart}–${yearEnd}`;
}

/** '2019–2023 Ford F-150 XLT', '2021 to present Ford Bronco'. */
export function vehicleLabel(vehicle: YearRange & Pick<VehicleSummary, 'make' | 'model' | 'trim'>): string {
  return [vehicleYears(vehicle), vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
}

/** 'Crew Cab · 5.0L V8': the details under a label, or '' when none. */
export function vehicleDetails(vehicle: Pick<VehicleSummary, 'bodyStyle' | 'engineSize'>): string {
  return [vehicle.bodyStyle, vehicle.engineSize].filter(Boolean).join(' · ');
}
