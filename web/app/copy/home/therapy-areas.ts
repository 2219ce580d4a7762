import { markets, timelines } from "../figures";
import type { SectionIntro } from "./types";

export const therapyAreasIntro: SectionIntro = {
  title: "Therapeutic applications",
  intro:
    "HIV and cancer lead our pipeline. The same gene map could later extend to neurodegenerative and autoimmune disease.",
};

export interface TherapyArea {
  id: "cancer" | "hiv" | "neuro" | "autoimmune";
  tab: string;
  title: string;
  summary: string;
  mechanisms: readonly string[];
  indications: readonly string[];
  marketSize: string;
  timeline: string;
}

export const therapyAreas: readonly TherapyArea[] = [
  {
    id: "cancer",
    tab: "Cancer",
    title: "Oncology",
    summary: "Restoring tumour suppression and immune attack on cancer cells.",
    mechanisms: ["Re-activating p53 signalling", "Reducing PD-1 checkpoint signalling", "Supporting DNA repair"],
    indications: ["Solid tumours with p53 loss", "Lymphomas", "Tumours resistant to checkpoint antibodies"],
    marketSize: markets.cancer,
    timeline: `Phase I targeted within ${timelines.phaseIMain}`,
  },
  {
    id: "hiv",
    tab: "HIV",
    title: "HIV",
    summary: "A functional cure and a preventive option built on one platform.",
    mechanisms: ["Blocking CCR5 and CXCR4 entry", "Boosting APOBEC3G restriction", "Reversing T-cell exhaustion"],
    indications: ["Chronic HIV-1 infection on therapy", "Pre-exposure protection for people at high risk"],
    marketSize: markets.hiv,
    timeline: `Cure programme in ${timelines.phaseIMain}; prevention in ${timelines.phaseIPrevention}`,
  },
  {
    id: "neuro",
    tab: "Neuro",
    title: "Neurodegeneration",
    summary: "Exploring whether pathway modulation can slow neuronal loss.",
    mechanisms: ["Modulating neuro-inflammatory signalling", "Supporting cellular stress responses"],
    indications: ["Alzheimer's disease", "Parkinson's disease", "Amyotrophic lateral sclerosis"],
    marketSize: markets.neuro,
    timeline: "Exploratory research, after the lead programmes",
  },
  {
    id: "autoimmune",
    tab: "Autoimmune",
    title: "Autoimmune disease",
    summary: "Re-balancing immune responses that turn against the body.",
    mechanisms: ["Adjusting T-cell activation thresholds", "Reducing inflammatory cytokine signalling"],
    indications: ["Rheumatoid arthritis", "Multiple sclerosis", "Lupus"],
    marketSize: markets.autoimmune,
    timeline: "Exploratory research, after the lead programmes",
  },
];

export const marketBanner = {
  value: markets.total,
  label: "Total addressable market across the four disease areas",
} as const;
