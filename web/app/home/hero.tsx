import { ArrowRight, PlayCircle } from "lucide-react";
import { publicConfig } from "../public-config";
import { scrollToSection } from "../shell/scroll";
import { Button, buttonClass } from "../ui/button";
import type { HomePage } from "./home-page";
import { StatList } from "./stat-list";

export function Hero({ hero }: { hero: HomePage["hero"] }) {
  return (
    <header className="bg-gradient-to-br from-accent-50 via-white to-slate-50 px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-7xl">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{hero.eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
          {hero.headline}
        </h1>
        <p className="mt-6 max-w-3xl text-lg text-slate-600">{hero.lead}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <Button onClick={() => scrollToSection("investment")} className="px-6 py-3 text-base">
            {hero.investAction}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
          <a
            href={publicConfig.demoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("secondary", "px-6 py-3 text-base")}
          >
            <PlayCircle aria-hidden="true" className="size-5" />
            {hero.demoAction}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <StatList items={hero.claims} className="mt-12 grid-cols-2 sm:grid-cols-4" />
      </div>
    </header>
  );
}
