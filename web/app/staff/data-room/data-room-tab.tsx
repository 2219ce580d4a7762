import type { Profile } from "@helixmap/common/api";
import { hasRole } from "@helixmap/common/roles";
import { isApiError } from "../../api-client/api-request";
import { QueryView } from "../ui/query-view";
import { DataRoomAdmin } from "./data-room-admin";
import { FolderList } from "./folder-list";
import { NdaGate } from "./nda-gate";
import { useDataRoom } from "./read-data-room";

/**
 * The Data Room tab: a partner accepts the current NDA, then opens the
 * folders granted to them; administrators arrange the room. What is shown
 * mirrors the server's answer, which alone decides access.
 */
export function DataRoomTab({ user }: { user: Profile }) {
  const room = useDataRoom();
  const admin = hasRole(user.role, "administrator");
  return (
    <section aria-labelledby="data-room-heading" className="space-y-6">
      <h2 id="data-room-heading" className="text-xl font-semibold text-slate-900">
        Data Room
      </h2>
      {isApiError(room.error, "DATA_ROOM_NO_ACCESS") ? (
        <p className="rounded-lg bg-slate-50 p-6 text-slate-700">
          You have no access to the data room yet. An administrator grants access per folder.
        </p>
      ) : (
        <QueryView
          query={room}
          loadingLabel="Loading the data room"
          failureTitle="The data room could not be loaded"
          empty="No folders have been granted to you."
          isEmpty={() => false}
        >
          {(data) =>
            admin ? (
              <DataRoomAdmin folders={data.folders} />
            ) : !data.ndaAccepted ? (
              <NdaGate nda={data.nda} />
            ) : (
              <FolderList folders={data.folders} />
            )
          }
        </QueryView>
      )}
    </section>
  );
}
