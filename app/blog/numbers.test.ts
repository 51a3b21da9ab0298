import { describe, expect, it } from "vitest";
import { formatNumber } from "./numbers";

describe("formatNumber", () => {
  it("writes a count as each language does, the same on every call", () => {
    expect(formatNumber(1234, "en")).toBe("1,234");
    expect(formatNumber(1234, "de")).toBe("1.234");
    expect(formatNumber(1234, "en")).toBe("1,234");
    expect(formatNumber(7, "ar")).toBe(new Intl.NumberFormat("ar").format(7));
  });
});
