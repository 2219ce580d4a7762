import { APPLICATION_STATUS_LABELS, CONDITION_LABELS } from "@helixmap/common/trial-application-terms";
import type { ApplicationDetail } from "@helixmap/common/trial-applications";

const COLUMNS: [string, (a: ApplicationDetail) => string][] = [
  ["Reference", (a) => a.reference],
  ["Received", (a) => a.createdAt],
  ["Repeat of", (a) => a.repeatOf?.reference ?? ""],
  ["Status", (a) => APPLICATION_STATUS_LABELS[a.status]],
  ["First name", (a) => a.firstName],
  ["Last name", (a) => a.lastName],
  ["Email", (a) => a.email],
  ["Phone", (a) => a.phone],
  ["Age", (a) => String(a.age)],
  ["Condition", (a) => CONDITION_LABELS[a.condition]],
  ["Previous treatments", (a) => a.previousTreatments],
  ["Medical history", (a) => a.medicalHistory],
  ["Internal note", (a) => a.note],
  ["Consent texts version", (a) => a.consents.version],
];

/**
 * One quoted cell. Text a spreadsheet would run as a formula (starting with
 * = + - @, tab or carriage return) gets a leading apostrophe.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** RFC 4180 CSV with a header row and CRLF line ends. */
export function applicationsCsv(applications: ApplicationDetail[]): string {
  const rows = [
    COLUMNS.map(([name]) => cell(name)),
    ...applications.map((a) => COLUMNS.map(([, get]) => cell(get(a)))),
  ];
  return `${rows.map((r) => r.join(",")).join("\r\n")}\r\n`;
}
