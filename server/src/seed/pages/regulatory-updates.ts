import type { PageValues } from "@helixmap/common/pages/page-catalogue";

const activities = (...list: string[]) => list.map((text) => ({ text }));

export const regulatoryUpdatesSeed: PageValues<"regulatory-updates"> = {
  ...{ title: "Regulatory Updates", description: "Submissions, designations, milestones and compliance status." },
  breadcrumb: "",
  intro: "Submissions, designations, milestones and compliance status.",
  activeUpdates: "active updates",
  summary: { label: "Download Regulatory Summary", document: null },
  updatesTitle: "Latest updates",
  noUpdates: "No regulatory updates are published at the moment.",
  updateLabels: { priority: "Priority", impact: "Impact", nextSteps: "Next Steps" },
  milestonesTitle: "Regulatory milestones",
  milestones: [
    {
      phase: "Preclinical development",
      status: "In Progress",
      timeline: "Q1-Q2 2025",
      activities: activities("Cell-model efficacy studies", "Delivery system selection", "Pre-IND meeting"),
      completed: 75,
    },
    {
      phase: "IND-enabling studies",
      status: "Preparing",
      timeline: "Q3 2025",
      activities: activities("GLP toxicology", "GMP pilot batch", "IND dossier"),
      completed: 30,
    },
    {
      phase: "Phase I clinical trial",
      status: "Planned",
      timeline: "Q4 2025 to Q2 2026",
      activities: activities("Site activation", "First participant dosed", "Safety review"),
      completed: 0,
    },
    {
      phase: "Phase II planning",
      status: "Future",
      timeline: "Q3 2026",
      activities: activities("Dose selection", "Protocol design", "Regulatory consultation"),
      completed: 0,
    },
  ],
  contact: {
    title: "Regulatory affairs contact",
    description:
      "Questions from regulators, partners or investors about our submissions and compliance go to our regulatory affairs team.",
    button: "Contact Regulatory Affairs",
    subject: "Regulatory Affairs Inquiry",
  },
  complianceSectionTitle: "Compliance and strategy",
  complianceTitle: "Compliance status",
  lastReviewLabel: "Last review",
  compliance: [
    { area: "Good Laboratory Practice (GLP)", status: "Compliant", lastReview: "2025-10-20" },
    { area: "Good Manufacturing Practice (GMP)", status: "In Progress", lastReview: "2025-11-12" },
    { area: "Good Clinical Practice (GCP)", status: "Preparing", lastReview: "2025-12-01" },
    { area: "Data integrity and electronic records", status: "Compliant", lastReview: "2025-10-28" },
    { area: "Quality management system", status: "In Progress", lastReview: "2025-11-24" },
  ],
  strategyTitle: "Regulatory strategy",
  marketsTitle: "Primary markets",
  markets: [
    { market: "United States", role: "Lead market" },
    { market: "European Union", role: "Key market" },
    { market: "Canada", role: "Strategic market" },
    { market: "Japan", role: "Future expansion" },
  ],
  designationsTitle: "Special designations",
  designations: [
    { designation: "Orphan Drug", status: "Planned" },
    { designation: "Fast Track", status: "Under consideration" },
    { designation: "Breakthrough Therapy", status: "Potential" },
    { designation: "PRIME (EMA)", status: "Exploring" },
  ],
  goalsTitle: "Timeline goals",
  goals: [
    { goal: "IND submission", target: "Q3 2025" },
    { goal: "First-in-human dosing", target: "Q4 2025" },
    { goal: "Proof of concept", target: "Q2 2026" },
    { goal: "Marketing application", target: "2028-2030" },
  ],
};
