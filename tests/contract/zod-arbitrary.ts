/**
 * Values a zod schema accepts, as a fast-check arbitrary: a small generic
 * walk over the shapes the games' config schemas use (objects, optional and
 * nullable fields, whole and real numbers with their bounds, booleans,
 * strings, enums, literals, arrays with their lengths, unions). Each node
 * draws near its bounds and inside them, then keeps only what that node's
 * schema accepts, so refinements (a listed value, distinct items) hold too.
 * A shape it does not know fails loudly rather than testing nothing.
 */
import fc from 'fast-check';
import type { z } from 'zod';

interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly innerType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly entries?: Record<string, string | number>;
  readonly values?: readonly unknown[];
  readonly checks?: readonly { readonly _zod: { readonly def: Record<string, unknown> } }[];
  readonly in?: z.ZodType;
}

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (d: Def) => (d.checks ?? []).map((c) => c._zod.def);

function numberArb(d: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let int = false;
  for (const c of checksOf(d)) {
    if (c.check === 'greater_than') min = Math.max(min, Number(c.value) + (c.inclusive ? 0 : 1));
    if (c.check === 'less_than') max = Math.min(max, Number(c.value) - (c.inclusive ? 0 : 1));
    if (c.check === 'number_format' && String(c.format).includes('int')) int = true;
  }
  const inRange = int ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  // Near the bounds and small values (where set-up's own limits bite), and anywhere in range.
  const edges = [min, min + 1, max - 1, max, 0, 1, 2].filter((v) => v >= min && v <= max);
  return fc.oneof(fc.constantFrom(...edges), fc.integer({ min: Math.max(min, -3), max: Math.min(max, 20) }), inRange);
}

function arrayArb(d: Def): fc.Arbitrary<unknown[]> {
  let minLength = 0;
  let maxLength = 8;
  for (const c of checksOf(d)) {
    if (c.check === 'min_length') minLength = Number(c.minimum);
    if (c.check === 'max_length') maxLength = Math.min(Number(c.maximum), minLength + 12);
    if (c.check === 'length_equals') minLength = maxLength = Number(c.length);
  }
  return fc.array(zodArbitrary(d.element!), { minLength, maxLength: Math.max(minLength, maxLength) });
}

function raw(schema: z.ZodType): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  switch (d.type) {
    case 'object': {
      const fields = Object.fromEntries(Object.entries(d.shape!).map(([k, v]) => [k, zodArbitrary(v)]));
      const optional = Object.entries(d.shape!)
        .filter(([, v]) => defOf(v).type === 'optional')
        .map(([k]) => k);
      const required = Object.keys(d.shape!).filter((k) => !optional.includes(k));
      // Optional fields are present or absent (absent, not `undefined`: as a file has them).
      return fc.record(fields, { requiredKeys: required });
    }
    case 'optional':
      return zodArbitrary(d.innerType!);
    case 'nullable':
      return fc.option(zodArbitrary(d.innerType!), { nil: null });
    case 'number':
      return numberArb(d);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.string({ maxLength: 12 });
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries!));
    case 'literal':
      return fc.constantFrom(...d.values!);
    case 'array':
      return arrayArb(d);
    case 'union':
      return fc.oneof(...d.options!.map((o) => zodArbitrary(o)));
    case 'pipe':
      return zodArbitrary(d.in!);
    default:
      throw new Error(`zodArbitrary: no arbitrary for a zod ${d.type}`);
  }
}

/** Values `schema` accepts (as it accepts them: the input, not the parsed output). */
export function zodArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  return raw(schema).filter((v) => schema.safeParse(v).success);
}
