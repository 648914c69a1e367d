// Values for a JSON Schema (the OpenAPI document's request schemas, an MCP tool's input schema) as
// fast-check arbitraries: mostly values the schema takes, at its edges too (lengths and bounds at
// their limits), and some it refuses (wrong types, one past a bound, unknown or missing fields), with
// hostile text (NUL, unpaired surrogates, very long strings, any Unicode) anywhere a string goes.
import fc from "fast-check";

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  description?: string;
};

/** Real values the fuzzed server knows, picked for fields by their names (an id, a URL, a skill, an option). */
export type Pools = {
  /** Ids of resources: the caller's own, another account's, made-up ones. */
  ids: string[];
  urls: string[];
  skills: string[];
  /** Option ids any skill takes, for `options` objects. */
  options: string[];
};

/** What a client's encoder makes of text: an unpaired surrogate becomes U+FFFD (it has no UTF-8). */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** Text no field should take or that tests a bound: NUL, unpaired surrogates, controls, right-to-left, very long. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("\0", "job_\0abc", "\uD800", "a\uDC00b", "\uDBFF\uDBFF", "\u202Egnp.exe", "\uFEFF", "\r\n", "%00", "%E0%A4%A", "../../etc/passwd", "' OR 1=1 --", "${7*7}", "<script>") },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 70_000).map((n) => "x".repeat(n)) },
);

/** A value of the wrong kind, whatever the field wanted. */
const wrongKind: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, 2 ** 53 + 1, 0.5, "", [], {}, [null], { "": "" }),
  fc.double(),
  hostileText,
);

const HINTED = [
  { test: (name: string) => /(^|_)ids?$|^cursor$|^id$/.test(name), pool: "ids" as const },
  { test: (name: string) => /url$/.test(name), pool: "urls" as const },
  { test: (name: string) => name === "tool" || name === "skill", pool: "skills" as const },
];

/** How values are drawn: the pools for named fields, and whether refused values may appear at any depth. */
type Draw = { pools: Pools; refused: boolean };

const NO_POOLS: Pools = { ids: [], urls: [], skills: [], options: [] };

/**
 * Values for `schema`: what it takes (weight 8), what it refuses (1), at every depth. `name` is the
 * field's name, so an id, a URL or a skill comes from the pools rather than made-up text.
 */
export function valueFor(schema: JsonSchema, pools: Pools, name = ""): fc.Arbitrary<unknown> {
  return drawn(schema, { pools, refused: true }, name, 0);
}

/**
 * The smallest requests that may well succeed: an object's required fields and the ones the pools
 * fill (an id, a URL, a skill; `wait`), each drawn as it is taken. Random optional fields mostly make
 * a request one a later check refuses; these reach the success answers.
 */
export function minimalValueFor(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  if (schema.type !== "object" || !schema.properties) return taken(schema, { pools, refused: false }, "", 0);
  const draw = { pools, refused: false };
  const required = new Set(schema.required ?? []);
  const chosen = Object.entries(schema.properties).filter(([name]) => required.has(name) || name === "wait" || HINTED.some((h) => h.test(name) && pools[h.pool].length));
  const shape = Object.fromEntries(chosen.map(([name, property]) => [name, taken(property, draw, name, 1)]));
  return fc.record(shape, { requiredKeys: chosen.filter(([name]) => required.has(name)).map(([name]) => name) });
}

/** Only values `schema` takes, its edges included: what a property test of the generator checks. */
export function takenValueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return taken(schema, { pools: NO_POOLS, refused: false }, "", 0);
}

function drawn(schema: JsonSchema, draw: Draw, name: string, depth: number): fc.Arbitrary<unknown> {
  if (!draw.refused) return taken(schema, draw, name, depth);
  return fc.oneof({ weight: 8, arbitrary: taken(schema, draw, name, depth) }, { weight: 1, arbitrary: refused(schema, draw, name, depth) });
}

function taken(schema: JsonSchema, draw: Draw, name: string, depth: number): fc.Arbitrary<unknown> {
  // Work that waits is slow: most calls that start it answer at once (the run is no load test).
  if (name === "wait" && draw.pools !== NO_POOLS) return fc.oneof({ weight: 9, arbitrary: fc.constantFrom(false, "false") }, { weight: 1, arbitrary: fc.constant(true) });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => taken(variant, draw, name, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return stringFor(schema, draw, name);
    case "integer":
    case "number":
      return numberFor(schema, type === "integer");
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return arrayFor(schema, draw, name, depth);
    case "object":
      return objectFor(schema, draw, depth);
    default:
      // `{}`: any value (an option's value, metadata).
      return fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -5, max: 5000 }), fc.boolean(), wrongKind);
  }
}

