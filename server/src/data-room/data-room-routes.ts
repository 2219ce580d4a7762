import { idParamSchema } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import {
  type AccessLogResponse,
  accessLogQuerySchema,
  DATA_ROOM_LOG_LIMIT,
  type DataRoomDocumentResponse,
  type DataRoomFolderResponse,
  type DataRoomGrantResponse,
  type DataRoomGrantsResponse,
  type DataRoomResponse,
  documentAddSchema,
  folderCreateSchema,
  folderPatchSchema,
  grantCreateSchema,
  grantListQuerySchema,
  ndaAcceptSchema,
  ndaPutSchema,
} from "@helixmap/common/data-room/data-room-api";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../api/app-env";
import { callerOf, requireRole } from "../api/require-role";
import { parseOrThrow, readBody } from "../api/validate";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { accessLogCsv, readAccessLog } from "./access-log";
import { currentNda, grantedFolderIds, hasAccepted, noAccess } from "./access-rules";
import { addDocument, createFolder, deleteFolder, listFolders, removeDocument, updateFolder } from "./folders";
import { createGrant, listGrants, revokeGrant } from "./grants";
import { acceptNda, ndaWithAcceptances, writeNda } from "./nda";
import { serveDocument } from "./serve-document";

/**
 * The partner data room (docs/staff-api.md#data-room): partners with a valid
 * grant and the current NDA accepted read their folders and receive stamped
 * copies; administrators arrange folders and documents, grant and revoke,
 * write the NDA and read the access log.
 */
export function dataRoomRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const P = API_PATHS.dataRoom;
  const actorOf = (c: Context<AppEnv>) => ({ userId: callerOf(c).profile.id, ip: clientIp(c) });
  const idOf = (c: Context<AppEnv>) => parseOrThrow(idParamSchema, { id: c.req.param("id") }).id;

  app.get(P.root, requireRole("partner"), async (c) => {
    const caller = callerOf(c);
    const nda = await currentNda(s.db);
    if (caller.profile.role === "administrator") {
      const body: DataRoomResponse = { nda, ndaAccepted: true, folders: await listFolders(s.db, "all") };
      return c.json(body);
    }
    const granted = await grantedFolderIds(s.db, caller.profile.id);
    if (granted.size === 0) throw noAccess();
    const ndaAccepted = nda !== null && (await hasAccepted(s.db, caller.profile.id, nda.version));
    const body: DataRoomResponse = {
      nda,
      ndaAccepted,
      folders: ndaAccepted ? await listFolders(s.db, granted) : [],
    };
    return c.json(body);
  });

  app.post(P.ndaAccept, requireRole("partner"), async (c) => {
    const input = await readBody(c, ndaAcceptSchema);
    const caller = callerOf(c);
    if (caller.profile.role !== "administrator" && (await grantedFolderIds(s.db, caller.profile.id)).size === 0) {
      throw noAccess();
    }
    await acceptNda(s.db, input, actorOf(c));
    return c.body(null, 204);
  });

  app.get(P.documentView(":id"), requireRole("partner"), (c) => serveDocument(s, c, idOf(c), "view"));
  app.get(P.documentDownload(":id"), requireRole("partner"), (c) => serveDocument(s, c, idOf(c), "download"));

  app.post(P.folders, requireRole("administrator"), async (c) => {
    const input = await readBody(c, folderCreateSchema);
    const body: DataRoomFolderResponse = { folder: await createFolder(s.db, input, actorOf(c)) };
    return c.json(body, 201);
  });

  app.patch(P.folder(":id"), requireRole("administrator"), async (c) => {
    const id = idOf(c);
    const patch = await readBody(c, folderPatchSchema);
    const body: DataRoomFolderResponse = { folder: await updateFolder(s.db, id, patch, actorOf(c)) };
    return c.json(body);
  });

  app.delete(P.folder(":id"), requireRole("administrator"), async (c) => {
    await deleteFolder(s.db, idOf(c), actorOf(c));
    return c.body(null, 204);
  });

  app.post(P.folderDocuments(":id"), requireRole("administrator"), async (c) => {
    const id = idOf(c);
    const input = await readBody(c, documentAddSchema);
    const body: DataRoomDocumentResponse = { document: await addDocument(s.db, id, input, actorOf(c)) };
    return c.json(body, 201);
  });

  app.delete(P.document(":id"), requireRole("administrator"), async (c) => {
    await removeDocument(s.db, idOf(c), actorOf(c));
    return c.body(null, 204);
  });

  app.get(P.nda, requireRole("administrator"), async (c) => c.json(await ndaWithAcceptances(s.db)));

  app.put(P.nda, requireRole("administrator"), async (c) => {
    const { text } = await readBody(c, ndaPutSchema);
    return c.json(await writeNda(s.db, text, actorOf(c)));
  });

  app.get(P.grants, requireRole("administrator"), async (c) => {
    const filter = parseOrThrow(grantListQuerySchema, c.req.query());
    const body: DataRoomGrantsResponse = { grants: await listGrants(s.db, filter) };
    return c.json(body);
  });

  app.post(P.grants, requireRole("administrator"), async (c) => {
    const input = await readBody(c, grantCreateSchema);
    const body: DataRoomGrantResponse = { grant: await createGrant(s.db, input, actorOf(c)) };
    return c.json(body, 201);
  });

  app.delete(P.grant(":id"), requireRole("administrator"), async (c) => {
    await revokeGrant(s.db, idOf(c), actorOf(c));
    return c.body(null, 204);
  });

  app.get(P.accessLog, requireRole("administrator"), async (c) => {
    const { format, ...filter } = parseOrThrow(accessLogQuerySchema, c.req.query());
    if (format === "csv") {
      return c.body(accessLogCsv(await readAccessLog(s.db, filter)), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="data-room-access-log.csv"',
        "Cache-Control": "private, no-store",
      });
    }
    const body: AccessLogResponse = { entries: await readAccessLog(s.db, filter, DATA_ROOM_LOG_LIMIT) };
    return c.json(body);
  });

  return app;
}
