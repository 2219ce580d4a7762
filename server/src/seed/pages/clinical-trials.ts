import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const clinicalTrialsSeed: PageValues<"clinical-trials"> = {
  ...{ title: "Clinical Trials", description: "Planned trials, what to expect, and the pre-screening application." },
  intro: "",
};
