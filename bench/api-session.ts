import { API_PATHS } from "@helixmap/common/api-paths";

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in through the API and returns the Cookie header the session needs. */
export async function signIn(baseUrl: string, who: Credentials): Promise<string> {
  const res = await fetch(`${baseUrl}${API_PATHS.auth.signIn}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`Signing in as ${who.email} answered ${res.status}: ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (cookies.length === 0) throw new Error(`Signing in as ${who.email} set no cookie`);
  return cookies.join("; ");
}
