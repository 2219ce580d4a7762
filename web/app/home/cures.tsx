import { lazy, useState } from "react";
import { Badge } from "../ui/badge";
import { statusTone } from "../ui/tones";
import { CardButton } from "./card-button";
import { CategoryIcon } from "./category-icon";
import type { HomePage } from "./home-page";
import { HomeSection } from "./home-section";
import { LazyModal } from "./lazy-modal";

const DetailBody = lazy(() => import("./detail-body"));

export function Cures({ cures }: { cures: HomePage["cures"] }) {
  const [open, setOpen] = useState<number | null>(null);
  const openCard = open === null ? undefined : cures.cards[open];

  return (
    <HomeSection id="cures" intro={cures}>
      <div className="grid gap-6 md:grid-cols-2">
        {cures.cards.map((card, i) => (
          <CardButton
            key={card.title}
            onClick={() => setOpen(i)}
            title={
              <span className="flex items-center gap-3">
                <span className="rounded-lg bg-accent-100 p-2 text-accent-700">
                  <CategoryIcon category={card.category} className="size-6" />
                </span>
                {card.title}
              </span>
            }
          >
            <p className="mt-3 text-slate-600">{card.summary}</p>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <Badge tone={statusTone(card.status)}>{card.status}</Badge>
              <span className="text-sm text-slate-500">{card.timeline}</span>
            </div>
            <p className="mt-4 text-sm font-semibold text-accent-700" aria-hidden="true">
              {cures.learnMore}
            </p>
          </CardButton>
        ))}
      </div>
      <LazyModal open={openCard !== undefined} onClose={() => setOpen(null)} title={openCard?.title}>
        {openCard && <DetailBody card={openCard} labels={cures.detailLabels} />}
      </LazyModal>
    </HomeSection>
  );
}
