import { z } from "zod";

/** `#rgb`, `#rrggbb` or `#rrggbbaa`. */
export const HexColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, "Expected a hex colour like #1a2b3c or #1a2b3c80");

/** `#rgb` or `#rrggbb`, for places where transparency makes no sense. */
export const OpaqueHexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "Expected a hex colour like #1a2b3c");

export type Rgba = { r: number; g: number; b: number; alpha: number };

/** Parses a colour already validated by `HexColor`; alpha is 0–1 as sharp expects. */
export function parseHexColor(hex: string): Rgba {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const byte = (at: number) => Number.parseInt(full.slice(at, at + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), alpha: full.length === 8 ? byte(6) / 255 : 1 };
}

export function toHex({ r, g, b }: { r: number; g: number; b: number }): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}
