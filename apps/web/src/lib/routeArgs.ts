import { idSchema } from '@parley/domain';
import * as v from 'valibot';

/*
 * What a route reads from its address, parsed with valibot in one style (CONTRIBUTING.md, "Routes").
 * Routes import this for `params` and `validateSearch`, which stay in the entry chunk: keep it light.
 *
 * Search: `validateSearch: v.object({ name: searchParam(schema, default) })`, the schema itself (the
 * router reads valibot schemas). Every default lives there: a parameter the address lacks, or holds
 * malformed, gets it, because an edited address is no error page; the loader and the screen read the
 * parsed value and never write `?? default` again. A default that depends on the clock (this year,
 * today) is the feature's args function's business, which both call. A route whose defaults are not
 * undefined strips them from the addresses it builds (`stripSearchParams`), so they stay as short as before.
 *
 * Params: `params: paramsOf(v.object({ ... }))`, or `idParams` for a route's `$id`.
 */

/** A search parameter: `schema`'s value when the address holds a valid one, else `fallback`. */
export function searchParam<TSchema extends v.GenericSchema>(
  schema: TSchema,
): v.OptionalSchema<TSchema, undefined>;
export function searchParam<
  TSchema extends v.GenericSchema,
  const TFallback extends v.InferInput<TSchema> & v.InferOutput<TSchema>,
>(schema: TSchema, fallback: TFallback): v.OptionalSchema<TSchema, TFallback>;
export function searchParam(
  schema: v.GenericSchema,
  fallback?: unknown,
): v.OptionalSchema<v.GenericSchema, unknown> {
  return v.fallback(v.optional(schema, fallback), fallback);
}

type ParamsSchema = v.GenericSchema<Record<string, string>, object>;

/**
 * A route's `params` option: its path parameters parsed with `schema`. When they do not parse, the
 * route does not match, and the address is an unknown one (spec 2: the dashboard), unless `otherwise`
 * throws a `redirect` to a better place (a section's first list, its overview).
 */
export function paramsOf<TSchema extends ParamsSchema>(schema: TSchema, otherwise?: () => never) {
  return {
    parse: (params: Record<string, string>): v.InferOutput<TSchema> | false => {
      const parsed = v.safeParse(schema, params);
      if (parsed.success) return parsed.output;
      return otherwise ? otherwise() : false;
    },
  };
}

/** `$id` of a record: what the domain accepts as an id (non-blank, at most 128 characters). */
export const idParams = paramsOf(v.object({ id: idSchema }));
