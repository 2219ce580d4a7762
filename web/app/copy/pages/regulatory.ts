import { site } from "@helixmap/common/site";

export type UpdateType = "FDA Submission" | "EMA Filing" | "Manufacturing" | "Special Designation" | "Guidance Review";
export type Priority = "High" | "Medium" | "Low";

export interface RegulatoryUpdate {
  /** ISO date; shown in the visitor's locale. */
  date: string;
  title: string;
  type: UpdateType;
  status: string;
  priority: Priority;
  description: string;
  impact: string;
  nextSteps: string;
}

export const PRE_IND_RESPONSE_DAYS = 30;
export const ORPHAN_EXCLUSIVITY_YEARS = 7;

export const regulatoryUpdates: readonly RegulatoryUpdate[] = [
  {
    date: "2025-12-08",
    title: "Pre-IND meeting request submitted to the FDA",
    type: "FDA Submission",
    status: "Submitted",
    priority: "High",
    description:
      "We asked the FDA for a pre-Investigational New Drug meeting to discuss the preclinical package for the HIV functional cure programme.",
    impact: `Written feedback, expected within ${PRE_IND_RESPONSE_DAYS} days, will shape the design of our IND-enabling studies.`,
    nextSteps: "Prepare the briefing document and align study protocols with the agency's comments.",
  },
  {
    date: "2025-11-20",
    title: "Orphan designation application in preparation",
    type: "Special Designation",
    status: "Preparing",
    priority: "High",
    description:
      "We are preparing an orphan drug designation request for a rare cancer indication within the oncology programme.",
    impact: `If granted, orphan designation carries ${ORPHAN_EXCLUSIVITY_YEARS} years of market exclusivity in the United States after approval.`,
    nextSteps: "Finalise prevalence analysis and submit the request.",
  },
  {
    date: "2025-11-06",
    title: "Scientific advice request to the EMA",
    type: "EMA Filing",
    status: "In Progress",
    priority: "Medium",
    description:
      "A request for scientific advice from the European Medicines Agency on the non-clinical development plan.",
    impact: "Early EMA input helps keep one development plan valid in the United States and the European Union.",
    nextSteps: "Answer the agency's clarification questions and schedule the advice meeting.",
  },
  {
    date: "2025-10-15",
    title: "Manufacturing partner qualification",
    type: "Manufacturing",
    status: "Ongoing",
    priority: "Medium",
    description:
      "Audits of candidate contract manufacturers for Good Manufacturing Practice production of clinical trial material.",
    impact: "A qualified manufacturer is a precondition for supplying the first clinical trial.",
    nextSteps: "Complete audits and sign a technology-transfer agreement.",
  },
  {
    date: "2025-09-26",
    title: "Review of FDA guidance on human gene therapy products",
    type: "Guidance Review",
    status: "Complete",
    priority: "Low",
    description:
      "An internal review of current FDA guidance on chemistry, manufacturing and controls for gene therapies.",
    impact: "Confirms the quality documentation our IND will need.",
    nextSteps: "Re-check when the agency publishes revised guidance.",
  },
];

export const milestonePhases = [
  {
    phase: "Preclinical development",
    activities: ["Cell-model efficacy studies", "Delivery system selection", "Pre-IND meeting"],
    status: "In Progress",
    timeline: "Q1-Q2 2025",
    completed: 75,
  },
  {
    phase: "IND-enabling studies",
    activities: ["GLP toxicology", "GMP pilot batch", "IND dossier"],
    status: "Preparing",
    timeline: "Q3 2025",
    completed: 30,
  },
  {
    phase: "Phase I clinical trial",
    activities: ["Site activation", "First participant dosed", "Safety review"],
    status: "Planned",
    timeline: "Q4 2025 to Q2 2026",
    completed: 0,
  },
  {
    phase: "Phase II planning",
    activities: ["Dose selection", "Protocol design", "Regulatory consultation"],
    status: "Future",
    timeline: "Q3 2026",
    completed: 0,
  },
] as const;

export const complianceAreas = [
  { area: "Good Laboratory Practice (GLP)", status: "Compliant", lastReview: "2025-10-20" },
  { area: "Good Manufacturing Practice (GMP)", status: "In Progress", lastReview: "2025-11-12" },
  { area: "Good Clinical Practice (GCP)", status: "Preparing", lastReview: "2025-12-01" },
  { area: "Data integrity and electronic records", status: "Compliant", lastReview: "2025-10-28" },
  { area: "Quality management system", status: "In Progress", lastReview: "2025-11-24" },
] as const;

export const primaryMarkets = [
  { market: "United States", role: "Lead market" },
  { market: "European Union", role: "Key market" },
  { market: "Canada", role: "Strategic market" },
  { market: "Japan", role: "Future expansion" },
] as const;

export const specialDesignations = [
  { designation: "Orphan Drug", status: "Planned" },
  { designation: "Fast Track", status: "Under consideration" },
  { designation: "Breakthrough Therapy", status: "Potential" },
  { designation: "PRIME (EMA)", status: "Exploring" },
] as const;

export const timelineGoals = [
  { goal: "IND submission", target: "Q3 2025" },
  { goal: "First-in-human dosing", target: "Q4 2025" },
  { goal: "Proof of concept", target: "Q2 2026" },
  { goal: "Marketing application", target: "2028-2030" },
] as const;

export const regulatoryContact = {
  email: site.regulatoryEmail,
  subject: "Regulatory Affairs Inquiry",
  description:
    "Questions from regulators, partners or investors about our submissions and compliance go to our regulatory affairs team.",
} as const;

export function regulatoryMailto(): string {
  return `mailto:${regulatoryContact.email}?subject=${encodeURIComponent(regulatoryContact.subject)}`;
}
