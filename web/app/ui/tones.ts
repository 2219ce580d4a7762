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

/** Regulatory update status: Submitted, In Progress, Ongoing blue; Complete green; else yellow. */
export function regulatoryStatusTone(status: string): Tone {
  if (["Submitted", "In Progress", "Ongoing"].includes(status)) return "blue";
  if (status === "Complete") return "green";
  return "yellow";
}

/** Milestone phase: Complete green, In Progress blue, Preparing yellow, others grey. */
export function milestoneStatusTone(status: string): Tone {
  if (status === "Complete") return "green";
  if (status === "In Progress") return "blue";
  if (status === "Preparing") return "yellow";
  return "grey";
}

/** Compliance area: Compliant green, In Progress blue, Preparing yellow. */
export function complianceStatusTone(status: string): Tone {
  if (status === "Compliant") return "green";
  if (status === "In Progress") return "blue";
  return "yellow";
}

/** Priority borders: High red, Medium yellow, anything else green. */
export function priorityTone(priority: string): Tone {
  if (priority === "High") return "red";
  if (priority === "Medium") return "yellow";
  return "green";
}

/** Science progress: Validated green, In Vitro blue, Ongoing accent, Preclinical yellow. */
export function progressStatusTone(status: string): Tone {
  if (status === "Validated") return "green";
  if (status === "In Vitro") return "blue";
  if (status === "Ongoing") return "accent";
  return "yellow";
}

/** Research document status: Published green, Active blue. */
export function documentStatusTone(status: string): Tone {
  return status === "Published" ? "green" : "blue";
}

/** Research document confidentiality: Confidential red, Proprietary yellow. */
export function confidentialityTone(confidentiality: string): Tone {
  return confidentiality === "Confidential" ? "red" : "yellow";
}

/** Programme readiness on the cures cards: ready green, conceptual grey. */
export function cureStatusTone(status: string): Tone {
  return status.startsWith("Ready") ? "green" : "grey";
}

/** SEC filing: Filed green, Pending yellow. */
export function filingStatusTone(status: string): Tone {
  return status === "Filed" ? "green" : "yellow";
}

/** Publication: Published green, In Press blue, anything else (Under Review) yellow. */
export function publicationStatusTone(status: string): Tone {
  if (status === "Published") return "green";
  if (status === "In Press") return "blue";
  return "yellow";
}

/** Publication impact and patent priority: High accent, Medium blue, else grey. */
export function importanceTone(level: string): Tone {
  if (level === "High") return "accent";
  if (level === "Medium") return "blue";
  return "grey";
}

/** Patent and trademark: Registered and Filed green, Under Review blue, Pending yellow. */
export function intellectualPropertyStatusTone(status: string): Tone {
  if (status === "Registered" || status === "Filed") return "green";
  if (status === "Under Review") return "blue";
  return "yellow";
}

/** Clinical trial: Preparing to Start blue, anything else (Planning Phase) yellow. */
export function trialStatusTone(status: string): Tone {
  return status === "Preparing to Start" ? "blue" : "yellow";
}

/** Funding stage and investment milestone: Complete green, In Progress blue, Target and Planning yellow, Future grey. */
export function fundingStatusTone(status: string): Tone {
  if (status === "Complete") return "green";
  if (status === "In Progress") return "blue";
  if (status === "Target" || status === "Planning") return "yellow";
  return "grey";
}

/** API method on the developer portal: GET blue (reads), anything else green (writes). */
export function httpMethodTone(method: string): Tone {
  return method === "GET" ? "blue" : "green";
}

/** Deployment: success green, failed red, pending yellow. */
export function deploymentStatusTone(status: string): Tone {
  if (status === "success") return "green";
  if (status === "failed") return "red";
  return "yellow";
}

/** Trial application status (staff area): New blue, Contacted yellow, Eligible green, Not eligible red, Withdrawn grey. */
export function applicationStatusTone(status: string): Tone {
  if (status === "new") return "blue";
  if (status === "contacted") return "yellow";
  if (status === "eligible") return "green";
  if (status === "not_eligible") return "red";
  return "grey";
}
