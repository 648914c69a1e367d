import fc from "fast-check";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { takenValueFor, valueFor, type JsonSchema } from "./schema-arbitrary";

const ajv = new Ajv2020({ strict: false });
addFormats.default(ajv);

// The keywords the OpenAPI document's request schemas use, as zod writes them.
const SCHEMA: JsonSchema = {
  type: "object",
  properties: {
    name: { type: "string", minLength: 1, maxLength: 100 },
    cursor: { type: "string", pattern: "^ast_[0-9A-Za-z]{24}$" },
    limit: { type: "integer", minimum: 1, maximum: 200, default: 50 },
    ratio: { type: "number", minimum: 0, maximum: 1 },
    fit: { type: "string", enum: ["cover", "contain"] },
    expires_at: { anyOf: [{ type: "string", format: "date-time" }, { type: "null" }] },
    email: { type: "string", format: "email" },
    steps: {
      type: "array",
      minItems: 1,
      maxItems: 3,
      items: { type: "object", properties: { tool: { type: "string", minLength: 1 }, options: { type: "object", additionalProperties: {} } }, required: ["tool"], additionalProperties: false },
    },
    wait: { type: "boolean" },
  },
  required: ["name", "steps"],
  additionalProperties: false,
};

describe("the fuzzer's values from a JSON Schema", () => {
  it("draws only values the schema takes when asked for those, edges included", () => {
    const validate = ajv.compile(SCHEMA);
    fc.assert(
      fc.property(takenValueFor(SCHEMA), (value) => {
        expect(validate(value), `${ajv.errorsText(validate.errors)}: ${JSON.stringify(value)}`).toBe(true);
      }),
      { numRuns: 300, seed: 40 },
    );
  });

  it("draws refused values too, and hostile text, when drawing for the fuzzer", () => {
    const validate = ajv.compile(SCHEMA);
    const values = fc.sample(valueFor(SCHEMA, { ids: [], urls: [], skills: [], options: ["width"] }), { numRuns: 400, seed: 40 });
    const refused = values.filter((value) => !validate(value));
    expect(refused.length).toBeGreaterThan(40);
    expect(refused.length).toBeLessThan(values.length);
    const text = JSON.stringify(values);
    expect(text).toContain("\\u0000");
  });
});
