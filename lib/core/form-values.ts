import { z } from "zod";

/** Multipart fields arrive as strings; these accept the JSON value or its string spelling. */
export const zInt = (min: number, max: number) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number().int().min(min).max(max));

export const zBool = z.preprocess((v) => {
  if (v === "true" || v === "1") return true;
  if (v === "false" || v === "0") return false;
  return v;
}, z.boolean());
