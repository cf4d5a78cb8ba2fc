import { toNestErrors } from '@hookform/resolvers';
import type { DefaultValues, FieldError, FieldValues, Resolver, UseFormProps } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Thrown by a `fromForm` conversion when a typed value cannot be converted (a percent above 100):
 * the message lands on that field, in the person's terms rather than the wire format's.
 */
export class FieldConversionError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ZodFormOptions<TForm extends FieldValues, TSchema extends z.ZodType> extends Omit<
  UseFormProps<TForm, unknown, z.output<TSchema>>,
  'resolver' | 'defaultValues'
> {
  /** The request schema from packages/domain: the same rules the server applies. */
  schema: TSchema;
  defaultValues?: DefaultValues<TForm>;
  /**
   * Only where the screen shows a value differently from the wire (percent ↔ fraction): turns the
   * typed values into the schema's input. Field names stay the same, so the schema's messages land
   * on the inputs.
   */
  fromForm?: (values: TForm) => z.input<TSchema>;
}

function zodFormResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  fromForm: ((values: TForm) => z.input<TSchema>) | undefined,
): Resolver<TForm, unknown, z.output<TSchema>> {
  return async (values, _context, options) => {
    let input: unknown;
    try {
      input = fromForm ? fromForm(values) : values;
    } catch (error) {
      if (!(error instanceof FieldConversionError)) throw error;
      const errors = { [error.field]: { type: 'conversion', message: error.message } };
      return { values: {}, errors: toNestErrors(errors, options) };
    }
    const result = await schema.safeParseAsync(input);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      // The first message per field, as a person fixes one thing at a time.
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * A react-hook-form form validated by a zod schema from packages/domain. Submit handlers receive
 * the schema's output — the request body, trimmed and converted as the server would.
 */
export function useZodForm<TForm extends FieldValues, TSchema extends z.ZodType>({
  schema,
  fromForm,
  ...options
}: ZodFormOptions<TForm, TSchema>) {
  return useForm<TForm, unknown, z.output<TSchema>>({
    ...options,
    resolver: zodFormResolver(schema, fromForm),
  });
}
