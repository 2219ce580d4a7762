import { lazy, useState } from "react";
import { cureCards, curesIntro } from "../copy/home/cures";
import type { DetailKey } from "../copy/home/types";
import { Badge } from "../ui/badge";
import { statusTone } from "../ui/tones";
import { CardButton } from "./card-button";
import { CategoryIcon } from "./category-icon";
import { HomeSection } from "./home-section";
import { LazyModal } from "./lazy-modal";

const DetailBody = lazy(() => import("./detail-body"));

export function Cures() {
  const [open, setOpen] = useState<DetailKey | null>(null);
  const openCard = cureCards.find((c) => c.detail === open);

  return (
    <HomeSection id="cures" intro={curesIntro}>
      <div className="grid gap-6 md:grid-cols-2">
        {cureCards.map((card) => (
          <CardButton
            key={card.detail}
            onClick={() => setOpen(card.detail)}
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
              Learn more →
            </p>
          </CardButton>
        ))}
      </div>
      <LazyModal open={open !== null} onClose={() => setOpen(null)} title={openCard?.title}>
        {open && <DetailBody detail={open} />}
      </LazyModal>
    </HomeSection>
  );
}
