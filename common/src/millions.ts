/** A figure in millions of US dollars as the financial pages state it: `-$3M`, `$1,200M`. */
export function formatMillions(value: number): string {
  const sign = value < 0 ? "-" : "";
  return `${sign}$${Math.abs(value).toLocaleString("en-US")}M`;
}

/** A projection year's net income: what a year's revenue leaves after its expenses. */
export function netIncome(row: { revenue: number; expenses: number }): number {
  return row.revenue - row.expenses;
}
