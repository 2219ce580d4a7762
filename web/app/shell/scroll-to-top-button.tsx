import { SCROLL_TOP_BUTTON_THRESHOLD_PX } from "@helixmap/common/constants";
import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { scrollToTop } from "./scroll";
import { useSiteWords } from "./site-settings";

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  const words = useSiteWords();
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_BUTTON_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={words?.scrollToTop}
      onClick={scrollToTop}
      className="fixed right-5 bottom-5 z-30 rounded-full bg-accent-700 p-3 text-white shadow-lg hover:bg-accent-800"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
