import { describe, expect, it } from "vitest";
import { formatMillions, netIncome } from "./millions";

describe("the financial pages' millions", () => {
  it("write losses with a leading minus and thousands with a comma", () => {
    expect([-3, 0, 1200].map(formatMillions)).toEqual(["-$3M", "$0M", "$1,200M"]);
  });

  it("take a year's net income as its revenue less its expenses", () => {
    expect(netIncome({ revenue: 450, expenses: 260 })).toBe(190);
  });
});
