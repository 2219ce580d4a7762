import type { PageValues } from "@helixmap/common/pages/page-catalogue";

export const pressReleasesSeed: PageValues<"press-releases"> = {
  ...{ title: "Press Releases", description: "Company announcements, the media kit and recognition." },
  intro: "",
};
