import { describe, expect, it } from "vitest";
import { PLANS } from "@/lib/domain/accounts/plans";
import { formatBytes } from "./bytes";

describe("formatBytes", () => {
  it("keeps small sizes in bytes and scales larger ones by 1024, in binary units", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(1023)).toBe("1023 bytes");
    expect(formatBytes(1024)).toBe("1 KiB");
    expect(formatBytes(9_523)).toBe("9.3 KiB");
    expect(formatBytes(340 * 1024)).toBe("340 KiB");
    expect(formatBytes(1.5 * 1024 ** 2)).toBe("1.5 MiB");
    expect(formatBytes(150.4 * 1024 ** 2)).toBe("150 MiB");
    expect(formatBytes(2 * 1024 ** 3)).toBe("2 GiB");
  });

  it("rounds up to the next unit instead of showing 1024 of the smaller one", () => {
    expect(formatBytes(1024 ** 3 - 9_523)).toBe("1.0 GiB");
    expect(formatBytes(1024 ** 2 - 1)).toBe("1.0 MiB");
  });

  it("names every plan's Vault capacity as the README's plan table does", () => {
    expect(Object.values(PLANS).map((plan) => formatBytes(plan.vaultCapacityBytes))).toEqual(["1 GiB", "10 GiB", "100 GiB", "1 TiB"]);
  });
});
