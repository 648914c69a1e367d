import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes";

describe("formatBytes", () => {
  it("keeps small sizes in bytes and scales larger ones by 1024", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(1023)).toBe("1023 bytes");
    expect(formatBytes(9_523)).toBe("9.3 KB");
    expect(formatBytes(340 * 1024)).toBe("340 KB");
    expect(formatBytes(1024 ** 3)).toBe("1.0 GB");
  });

  it("rounds up to the next unit instead of showing 1024 of the smaller one", () => {
    expect(formatBytes(1024 ** 3 - 9_523)).toBe("1.0 GB");
  });
});
