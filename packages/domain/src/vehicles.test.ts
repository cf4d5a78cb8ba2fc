import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VEHICLE_MESSAGES,
  linkVehicleSchema,
  maxVehicleYear,
  updateFitmentSchema,
  vehicleDetails,
  vehicleFormToRequest,
  vehicleLabel,
  vehicleOptionsQuerySchema,
  vehicleSchemas,
  vehicleYears,
  yearRangeProblem,
} from './vehicles.ts';

const { create, update } = vehicleSchemas(() => 2027);
const f150 = { yearStart: 2019, yearEnd: 2023, make: 'Ford', model: 'F-150' };

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('vehicle label', () => {
  it('writes years, make, model and trim', () => {
    expect(vehicleLabel({ ...f150, trim: 'XLT' })).toBe('2019–2023 Ford F-150 XLT');
    expect(vehicleLabel({ ...f150, trim: null })).toBe('2019–2023 Ford F-150');
    expect(vehicleLabel({ yearStart: 2021, yearEnd: null, make: 'Ford', model: 'Bronco', trim: null })).toBe(
      '2021 to present Ford Bronco',
    );
    expect(vehicleYears({ yearStart: 2020, yearEnd: 2020 })).toBe('2020');
  });

  it('lists body style and engine when known', () => {
    expect(vehicleDetails({ bodyStyle: 'Crew Cab', engineSize: '5.0L V8' })).toBe('Crew Cab · 5.0L V8');
    expect(vehicleDetails({ bodyStyle: null, engineSize: '2.0L I4' })).toBe('2.0L I4');
    expect(vehicleDetails({ bodyStyle: null, engineSize: null })).toBe('');
  });

  it('always starts with the start year and holds make and model', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2027 }),
        fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (start, span, make) => {
          const label = vehicleLabel({
            yearStart: start,
            yearEnd: span === null ? null : start + span,
            make,
            model: 'M',
            trim: null,
          });
          expect(label.startsWith(String(start))).toBe(true);
          expect(label).toContain(` ${make} M`);
        },
      ),
    );
  });
});

