import type { HomeSectionId } from "@helixmap/common/routes";
import type { ReactNode, Ref } from "react";
import { Link } from "react-router";

/** A heading and introduction for a home page section. */
export interface SectionIntro {
  title: string;
  intro: string;
}

/** A home page section: its anchor, heading and introduction (ending with a link, when given), then its content. */
export function HomeSection({
  id,
  intro,
  introLink,
  tinted = false,
  sectionRef,
  className = "",
  children,
}: {
  id: HomeSectionId;
  intro: SectionIntro;
  introLink?: { label: string; href: string };
  tinted?: boolean;
  sectionRef?: Ref<HTMLElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      ref={sectionRef}
      aria-labelledby={`${id}-title`}
      className={`px-4 py-16 sm:px-6 sm:py-20 ${tinted ? "bg-slate-50" : "bg-white"} ${className}`}
    >
      <div className="mx-auto max-w-7xl">
        <div className="mb-10 max-w-3xl">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {intro.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            {intro.intro}
            {introLink && (
              <>
                {" "}
                <Link to={introLink.href} className="font-medium text-accent-800 underline">
                  {introLink.label}
                </Link>
              </>
            )}
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
