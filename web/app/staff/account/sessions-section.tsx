import type { AccountSession } from "@helixmap/common/account-api";
import { errorMessage } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { formatDateTime } from "../ui/format";
import { Message } from "../ui/message";
import { QueryView } from "../ui/query-view";
import { useEndOtherSessions } from "./end-other-sessions";
import { useEndSession } from "./end-session";
import { useSessions } from "./list-sessions";

/** Where this account is signed in; any session but this one can be ended here. */
export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const failed = endOne.error ?? endOthers.error;

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">Active sessions</h2>
        <Button
          variant="secondary"
          disabled={endOthers.isPending || (sessions.data ?? []).every((s) => s.current)}
          onClick={() => endOthers.mutate()}
        >
          Sign out all other sessions
        </Button>
      </div>
      {failed && (
        <div className="mt-3">
          <Message kind="error">{errorMessage(failed)}</Message>
        </div>
      )}
      <QueryView
        query={sessions}
        loadingLabel="Loading your sessions"
        failureTitle="Your sessions could not be loaded"
        empty="No active sessions."
        isEmpty={(list) => list.length === 0}
      >
        {(list: AccountSession[]) => (
          <ul className="mt-4 divide-y divide-slate-200" aria-label="Active sessions">
            {list.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="text-sm">
                  <p className="font-medium text-slate-900">
                    {s.device}
                    {s.current && (
                      <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs text-green-900">This device</span>
                    )}
                  </p>
                  <p className="text-slate-600">
                    {s.ipAddress ?? "Unknown address"} · last used {formatDateTime(s.lastUsedAt)}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="secondary"
                    aria-label={`Sign out ${s.device} (${s.ipAddress ?? "unknown address"})`}
                    disabled={endOne.isPending}
                    onClick={() => endOne.mutate(s.id)}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}
