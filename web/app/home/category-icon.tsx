import { Cog, Dna, FlaskConical, type LucideIcon, Microscope, Pill, Route, ShieldCheck, Syringe } from "lucide-react";
import type { HomePage } from "./home-page";

type DetailCategory = HomePage["cures"]["cards"][number]["category"];

const ICONS: Record<DetailCategory, LucideIcon> = {
  gene: Dna,
  therapy: Pill,
  mechanism: Cog,
  delivery: Syringe,
  safety: ShieldCheck,
  research: Microscope,
  pathway: Route,
  methodology: FlaskConical,
};

/** The icon that stands for a detail category. */
export function CategoryIcon({ category, className = "size-5" }: { category: DetailCategory; className?: string }) {
  const Icon = ICONS[category];
  return <Icon aria-hidden="true" data-category={category} className={className} />;
}
