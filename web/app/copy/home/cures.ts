import { timelines } from "../figures";
import type { DetailCategory, DetailKey, SectionIntro } from "./types";

export const curesIntro: SectionIntro = {
  title: "Two routes to lasting control of disease",
  intro:
    "Our platform pursues a functional cure through cellular reprogramming and a prevention strategy that aims to block viral entry. Select a programme to read how it is meant to work.",
};

export interface CureCard {
  detail: DetailKey;
  title: string;
  category: DetailCategory;
  summary: string;
  status: "Ready for preclinical trials" | "Conceptual development phase";
  timeline: string;
}

export const cureCards: readonly CureCard[] = [
  {
    detail: "platform",
    title: "Functional Cure Platform",
    category: "therapy",
    summary:
      "Reprogramming infected and malignant cells so the immune system can hold disease in check without lifelong daily treatment.",
    status: "Ready for preclinical trials",
    timeline: `Phase I targeted in ${timelines.phaseIMain}`,
  },
  {
    detail: "prevention",
    title: "Prevention Strategy",
    category: "mechanism",
    summary:
      "Shielding healthy cells by down-regulating the receptors a virus needs to enter them, before infection can take hold.",
    status: "Conceptual development phase",
    timeline: `Phase I targeted in ${timelines.phaseIPrevention}`,
  },
];
