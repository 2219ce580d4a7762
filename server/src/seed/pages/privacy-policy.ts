import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const privacyPolicySeed: PageValues<"privacy-policy"> = {
  ...{
    title: "Privacy Policy",
    description: "What information we collect, how we use and protect it, and your rights.",
  },
  intro: "",
};
