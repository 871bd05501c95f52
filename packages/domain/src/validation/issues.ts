import * as v from 'valibot';

/** Field path → first message key, for showing each error next to its field. */
export type FieldErrors<TField extends string = string> = Partial<Record<TField, string>>;

export type SafeParseOutcome<TOutput, TField extends string> =
  | { success: true; output: TOutput }
  | { success: false; errors: FieldErrors<TField> };

export function parseForm<TSchema extends v.GenericSchema, TField extends string = string>(
  schema: TSchema,
  input: unknown,
): SafeParseOutcome<v.InferOutput<TSchema>, TField> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { success: true, output: result.output };
  const errors: FieldErrors<TField> = {};
  for (const issue of result.issues) {
    const key = (v.getDotPath(issue) ?? 'form') as TField;
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return { success: false, errors };
}
