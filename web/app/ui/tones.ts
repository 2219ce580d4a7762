/**
 * Colour tones for badges and borders, and one mapping per status family
 * (spec: public-site §4). Pages pick a family; they never choose colours.
 */
export type Tone = "blue" | "green" | "yellow" | "red" | "grey" | "accent";

export const BADGE_TONE_CLASSES: Record<Tone, string> = {
  blue: "bg-blue-100 text-blue-800",
  green: "bg-green-100 text-green-800",
  yellow: "bg-yellow-100 text-yellow-900",
  red: "bg-red-100 text-red-800",
  grey: "bg-slate-100 text-slate-700",
  accent: "bg-accent-100 text-accent-800",
};

export const BORDER_TONE_CLASSES: Record<Tone, string> = {
  blue: "border-l-blue-500",
  green: "border-l-green-500",
  yellow: "border-l-yellow-500",
  red: "border-l-red-500",
  grey: "border-l-slate-400",
  accent: "border-l-accent-600",
};

/**
 * Every status the site shows, with its one colour: a status looks the same
 * on every page, card and download (spec: public-site §4 for the regulatory,
 * milestone and compliance families). Done green, under way blue, waiting or
 * preparing yellow, not started grey, failed red.
 */
export const STATUS_TONES: Readonly<Record<string, Tone>> = {
  Complete: "green",
  Compliant: "green",
  Validated: "green",
  Published: "green",
  Filed: "green",
  Registered: "green",
  "Ready for preclinical trials": "green",
  success: "green",
  eligible: "green",
  "In Progress": "blue",
  Submitted: "blue",
  Ongoing: "blue",
  "In Vitro": "blue",
  "In Press": "blue",
  Active: "blue",
  "Preparing to Start": "blue",
  running: "blue",
  new: "blue",
  Preparing: "yellow",
  Pending: "yellow",
  pending: "yellow",
  contacted: "yellow",
  "Under Review": "yellow",
  Target: "yellow",
  Planning: "yellow",
  "Planning Phase": "yellow",
  Preclinical: "yellow",
  Planned: "grey",
  Future: "grey",
  "Conceptual development phase": "grey",
  withdrawn: "grey",
  failed: "red",
  not_eligible: "red",
};

/** The colour of a status; one the table does not know is shown as waiting (yellow), as the spec's regulatory rule says. */
export function statusTone(status: string): Tone {
  return STATUS_TONES[status] ?? "yellow";
}

/** Priority borders: High red, Medium yellow, anything else green. */
export function priorityTone(priority: string): Tone {
  if (priority === "High") return "red";
  if (priority === "Medium") return "yellow";
  return "green";
}

/** Research document confidentiality: Confidential red, Proprietary yellow. */
export function confidentialityTone(confidentiality: string): Tone {
  return confidentiality === "Confidential" ? "red" : "yellow";
}

/** Publication impact and patent priority: High accent, Medium blue, else grey. */
export function importanceTone(level: string): Tone {
  if (level === "High") return "accent";
  if (level === "Medium") return "blue";
  return "grey";
}

/** API method on the developer portal: GET blue (reads), anything else green (writes). */
export function httpMethodTone(method: string): Tone {
  return method === "GET" ? "blue" : "green";
}
