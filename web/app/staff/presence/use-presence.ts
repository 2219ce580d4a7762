import { PRESENCE_HEARTBEAT_MS } from "@helixmap/common/constants";
import type { PresenceResponse, PresentEditor } from "@helixmap/common/presence/presence-api";
import { useEffect, useState } from "react";
import { apiRequest } from "../../api-client/api-request";

/**
 * While the form is open: a heartbeat to `path` every PRESENCE_HEARTBEAT_MS,
 * answered with the others editing the same thing. Leaving (closing the form,
 * or the tab) says so with a request that outlives the page; a crash simply
 * lets the heartbeat expire.
 */
export function usePresence(path: string | null): PresentEditor[] {
  const [editors, setEditors] = useState<PresentEditor[]>([]);
  useEffect(() => {
    if (path === null) return;
    let active = true;
    const beat = () =>
      apiRequest<PresenceResponse>(path, { method: "POST" }).then(
        (answer) => active && setEditors(answer.editors),
        // Presence is a courtesy: a missed heartbeat only delays the notice.
        () => undefined,
      );
    const leave = () => {
      void fetch(path, { method: "DELETE", credentials: "same-origin", keepalive: true }).catch(() => undefined);
    };
    void beat();
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
    window.addEventListener("pagehide", leave);
    return () => {
      active = false;
      clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [path]);
  return editors;
}
