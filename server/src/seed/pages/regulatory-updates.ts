import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const regulatoryUpdatesSeed: PageValues<"regulatory-updates"> = {
  ...{ title: "Regulatory Updates", description: "Submissions, designations, milestones and compliance status." },
  intro: "",
};
