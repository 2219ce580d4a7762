import type { ReactNode } from "react";

/** A status line: errors are announced assertively, successes politely. */
export function Message({ kind, children }: { kind: "error" | "success" | "info"; children: ReactNode }) {
  const classes = {
    error: "border-red-200 bg-red-50 text-red-900",
    success: "border-green-200 bg-green-50 text-green-900",
    info: "border-blue-200 bg-blue-50 text-blue-900",
  }[kind];
  return (
    <div role={kind === "error" ? "alert" : "status"} className={`rounded-md border p-3 text-sm ${classes}`}>
      {children}
    </div>
  );
}
