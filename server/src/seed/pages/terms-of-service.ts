import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const termsOfServiceSeed: PageValues<"terms-of-service"> = {
  ...{ title: "Terms of Service", description: "The terms that govern use of this website and its materials." },
  intro: "",
};
