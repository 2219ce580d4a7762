import type { AuditEntry } from "@helixmap/common/api";

export const AUDIT_CSV_HEADER = [
  "time",
  "action",
  "actor_name",
  "actor_email",
  "resource_type",
  "resource_id",
  "old_values",
  "new_values",
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break.
 * A field that a spreadsheet would read as a formula (=, +, -, @, tab, CR) is
 * prefixed with an apostrophe, so an exported value never runs as one.
 */
export function csvField(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

function json(value: unknown): string {
  return value === null || value === undefined ? "" : JSON.stringify(value);
}

/** One entry as a CSV line, ending in CRLF. */
export function auditCsvLine(entry: AuditEntry): string {
  const fields = [
    entry.createdAt,
    entry.action,
    entry.actor?.fullName ?? "",
    entry.actor?.email ?? "",
    entry.resourceType,
    entry.resourceId ?? "",
    json(entry.oldValues),
    json(entry.newValues),
  ];
  return `${fields.map(csvField).join(",")}\r\n`;
}

export const auditCsvHeaderLine = `${AUDIT_CSV_HEADER.join(",")}\r\n`;
