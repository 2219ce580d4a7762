import { APPLICATION_AGE_MAX, APPLICATION_AGE_MIN } from "@helixmap/common/constants";
import {
  APPLICATION_REVIEW_RESPONSE,
  CONDITION_LABELS,
  CONDITIONS,
  CONSENT_TEXTS,
  type Condition,
} from "@helixmap/common/trial-application-terms";
import { timelines } from "../figures";

export type TrialStatus = "Preparing to Start" | "Planning Phase";

export interface ClinicalTrial {
  title: string;
  phase: string;
  condition: string;
  status: TrialStatus;
  participants: number;
  duration: string;
  location: string;
  description: string;
  criteria: { inclusion: readonly string[]; exclusion: readonly string[] };
  primaryEndpoint: string;
  secondaryEndpoint: string;
}

export const clinicalTrials: readonly ClinicalTrial[] = [
  {
    title: "Functional Cure Study in Adults Living with HIV",
    phase: "Phase I",
    condition: "HIV-1 infection",
    status: "Preparing to Start",
    participants: 24,
    duration: "24 months",
    location: "San Francisco, CA and Boston, MA",
    description: `A first-in-human, dose-escalation study of the gene-mapped construct in adults whose HIV is controlled by antiretroviral therapy. Expected to open within ${timelines.phaseIMain}, subject to regulatory clearance.`,
    criteria: {
      inclusion: [
        "Aged 18 to 65",
        "HIV-1 infection on stable antiretroviral therapy for at least 12 months",
        "Undetectable viral load for at least 6 months",
        "CD4 count of 350 cells/µL or more",
      ],
      exclusion: [
        "Active hepatitis B or C infection",
        "Prior gene therapy",
        "Pregnancy or breastfeeding",
        "Significant heart, liver or kidney disease",
      ],
    },
    primaryEndpoint: "Safety and tolerability over 12 months",
    secondaryEndpoint: "Change in the size of the latent HIV reservoir",
  },
  {
    title: "Multi-Target Therapy in Advanced Solid Tumours",
    phase: "Phase I/II",
    condition: "Advanced solid tumours",
    status: "Planning Phase",
    participants: 40,
    duration: "30 months",
    location: "Houston, TX and Seattle, WA",
    description:
      "An open-label study of the construct delivered locally to tumours that have progressed after standard treatment.",
    criteria: {
      inclusion: [
        "Aged 18 or older",
        "Measurable solid tumour that has progressed after standard therapy",
        "Adequate organ function",
        "Able to attend visits for the full study period",
      ],
      exclusion: [
        "Untreated brain metastases",
        "Active autoimmune disease",
        "Other investigational treatment within 4 weeks",
      ],
    },
    primaryEndpoint: "Safety and the recommended dose for Phase II",
    secondaryEndpoint: "Objective response rate",
  },
  {
    title: "Receptor-Directed Prevention Study",
    phase: "Phase I",
    condition: "HIV prevention in people at higher risk",
    status: "Planning Phase",
    participants: 30,
    duration: "18 months",
    location: "San Francisco, CA",
    description: `A study of the prevention approach in HIV-negative adults, expected within ${timelines.phaseIPrevention}.`,
    criteria: {
      inclusion: [
        "Aged 18 to 55",
        "HIV-negative at screening",
        "Willing to use standard prevention throughout the study",
      ],
      exclusion: ["Immune deficiency of any cause", "Prior gene therapy", "Pregnancy or breastfeeding"],
    },
    primaryEndpoint: "Safety and tolerability over 12 months",
    secondaryEndpoint: "Reduction of viral entry receptor expression on target cells",
  },
];

export const expectations = [
  {
    step: "Pre-screening",
    duration: "1-2 weeks",
    description: "We review your application and may call you with a few questions.",
  },
  {
    step: "Eligibility assessment",
    duration: "2-3 weeks",
    description: "A study clinician checks your medical history and arranges screening tests.",
  },
  {
    step: "Informed consent",
    duration: "1 week",
    description: "You receive the full study information, time to ask questions, and decide freely.",
  },
] as const;

/*
 * The form's conditions, age range, consent texts (with their version) and
 * review time are shared with the server, which validates and stores them:
 * edit them in common/src/trial-application-terms.ts and common/src/constants.ts.
 */
export const REVIEW_RESPONSE = APPLICATION_REVIEW_RESPONSE;
export const AGE_MIN = APPLICATION_AGE_MIN;
export const AGE_MAX = APPLICATION_AGE_MAX;
export const conditionOptions = CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] }));
export type { Condition };

export interface PreScreeningApplication {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  age: string;
  condition: Condition | "";
  previousTreatments: string;
  medicalHistory: string;
  consentToContact: boolean;
  privacyConsent: boolean;
}

export const emptyApplication: PreScreeningApplication = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  age: "",
  condition: "",
  previousTreatments: "",
  medicalHistory: "",
  consentToContact: false,
  privacyConsent: false,
};

export const consentText = CONSENT_TEXTS;

export const trialsNotice =
  "The trials listed are planned and not yet enrolling. The therapy is experimental and not approved. Pre-screening does not enrol you in a study and does not replace advice from your own doctor.";
