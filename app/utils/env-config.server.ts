// The one way a configuration is read from the environment: a zod schema per part (the
// storefront's env(), and the commerce side's orders, sign-in and mail settings in
// app/commerce/config/), parsed on first use, every problem listed when it fails.
import { z } from 'zod';

type Source = Record<string, string | undefined>;

/** A text setting: blank counts as unset, the rest is trimmed. */
export const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

export interface EnvConfig<T> {
  /** The settings from process.env, parsed once; throws listing every problem. */
  get(): T;
  /** Parses a given environment (tests pass their own). */
  parse(source: Source): T;
  /** What is wrong with a given environment, one line each ('YOOKASSA_SHOP_ID: required …'); [] when nothing. */
  problems(source: Source): string[];
  /** Drops the parsed copy so tests can change process.env between cases. */
  reset(): void;
}

/** A configuration read with `schema`; `label` names it in the error ('Invalid <label>: …'). */
export function envConfig<Schema extends z.ZodTypeAny>(
  label: string,
  schema: Schema,
): EnvConfig<z.output<Schema>> {
  let cached: z.output<Schema> | undefined;
  const linesOf = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const parse = (source: Source): z.output<Schema> => {
    const parsed = schema.safeParse(source);
    if (!parsed.success) throw new Error(`Invalid ${label}: ${linesOf(parsed.error).join('; ')}`);
    return parsed.data;
  };
  return {
    get: () => (cached ??= parse(process.env)),
    parse,
    problems: (source) => {
      const parsed = schema.safeParse(source);
      return parsed.success ? [] : linesOf(parsed.error);
    },
    reset: () => {
      cached = undefined;
    },
  };
}