function refused(schema: JsonSchema, draw: Draw, name: string, depth: number): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const past: fc.Arbitrary<unknown>[] = [wrongKind];
  if (type === "string" && schema.maxLength !== undefined) past.push(fc.constant("y".repeat(schema.maxLength + 1)));
  if (type === "string" && schema.minLength) past.push(fc.constant("y".repeat(schema.minLength - 1)));
  if ((type === "integer" || type === "number") && schema.maximum !== undefined) past.push(fc.constant(schema.maximum + 1));
  if ((type === "integer" || type === "number") && schema.minimum !== undefined) past.push(fc.constant(schema.minimum - 1));
  if (type === "integer") past.push(fc.constant(1.5));
  if (type === "array" && schema.maxItems !== undefined) past.push(fc.array(taken(schema.items ?? {}, draw, name, depth + 1), { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 1 }));
  if (type === "object") past.push(objectFor(schema, draw, depth, { dropRequired: true, extraFields: true }));
  return fc.oneof(...past);
}

function stringFor(schema: JsonSchema, draw: Draw, name: string): fc.Arbitrary<string> {
  const hint = HINTED.find((h) => h.test(name));
  const pool = hint ? draw.pools[hint.pool] : [];
  if (pool.length) return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: hostileText });
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === "email") return fc.constantFrom("fuzz@example.com", "a@b.co", "first.last+tag@mail.example.org");
  if (schema.format === "date-time") return fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString());
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 64;
  const short = Math.min(max, Math.max(min, 24));
  const edges = [min, max].filter((n) => n <= 100_000).map((n) => fc.constant("e".repeat(n)));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: short }) },
    { weight: 1, arbitrary: fc.oneof(...edges) },
    // Graphemes may take two UTF-16 units each: at most half the bound, so the length stays within it.
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: Math.ceil(min / 2), maxLength: Math.floor(short / 2) }).filter((text) => text.length >= min && text.length <= max) },
  );
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-9) : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-9) : 1_000_000);
  const inside = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 4, arbitrary: inside }, { weight: 1, arbitrary: fc.constantFrom(integer ? Math.ceil(min) : min, integer ? Math.floor(max) : max) });
}

function arrayFor(schema: JsonSchema, draw: Draw, name: string, depth: number): fc.Arbitrary<unknown[]> {
  const min = schema.minItems ?? 0;
  const max = Math.min(schema.maxItems ?? 4, Math.max(min, 4));
  // Elements of an `asset_ids` are ids: the field's name tells what its items are.
  return fc.array(drawn(schema.items ?? {}, draw, name, depth + 1), { minLength: min, maxLength: max });
}

function objectFor(schema: JsonSchema, draw: Draw, depth: number, { dropRequired = false, extraFields = false } = {}): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = dropRequired ? [] : (schema.required ?? []).filter((key) => key in properties);
  const shape = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, depth > 6 && draw.refused ? wrongKind : drawn(property, draw, key, depth + 1)]));
  const known = fc.record(shape, { requiredKeys: required });
  // An open object (`options`, metadata): the names a skill takes, and any other.
  const additional = schema.additionalProperties;
  const open: JsonSchema | null = typeof additional === "object" ? additional : additional === true || (additional === undefined && !schema.properties) ? {} : null;
  const names = fc.oneof(draw.pools.options.length ? fc.constantFrom(...draw.pools.options) : fc.constant("quality"), fc.string({ maxLength: 12 }), draw.refused ? hostileText : fc.string({ maxLength: 4 }));
  // Names a closed object does not list are only drawn to be refused.
  const extras = open ? fc.dictionary(names, drawn(open, draw, "", depth + 1), { maxKeys: 3 }) : extraFields ? fc.dictionary(names, wrongKind, { minKeys: 1, maxKeys: 2 }) : fc.constant({});
  return fc.tuple(known, extras).map(([fields, more]) => ({ ...more, ...fields }));
}
