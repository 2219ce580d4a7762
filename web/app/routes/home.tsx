import { SUMMARY_PREVIEW_LINES } from "@helixmap/common/constants";
import { Contact } from "../home/contact";
import { Cures } from "../home/cures";
import { Hero } from "../home/hero";
import type { HomeData } from "../home/home-page";
import { Investment } from "../home/investment";
import { Research } from "../home/research";
import { Science } from "../home/science";
import { Technology } from "../home/technology";
import { TherapyAreas } from "../home/therapy-areas";
import { researchEntries } from "../published/list-entries";
import { pageData, snapshotFrom } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import type { Route } from "./+types/home";

/** The page's fields, and its research documents in the order they were written (oldest first). */
export function loader({ context }: Route.LoaderArgs): HomeData {
  const research = researchEntries(snapshotFrom(context), SUMMARY_PREVIEW_LINES).sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  return { ...pageData(context, "home", research), research };
}
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta("/", loaderData);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { page, site, research, documents } = loaderData;
  const file = (reference: string | null) => (reference ? documents[reference] : undefined);
  return (
    <>
      <Hero hero={page.hero} />
      <Cures cures={page.cures} />
      <Technology technology={page.technology} />
      <Science science={page.science} />
      <TherapyAreas applications={page.applications} />
      <Research research={page.research} documents={research} files={documents} />
      <Investment
        investment={page.investment}
        files={{ pitchDeck: file(page.pitchDeck.file), materials: file(page.materials.file) }}
      />
      <Contact
        contact={page.contact}
        site={site}
        pitchDeck={{ label: page.investment.pitchDeckAction, file: file(page.pitchDeck.file) }}
      />
    </>
  );
}
