import { IMAGE_HOSTS } from "@helixmap/common/image-hosts";
import { describe, expect, it } from "vitest";
import { details } from "./details";

describe("the home page's detail images", () => {
  // The Content-Security-Policy allows images from IMAGE_HOSTS only, so one from anywhere else would not show.
  it("come from this site or a host the Content-Security-Policy allows", () => {
    const sources = Object.values(details).flatMap((d) => (d.image ? [d.image.src] : []));
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      if (src.startsWith("/")) continue;
      expect(IMAGE_HOSTS as readonly string[]).toContain(new URL(src).origin);
    }
  });
});
