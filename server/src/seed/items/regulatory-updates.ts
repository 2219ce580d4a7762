import type { SeedItem } from "./seed-item";

/** Regulatory updates, newest first. */
export const regulatoryUpdateSeeds: readonly SeedItem[] = [
  {
    contentType: "regulatory_update",
    title: "Pre-IND meeting request submitted to the FDA",
    slug: "pre-ind-meeting-request-submitted-to-the-fda",
    summary:
      "We asked the FDA for a pre-Investigational New Drug meeting to discuss the preclinical package for the HIV functional cure programme.",
    content: "",
    displayDate: "2025-12-08",
    fields: {
      category: "FDA Submission",
      status: "Submitted",
      priority: "High",
      impact: "Written feedback, expected within 30 days, will shape the design of our IND-enabling studies.",
      nextSteps: "Prepare the briefing document and align study protocols with the agency's comments.",
    },
  },
  {
    contentType: "regulatory_update",
    title: "Orphan designation application in preparation",
    slug: "orphan-designation-application-in-preparation",
    summary:
      "We are preparing an orphan drug designation request for a rare cancer indication within the oncology programme.",
    content: "",
    displayDate: "2025-11-20",
    fields: {
      category: "Special Designation",
      status: "Preparing",
      priority: "High",
      impact:
        "If granted, orphan designation carries 7 years of market exclusivity in the United States after approval.",
      nextSteps: "Finalise prevalence analysis and submit the request.",
    },
  },
  {
    contentType: "regulatory_update",
    title: "Scientific advice request to the EMA",
    slug: "scientific-advice-request-to-the-ema",
    summary: "A request for scientific advice from the European Medicines Agency on the non-clinical development plan.",
    content: "",
    displayDate: "2025-11-06",
    fields: {
      category: "EMA Filing",
      status: "In Progress",
      priority: "Medium",
      impact: "Early EMA input helps keep one development plan valid in the United States and the European Union.",
      nextSteps: "Answer the agency's clarification questions and schedule the advice meeting.",
    },
  },
  {
    contentType: "regulatory_update",
    title: "Manufacturing partner qualification",
    slug: "manufacturing-partner-qualification",
    summary:
      "Audits of candidate contract manufacturers for Good Manufacturing Practice production of clinical trial material.",
    content: "",
    displayDate: "2025-10-15",
    fields: {
      category: "Manufacturing",
      status: "Ongoing",
      priority: "Medium",
      impact: "A qualified manufacturer is a precondition for supplying the first clinical trial.",
      nextSteps: "Complete audits and sign a technology-transfer agreement.",
    },
  },
  {
    contentType: "regulatory_update",
    title: "Review of FDA guidance on human gene therapy products",
    slug: "review-of-fda-guidance-on-human-gene-therapy-products",
    summary: "An internal review of current FDA guidance on chemistry, manufacturing and controls for gene therapies.",
    content: "",
    displayDate: "2025-09-26",
    fields: {
      category: "Guidance Review",
      status: "Complete",
      priority: "Low",
      impact: "Confirms the quality documentation our IND will need.",
      nextSteps: "Re-check when the agency publishes revised guidance.",
    },
  },
];
