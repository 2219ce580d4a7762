import { API_PATHS } from "@helixmap/common/api-paths";
import { DISPLAY_NAME_COOKIE } from "@helixmap/common/constants";
import { useEffect, useState } from "react";

export function readDisplayName(cookie: string): string | null {
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === DISPLAY_NAME_COOKIE) {
      try {
        const value = decodeURIComponent(rest.join("="));
        return value || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The signed-in person's name or e-mail, or null; re-read on `session-change`. */
export function useDisplayName(): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setName(readDisplayName(document.cookie));
    update();
    window.addEventListener("session-change", update);
    return () => window.removeEventListener("session-change", update);
  }, []);
  return name;
}

export async function signOut(): Promise<void> {
  await fetch(API_PATHS.auth.signOut, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  window.dispatchEvent(new Event("session-change"));
}
