import { describe, expect, it } from "vitest";
import { defaultOptionValues, formValuesFromOptions, validateOptionValues } from "./option-values";

const resize = {
  options: [
    { id: "width", type: "integer", minimum: 1, maximum: 16384, required: false, description: "" },
    { id: "fit", type: "string", default: "inside", allowed_values: ["cover", "contain", "inside", "fill"], required: false, description: "" },
    { id: "without_enlargement", type: "boolean", default: false, required: false, description: "" },
  ],
};
const watermark = { options: [{ id: "text", type: "string", required: true, description: "" }, { id: "opacity", type: "number", default: 0.5, minimum: 0.05, maximum: 1, required: false, description: "" }] };

describe("option values", () => {
  it("starts from the catalogue defaults", () => {
    expect(defaultOptionValues(resize)).toEqual({ width: "", fit: "inside", without_enlargement: false });
  });

  it("types values and leaves out defaults and blanks", () => {
    const values = { ...defaultOptionValues(resize), width: "200", without_enlargement: true };
    expect(validateOptionValues({ skill: resize, values })).toEqual({ options: { width: 200, without_enlargement: true }, errors: {} });
  });

  it("refuses what the server would refuse, per field", () => {
    expect(validateOptionValues({ skill: resize, values: { width: "2.5", fit: "stretch" } }).errors).toEqual({ width: "Enter a whole number.", fit: "One of cover, contain, inside, fill." });
    expect(validateOptionValues({ skill: resize, values: { width: "0" } }).errors).toEqual({ width: "At least 1." });
    expect(validateOptionValues({ skill: watermark, values: { text: " ", opacity: "2" } }).errors).toEqual({ text: "Required.", opacity: "At most 1." });
    expect(validateOptionValues({ skill: watermark, values: { text: "x", opacity: "abc" } }).errors).toEqual({ opacity: "Enter a number." });
  });

  it("turns saved options back into form values", () => {
    expect(formValuesFromOptions({ skill: resize, options: { width: 1600, without_enlargement: true } })).toEqual({ width: "1600", fit: "inside", without_enlargement: true });
  });
});
