import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const scienceSeed: PageValues<"science"> = {
  ...{
    title: "Scientific Foundation",
    description: "The scientific rationale behind the platform, with the full foundation document.",
  },
  intro: "",
};
