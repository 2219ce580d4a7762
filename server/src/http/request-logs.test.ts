import { API_PATHS } from "@helixmap/common/api-paths";
import { beforeEach, expect, it } from "vitest";
import { backgroundSettled } from "../auth/background";
import { describeOnDatabases } from "../test/harness";
import { capturedLog } from "../test/leak-capture";
import { REQUEST_ID_HEADER } from "./request-context";

interface LogLine {
  msg: string;
  requestId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
}

for (const proxy of ["trusted", "untrusted"] as const) {
  const captured = capturedLog();
  const lines = () => captured.lines.map((l) => JSON.parse(l) as LogLine);

  describeOnDatabases(
    `request ids and the access log (${proxy} proxy)`,
    (h) => {
      beforeEach(() => {
        captured.lines.length = 0;
      });

      it("answers each request with an id and writes one access line carrying it: method, route pattern, status, duration", async () => {
        const admin = await h().createUser("administrator");
        captured.lines.length = 0;
        const res = await h().call("GET", API_PATHS.contentItem("00000000-0000-4000-8000-000000000000"), {
          cookie: admin.cookie,
        });
        expect(res.status).toBe(404);
        const id = res.headers.get(REQUEST_ID_HEADER);
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        const access = lines().filter((l) => l.msg === "request");
        expect(access).toHaveLength(1);
        expect(access[0]).toMatchObject({ requestId: id, method: "GET", route: "/api/content/:id", status: 404 });
        expect(access[0]?.durationMs).toBeGreaterThanOrEqual(0);
      });

      it(`takes the id from X-Request-Id only from a trusted proxy (here: ${proxy})`, async () => {
        const res = await h().call("GET", API_PATHS.health, { headers: { [REQUEST_ID_HEADER]: "edge-4711.a" } });
        const id = res.headers.get(REQUEST_ID_HEADER);
        if (proxy === "trusted") expect(id).toBe("edge-4711.a");
        else expect(id).not.toBe("edge-4711.a");
        // Not a plain id: never taken, even from a trusted proxy.
        const odd = await h().call("GET", API_PATHS.health, { headers: { [REQUEST_ID_HEADER]: 'a b"c' } });
        expect(odd.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
      });

      it("puts the id on every line the request causes, including its errors and the work it leaves running", async () => {
        const res = await h().call("POST", API_PATHS.auth.register, {
          body: {
            fullName: "Logged Person",
            email: `logged-${Date.now()}@example.org`,
            password: "a password long enough",
          },
        });
        expect(res.status).toBe(201);
        const id = res.headers.get(REQUEST_ID_HEADER)!;
        await backgroundSettled();
        const caused = lines().filter((l) => l.requestId === id);
        // The confirmation mail is written after the answer went out, by work the request started.
        expect(caused.map((l) => l.msg)).toEqual(expect.arrayContaining(["request", "mail written to the outbox"]));
        // Every line written while serving (none comes from elsewhere in this quiet server) names the request.
        expect(lines().filter((l) => !l.requestId)).toEqual([]);
      });
    },
    { log: captured.log, realMail: true, env: proxy === "trusted" ? { TRUST_PROXY: "1" } : {} },
  );
}
