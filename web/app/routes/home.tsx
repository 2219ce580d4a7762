import { HOME_SECTIONS } from "@helixmap/common/routes";
import { pageMeta } from "../shell/meta";

export const meta = () => pageMeta("/");

export default function HomePage() {
  return (
    <>
      <h1 className="px-6 py-16 text-4xl font-bold">Gene-mapping therapeutics targeting HIV and cancer</h1>
      {HOME_SECTIONS.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="min-h-screen px-6 py-16">
          <h2 id={`${s.id}-title`} className="text-3xl font-bold">
            {s.label}
          </h2>
        </section>
      ))}
    </>
  );
}
