import { API_PATHS } from "@helixmap/common/api-paths";
import { DOWNLOAD_ID_PATTERN } from "@helixmap/common/data-room/data-room-api";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLogs, dataRoomAccessLog, dataRoomGrants } from "../db/schema";
import { processPdf } from "../media/process-pdf";
import { pdfWith } from "../media/test-files";
import { fetchBytes, upload } from "../media/test-upload";
import { describeOnDatabases, type TestUser } from "../test/harness";

const P = API_PATHS.dataRoom;

/** The text of each page of a PDF, as the media library reads it (pdf.js). */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const read = await processPdf(bytes, "stamped.pdf");
  return read.text.split("\n");
}

describeOnDatabases("partner data room", (harness) => {
  let admin: TestUser;
  let partner: TestUser;
  let outsider: TestUser;
  let member: TestUser;
  let folderId: string;
  let documentId: string;
  let viewOnlyId: string;
  let assetId: string;
  let grantId: string;
  const original = pdfWith(["Protocol HX-201 page one", "Protocol HX-201 page two", "Protocol HX-201 page three"]);

  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    harness().call(method, path, { cookie, body });

  async function uploadPdf(texts: string[], visibility: string): Promise<string> {
    const res = await upload(
      harness(),
      admin.cookie,
      { name: `${texts[0]}.pdf`, bytes: pdfWith(texts) },
      { fields: { visibility } },
    );
    expect(res.status).toBe(201);
    return res.body.asset.id;
  }

  beforeAll(async () => {
    const h = harness();
    admin = await h.createUser("administrator");
    partner = await h.createUser("partner", { fullName: "Dana Quill" });
    outsider = await h.createUser("partner", { fullName: "Olaf Outside" });
    member = await h.createUser("public");
    const res = await upload(
      h,
      admin.cookie,
      { name: "protocol.pdf", bytes: original },
      { fields: { visibility: "partner" } },
    );
    assetId = res.body.asset.id;
    const folder = await call("POST", P.folders, admin.cookie, { name: "Clinical protocols", description: "Phase 2" });
    expect(folder.status).toBe(201);
    folderId = (folder.body as { folder: { id: string } }).folder.id;
    const doc = await call("POST", P.folderDocuments(folderId), admin.cookie, { assetId, viewOnly: false });
    expect(doc.status).toBe(201);
    documentId = (doc.body as { document: { id: string } }).document.id;
    const viewOnlyAsset = await uploadPdf(["Patent filing draft"], "admin");
    const vo = await call("POST", P.folderDocuments(folderId), admin.cookie, {
      assetId: viewOnlyAsset,
      viewOnly: true,
    });
    viewOnlyId = (vo.body as { document: { id: string } }).document.id;
  });

  it("shows nothing to a partner without a grant, a public member or an anonymous caller", async () => {
    for (const [cookie, status, code] of [
      [outsider.cookie, 403, "DATA_ROOM_NO_ACCESS"],
      [member.cookie, 403, "FORBIDDEN"],
      [undefined, 401, "UNAUTHENTICATED"],
    ] as const) {
      const root = await call("GET", P.root, cookie);
      expect(root.status).toBe(status);
      expect(root.body).toMatchObject({ error: { code } });
      expect(JSON.stringify(root.body)).not.toContain("Clinical protocols");
      const file = await fetchBytes(harness(), cookie, P.documentDownload(documentId));
      expect(file.status).toBe(status);
      expect(file.headers.get("content-type")).toContain("application/json");
    }
  });

  it("refuses an administrator's document unless the asset is a partner or admin PDF", async () => {
    const publicAsset = await uploadPdf(["Public annual report"], "public");
    const res = await call("POST", P.folderDocuments(folderId), admin.cookie, {
      assetId: publicAsset,
      viewOnly: false,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { code: "VALIDATION_FAILED", fields: { assetId: expect.stringContaining("public") } },
    });
    const twice = await call("POST", P.folderDocuments(folderId), admin.cookie, { assetId, viewOnly: false });
    expect(twice.status).toBe(409);
  });

  it("refuses to make a data-room PDF public, naming its folders, until it leaves the data room", async () => {
    const termSheet = await uploadPdf(["Term sheet draft"], "partner");
    const docs: string[] = [];
    for (const name of ["Term sheets", "Cap table"]) {
      const folder = await call("POST", P.folders, admin.cookie, { name });
      const id = (folder.body as { folder: { id: string } }).folder.id;
      const doc = await call("POST", P.folderDocuments(id), admin.cookie, { assetId: termSheet, viewOnly: false });
      docs.push((doc.body as { document: { id: string } }).document.id);
    }
    const refused = await call("PATCH", API_PATHS.mediaAsset(termSheet), admin.cookie, { visibility: "public" });
    expect(refused.status).toBe(409);
    const { error } = refused.body as { error: { code: string; message: string } };
    expect(error.code).toBe("MEDIA_IN_DATA_ROOM");
    expect(error.message).toContain('"Term sheets"');
    expect(error.message).toContain('"Cap table"');
    const detail = await call("GET", API_PATHS.mediaAsset(termSheet), admin.cookie);
    expect(detail.body).toMatchObject({ asset: { visibility: "partner" } });
    const audited = await harness()
      .services.db.select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "media_updated"), eq(auditLogs.resourceId, termSheet)));
    expect(audited).toEqual([]);

    // Other changes stay open, and so does keeping it from partners too.
    const kept = await call("PATCH", API_PATHS.mediaAsset(termSheet), admin.cookie, {
      alt: "Term sheet",
      visibility: "admin",
    });
    expect(kept.status).toBe(200);
    for (const id of docs) expect((await call("DELETE", P.document(id), admin.cookie)).status).toBe(204);
    const released = await call("PATCH", API_PATHS.mediaAsset(termSheet), admin.cookie, { visibility: "public" });
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ asset: { visibility: "public" } });
  });

  it("grants a partner a folder, audited; the partner must accept the NDA before any access", async () => {
    const noNda = await call("GET", P.root, partner.cookie);
    expect(noNda.status).toBe(403);
    const grant = await call("POST", P.grants, admin.cookie, { userId: partner.id, folderId, expiresAt: null });
    expect(grant.status).toBe(201);
    grantId = (grant.body as { grant: { id: string } }).grant.id;
    const [granted] = await harness()
      .services.db.select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "data_room_access_granted"), eq(auditLogs.resourceId, grantId)));
    expect(granted?.userId).toBe(admin.id);

    const before = await call("GET", P.root, partner.cookie);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ nda: null, ndaAccepted: false, folders: [] });

    const put = await call("PUT", P.nda, admin.cookie, { text: "Keep everything here confidential." });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ nda: { version: 1, text: "Keep everything here confidential." } });

    const gated = await call("GET", P.root, partner.cookie);
    expect(gated.body).toEqual({
      nda: { version: 1, text: "Keep everything here confidential." },
      ndaAccepted: false,
      folders: [],
    });
    const refused = await fetchBytes(harness(), partner.cookie, P.documentDownload(documentId));
    expect(refused.status).toBe(403);
    expect(JSON.parse(new TextDecoder().decode(refused.bytes))).toMatchObject({
      error: { code: "DATA_ROOM_NDA_REQUIRED" },
    });

    const blank = await call("POST", P.ndaAccept, partner.cookie, { version: 1, name: "  " });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: { fields: { name: "Type your full name" } } });
    const stale = await call("POST", P.ndaAccept, partner.cookie, { version: 7, name: "Dana Quill" });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: "DATA_ROOM_NDA_OUTDATED" } });
    const accept = await call("POST", P.ndaAccept, partner.cookie, { version: 1, name: "Dana Quill" });
    expect(accept.status).toBe(204);

    const open = await call("GET", P.root, partner.cookie);
    expect(open.body).toMatchObject({ ndaAccepted: true, folders: [{ id: folderId, name: "Clinical protocols" }] });
    const acceptances = await call("GET", P.nda, admin.cookie);
    expect(acceptances.body).toMatchObject({
      acceptances: [{ userId: partner.id, email: partner.email, name: "Dana Quill", version: 1 }],
    });
    const [audited] = await harness()
      .services.db.select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "data_room_nda_accepted"), eq(auditLogs.userId, partner.id)));
    expect(audited?.newValues).toMatchObject({ version: 1, name: "Dana Quill" });
  });

  it("stamps every page of a download with the partner's name, e-mail, date and a fresh download id that finds the log entry", async () => {
    const first = await fetchBytes(harness(), partner.cookie, P.documentDownload(documentId));
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.headers.get("content-disposition")).toMatch(/^attachment;/);
    const downloadId = first.headers.get("x-download-id") ?? "";
    expect(downloadId).toMatch(DOWNLOAD_ID_PATTERN);
    expect(Buffer.from(first.bytes).equals(original)).toBe(false);
    const pages = await pageTexts(first.bytes);
    expect(pages).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    for (const text of pages) {
      expect(text).toContain("Dana Quill");
      expect(text).toContain(partner.email);
      expect(text).toContain(today);
      expect(text).toContain(downloadId);
    }
    const second = await fetchBytes(harness(), partner.cookie, P.documentDownload(documentId));
    expect(second.headers.get("x-download-id")).not.toBe(downloadId);

    const log = await call("GET", P.accessLogPage({ downloadId: downloadId.toLowerCase() }), admin.cookie);
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({
      entries: [{ kind: "download", downloadId, userId: partner.id, documentId, assetId, filename: "protocol.pdf" }],
    });
    const [audited] = await harness()
      .services.db.select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "data_room_document_downloaded"), eq(auditLogs.resourceId, documentId)));
    expect(audited?.userId).toBe(partner.id);
  });

  it("never serves the original to a partner through the media library", async () => {
    for (const path of [
      API_PATHS.mediaFile(assetId),
      API_PATHS.mediaAsset(assetId),
      API_PATHS.mediaThumbnail(assetId),
    ]) {
      const res = await fetchBytes(harness(), partner.cookie, path);
      expect(res.status, path).toBe(404);
    }
    const admins = await fetchBytes(harness(), admin.cookie, API_PATHS.mediaFile(assetId));
    expect(admins.status).toBe(200);
  });

  it("keeps a data-room PDF out of the media library's list and search for partners, granted or not", async () => {
    for (const caller of [partner, outsider]) {
      for (const path of [API_PATHS.mediaPage({ kind: "document" }), API_PATHS.mediaPage({ search: "HX-201" })]) {
        const res = await call("GET", path, caller.cookie);
        expect(res.status, path).toBe(200);
        const ids = (res.body as { assets: { id: string }[] }).assets.map((a) => a.id);
        expect(ids, path).not.toContain(assetId);
      }
    }
    const admins = await call("GET", API_PATHS.mediaPage({ search: "HX-201" }), admin.cookie);
    expect((admins.body as { assets: { id: string }[] }).assets.map((a) => a.id)).toContain(assetId);
  });

  it("shows a view-only document stamped in the viewer and refuses its download route", async () => {
    const view = await fetchBytes(harness(), partner.cookie, P.documentView(viewOnlyId));
    expect(view.status).toBe(200);
    expect(view.headers.get("content-disposition")).toMatch(/^inline;/);
    // The staff area's viewer frames it; no other site may.
    expect(view.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(view.headers.get("cache-control")).toBe("private, no-store");
    const viewId = view.headers.get("x-download-id") ?? "";
    expect((await pageTexts(view.bytes))[0]).toContain(viewId);
    const download = await fetchBytes(harness(), partner.cookie, P.documentDownload(viewOnlyId));
    expect(download.status).toBe(403);
    expect(download.headers.get("content-type")).toContain("application/json");
    const [entry] = await harness()
      .services.db.select()
      .from(dataRoomAccessLog)
      .where(eq(dataRoomAccessLog.downloadId, viewId));
    expect(entry).toMatchObject({ kind: "view", userId: partner.id, documentId: viewOnlyId });
    const [audited] = await harness()
      .services.db.select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "data_room_document_viewed"), eq(auditLogs.resourceId, viewOnlyId)));
    expect(audited?.newValues).toMatchObject({ downloadId: viewId });
  });

  it("exports the access log as CSV, filtered per partner", async () => {
    const res = await fetch(harness().url + P.accessLogPage({ userId: partner.id, format: "csv" }), {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "time,kind,download_id,partner_name,partner_email,filename,file_sha256,document_id,ip_address",
    );
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.includes(partner.email))).toBe(true);
  });

  it("a new NDA version forces re-acceptance before the next access", async () => {
    await call("PUT", P.nda, admin.cookie, { text: "Version two: also the patents." });
    const gated = await call("GET", P.root, partner.cookie);
    expect(gated.body).toMatchObject({ nda: { version: 2 }, ndaAccepted: false, folders: [] });
    const refused = await fetchBytes(harness(), partner.cookie, P.documentView(viewOnlyId));
    expect(refused.status).toBe(403);
    expect((await call("POST", P.ndaAccept, partner.cookie, { version: 2, name: "Dana Quill" })).status).toBe(204);
    expect((await fetchBytes(harness(), partner.cookie, P.documentView(viewOnlyId))).status).toBe(200);
  });

  it("an expired grant stops the next request", async () => {
    const other = await harness().createUser("partner");
    const grant = await call("POST", P.grants, admin.cookie, {
      userId: other.id,
      folderId,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(grant.status).toBe(201);
    await call("POST", P.ndaAccept, other.cookie, { version: 2, name: "Other Partner" });
    expect((await fetchBytes(harness(), other.cookie, P.documentView(documentId))).status).toBe(200);
    const id = (grant.body as { grant: { id: string } }).grant.id;
    await harness()
      .services.db.update(dataRoomGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataRoomGrants.id, id));
    const after = await fetchBytes(harness(), other.cookie, P.documentView(documentId));
    expect(after.status).toBe(403);
    const listed = await call("GET", P.grantsPage({ userId: other.id }), admin.cookie);
    expect(listed.body).toMatchObject({ grants: [{ id, state: "expired" }] });
    const past = await call("POST", P.grants, admin.cookie, {
      userId: other.id,
      folderId,
      expiresAt: "2020-01-01T00:00:00Z",
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ error: { fields: { expiresAt: "The expiry must be in the future" } } });
    const toPublic = await call("POST", P.grants, admin.cookie, { userId: member.id, folderId });
    expect(toPublic.body).toMatchObject({ error: { fields: { userId: "Only a partner can be granted access" } } });
  });

  it("a revoked grant stops the next request at once, audited", async () => {
    expect((await fetchBytes(harness(), partner.cookie, P.documentDownload(documentId))).status).toBe(200);
    expect((await call("DELETE", P.grant(grantId), admin.cookie)).status).toBe(204);
    const next = await fetchBytes(harness(), partner.cookie, P.documentDownload(documentId));
    expect(next.status).toBe(403);
    expect(JSON.parse(new TextDecoder().decode(next.bytes))).toMatchObject({ error: { code: "DATA_ROOM_NO_ACCESS" } });
    const root = await call("GET", P.root, partner.cookie);
    expect(root.status).toBe(403);
    expect(JSON.stringify(root.body)).not.toContain("Clinical protocols");
    const [audited] = await harness()
      .services.db.select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "data_room_access_revoked"), eq(auditLogs.resourceId, grantId)));
    expect(audited?.userId).toBe(admin.id);
    const listed = await call("GET", P.grantsPage({ folderId }), admin.cookie);
    expect(listed.body).toMatchObject({
      grants: expect.arrayContaining([expect.objectContaining({ id: grantId, state: "revoked" })]),
    });
  });

  it("a partner granted one folder sees nothing of another", async () => {
    const secret = await call("POST", P.folders, admin.cookie, { name: "Board minutes" });
    const secretId = (secret.body as { folder: { id: string } }).folder.id;
    const asset = await uploadPdf(["Board minutes March"], "admin");
    const doc = await call("POST", P.folderDocuments(secretId), admin.cookie, { assetId: asset, viewOnly: false });
    const secretDoc = (doc.body as { document: { id: string } }).document.id;
    const viewer = await harness().createUser("partner");
    await call("POST", P.grants, admin.cookie, { userId: viewer.id, folderId });
    await call("POST", P.ndaAccept, viewer.cookie, { version: 2, name: "Viewer" });
    const root = await call("GET", P.root, viewer.cookie);
    expect(JSON.stringify(root.body)).not.toContain("Board minutes");
    expect((await fetchBytes(harness(), viewer.cookie, P.documentDownload(secretDoc))).status).toBe(404);
  });

  it("administrators rename, reorder and delete folders and remove documents, each audited", async () => {
    const renamed = await call("PATCH", P.folder(folderId), admin.cookie, { name: "Protocols", position: 5 });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ folder: { name: "Protocols", position: 5 } });
    expect((await call("DELETE", P.document(viewOnlyId), admin.cookie)).status).toBe(204);
    expect((await call("DELETE", P.folder(folderId), admin.cookie)).status).toBe(204);
    const actions = await harness()
      .services.db.select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.userId, admin.id));
    const names = actions.map((a) => a.action);
    for (const action of [
      "data_room_folder_created",
      "data_room_folder_updated",
      "data_room_folder_deleted",
      "data_room_document_added",
      "data_room_document_removed",
      "data_room_nda_updated",
    ]) {
      expect(names).toContain(action);
    }
  });
});
