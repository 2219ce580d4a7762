import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const researchPublicationsSeed: PageValues<"research-publications"> = {
  ...{ title: "Research Publications", description: "Manuscripts, preprints and conference presentations." },
  intro: "",
};
