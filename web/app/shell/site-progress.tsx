import { fillIn } from "@helixmap/common/pages/fill-in";
import { Progress } from "../ui/progress";
import { useSiteWords } from "./site-settings";

/**
 * A public page's progress bar, named for screen readers in the site settings' words:
 * "{name} progress", or "{name} completion" for a milestone's completion.
 */
export function SiteProgress({
  value,
  name,
  measures = "progress",
}: {
  value: number;
  /** What the bar measures: a workstream, a milestone, a funding stage. */
  name: string;
  measures?: "progress" | "completion";
}) {
  const words = useSiteWords();
  const label = words ? fillIn(measures === "completion" ? words.completionName : words.progressName, { name }) : name;
  return <Progress value={value} label={label} unknownText={words?.progressUnknown ?? ""} />;
}
