import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const developersSeed: PageValues<"developers"> = {
  ...{
    title: "Developer Portal",
    description: "Documentation of the planned partner API: endpoints, roles and authentication.",
  },
  intro: "",
};
