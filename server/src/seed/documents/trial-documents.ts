import { flowing, type SeedDocument } from "./document";
import { closing, type DocumentSources } from "./sources";

type Trial = DocumentSources["pages"]["clinical-trials"]["trials"][number];

/** One trial card's details, in the card's own words. */
export function trialDocument(trial: Trial, s: DocumentSources): SeedDocument {
  const labels = s.pages["clinical-trials"].trialLabels;
  return flowing(
    trial.title,
    [
      { paragraphs: [trial.description] },
      {
        facts: [
          [labels.participants, String(trial.participants)],
          [labels.duration, trial.duration],
          [labels.location, trial.location],
          [labels.primaryEndpoint, trial.primaryEndpoint],
          [labels.secondaryEndpoint, trial.secondaryEndpoint],
        ],
      },
      { heading: labels.inclusion, bullets: trial.inclusion.map((c) => c.text) },
      { heading: labels.exclusion, bullets: trial.exclusion.map((c) => c.text) },
      ...closing(s),
    ],
    `${trial.phase} · ${trial.condition} · ${trial.status}`,
  );
}
