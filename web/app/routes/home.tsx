import { SUMMARY_PREVIEW_LINES } from "../copy/home/research";
import { Contact } from "../home/contact";
import { Cures } from "../home/cures";
import { Hero } from "../home/hero";
import { Investment } from "../home/investment";
import { Research } from "../home/research";
import { Science } from "../home/science";
import { Technology } from "../home/technology";
import { TherapyAreas } from "../home/therapy-areas";
import { researchEntries } from "../published/list-entries";
import { snapshotFrom } from "../published/load-context";
import { pageMeta } from "../shell/meta";
import type { Route } from "./+types/home";

export const meta = () => pageMeta("/");

export function loader({ context }: Route.LoaderArgs) {
  return { research: researchEntries(snapshotFrom(context), SUMMARY_PREVIEW_LINES) };
}

export default function HomePage({ loaderData }: Partial<Route.ComponentProps>) {
  return (
    <>
      <Hero />
      <Cures />
      <Technology />
      <Science />
      <TherapyAreas />
      <Research published={loaderData?.research} />
      <Investment />
      <Contact />
    </>
  );
}
