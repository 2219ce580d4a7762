import { Applications } from "../home/applications";
import { Contact } from "../home/contact";
import { Cures } from "../home/cures";
import { Hero } from "../home/hero";
import { Investment } from "../home/investment";
import { Research } from "../home/research";
import { Science } from "../home/science";
import { Technology } from "../home/technology";
import { pageMeta } from "../shell/meta";

export const meta = () => pageMeta("/");

export default function HomePage() {
  return (
    <>
      <Hero />
      <Cures />
      <Technology />
      <Science />
      <Applications />
      <Research />
      <Investment />
      <Contact />
    </>
  );
}