describe('vehicle bodies', () => {
  it('accepts a full vehicle, trimming text and turning blanks to null', () => {
    const parsed = create.parse({
      yearStart: '2019',
      yearEnd: '',
      make: ' Ford ',
      model: 'F-150',
      trim: '  ',
      bodyStyle: 'Crew Cab',
      engineSize: '',
      notes: '',
    });
    expect(parsed).toEqual({
      yearStart: 2019,
      yearEnd: null,
      make: 'Ford',
      model: 'F-150',
      trim: null,
      bodyStyle: 'Crew Cab',
      engineSize: null,
      notes: null,
      isActive: true,
    });
  });

  it('names each field in its message', () => {
    expect(fieldErrors(create.safeParse({ yearStart: 2019 }))).toEqual({
      make: 'Make is required',
      model: 'Model is required',
    });
    expect(fieldErrors(create.safeParse({ ...f150, make: '   ' }))).toEqual({ make: 'Make is required' });
    expect(fieldErrors(create.safeParse({ make: 'Ford', model: 'F-150' }))).toEqual({
      yearStart: 'Start year is required',
    });
    expect(fieldErrors(create.safeParse({ ...f150, yearStart: 'soon' }))).toEqual({
      yearStart: 'Start year must be a year such as 2020',
    });
    expect(fieldErrors(create.safeParse({ ...f150, yearStart: 2019.5 }))).toEqual({
      yearStart: 'Start year must be a year such as 2020',
    });
    expect(fieldErrors(create.safeParse({ ...f150, model: 'x'.repeat(101) }))).toEqual({
      model: 'Model must be at most 100 characters',
    });
  });

  it('keeps years from 1900 to next year and the end not before the start', () => {
    expect(fieldErrors(create.safeParse({ ...f150, yearStart: 1899 }))).toEqual({
      yearStart: 'Start year must be a year from 1900 to 2027',
    });
    expect(fieldErrors(create.safeParse({ ...f150, yearEnd: 2028 }))).toEqual({
      yearEnd: 'End year must be a year from 1900 to 2027',
    });
    expect(fieldErrors(create.safeParse({ ...f150, yearEnd: 2018 }))).toEqual({
      yearEnd: VEHICLE_MESSAGES.endBeforeStart,
    });
    expect(create.safeParse({ ...f150, yearStart: 1900, yearEnd: 2027 }).success).toBe(true);
    expect(create.safeParse({ ...f150, yearStart: 2027, yearEnd: 2027 }).success).toBe(true);
  });

  it('asks for the latest year at every parse', () => {
    let max = 2026;
    const moving = vehicleSchemas(() => max).create;
    expect(moving.safeParse({ ...f150, yearStart: 2027, yearEnd: null }).success).toBe(false);
    max = 2027;
    expect(moving.safeParse({ ...f150, yearStart: 2027, yearEnd: null }).success).toBe(true);
    expect(maxVehicleYear(new Date('2026-12-31T23:59:59Z'))).toBe(2027);
  });

  it('lets an update send any subset without resetting the rest', () => {
    expect(update.parse({ isActive: false })).toEqual({ isActive: false });
    expect(update.parse({ yearEnd: null })).toEqual({ yearEnd: null });
    expect(update.parse({ trim: '' })).toEqual({ trim: null });
    expect(fieldErrors(update.safeParse({ make: '' }))).toEqual({ make: 'Make is required' });
    expect(fieldErrors(update.safeParse({ yearStart: 2020, yearEnd: 2019 }))).toEqual({
      yearEnd: VEHICLE_MESSAGES.endBeforeStart,
    });
  });

  it('agrees with yearRangeProblem on every pair of years', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1850, max: 2100 }),
        fc.integer({ min: 1850, max: 2100 }),
        (start, end) => {
          const accepted = create.safeParse({ ...f150, yearStart: start, yearEnd: end }).success;
          expect(accepted).toBe(yearRangeProblem(start, end, 2027) === null);
          expect(accepted).toBe(start >= 1900 && end <= 2027 && end >= start);
        },
      ),
    );
  });

  it('fills a blank start year in the form with the current year (spec §5)', () => {
    const values = {
      yearStart: ' ',
      yearEnd: '',
      make: 'Ford',
      model: 'F-150',
      trim: '',
      bodyStyle: '',
      engineSize: '',
      notes: '',
    };
    expect(vehicleFormToRequest(values, new Date('2026-05-01T00:00:00Z')).yearStart).toBe('2026');
    expect(vehicleFormToRequest({ ...values, yearStart: '2001' }, new Date()).yearStart).toBe('2001');
  });
});

describe('fitment bodies', () => {
  it('requires a vehicle and defaults to not verified', () => {
    expect(linkVehicleSchema.parse({ vehicleId: 'v1' })).toEqual({
      vehicleId: 'v1',
      compatibilityNotes: null,
      isVerified: false,
    });
    expect(fieldErrors(linkVehicleSchema.safeParse({}))).toEqual({ vehicleId: 'Choose a vehicle' });
  });

  it('changes only what an update sends', () => {
    expect(updateFitmentSchema.parse({ isVerified: true })).toEqual({ isVerified: true });
    expect(updateFitmentSchema.parse({ compatibilityNotes: '' })).toEqual({ compatibilityNotes: null });
  });

  it('reads the options query from the address', () => {
    expect(vehicleOptionsQuerySchema.parse({ year: '2020', make: 'Ford' })).toEqual({
      year: 2020,
      make: 'Ford',
    });
    expect(vehicleOptionsQuerySchema.parse({ year: '', make: '' })).toEqual({});
    expect(vehicleOptionsQuerySchema.safeParse({ year: 'abc' }).success).toBe(false);
  });
});
