import type { UsersResponse } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import type {
  DataRoomDocumentResponse,
  DataRoomFolderResponse,
  NdaResponse,
} from "@helixmap/common/data-room/data-room-api";
import { ADMIN_PATHS, signInThen } from "@helixmap/common/routes";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { downloadFrom, pdfText } from "./support/downloads";
import { gotoHydrated } from "./support/pages";
import {
  type Account,
  createPartner,
  openDashboard,
  signInAsAdmin,
  signInWithApi,
  submitLoginForm,
} from "./support/staff";

// The NDA is one for the whole room: these journeys change it, so they run one after another.
test.describe.configure({ mode: "serial" });

const P = API_PATHS.dataRoom;

async function pdfOf(pages: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) pdf.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 20, font });
  return Buffer.from(await pdf.save());
}

/** An administrator's folder holding one new partner-visibility PDF, and an NDA. */
async function roomWithDocument(admin: APIRequestContext, { viewOnly }: { viewOnly: boolean }) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const filename = `protocol-${tag}.pdf`;
  const uploaded = await admin.post(API_PATHS.media, {
    multipart: {
      file: {
        name: filename,
        mimeType: "application/pdf",
        buffer: await pdfOf([`Protocol ${tag} one`, `Protocol ${tag} two`]),
      },
      visibility: "partner",
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const assetId = ((await uploaded.json()) as { asset: { id: string } }).asset.id;
  const folderName = `Protocols ${tag}`;
  const folder = await admin.post(P.folders, { data: { name: folderName, description: "Under NDA" } });
  expect(folder.status()).toBe(201);
  const folderId = ((await folder.json()) as DataRoomFolderResponse).folder.id;
  const doc = await admin.post(P.folderDocuments(folderId), { data: { assetId, viewOnly } });
  expect(doc.status(), await doc.text()).toBe(201);
  const documentId = ((await doc.json()) as DataRoomDocumentResponse).document.id;
  const ndaText = `Keep ${tag} confidential.`;
  expect((await admin.put(P.nda, { data: { text: ndaText } })).status()).toBe(200);
  return { filename, folderName, folderId, documentId, ndaText };
}

async function grant(admin: APIRequestContext, partner: Account, folderId: string) {
  const found = (await (await admin.get(API_PATHS.usersPage({ q: partner.email }))).json()) as UsersResponse;
  const userId = found.users.find((u) => u.email === partner.email)?.id;
  const res = await admin.post(P.grants, { data: { userId, folderId, expiresAt: null } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { grant: { id: string } }).grant.id;
}

async function partnerSignedIn(browser: Browser, partner: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithApi(page, partner);
  return page;
}

async function openDataRoom(page: Page) {
  await openDashboard(page);
  await page.getByRole("tab", { name: "Data Room" }).click();
}

async function acceptNda(page: Page, partner: Account, ndaText: string) {
  await expect(page.getByText(ndaText)).toBeVisible();
  await page.getByLabel("Your full name").fill(partner.fullName);
  const accept = page.getByRole("button", { name: "Accept and enter" });
  await expect(accept).toBeDisabled();
  await page.getByRole("checkbox", { name: /I have read this agreement/ }).check();
  await accept.click();
}

test("a partner accepts the NDA, then downloads a document whose every page carries their name and the download id found in the log", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const room = await roomWithDocument(page.request, { viewOnly: false });
  const partner = await createPartner(page.request);
  await grant(page.request, partner, room.folderId);
  const partnerPage = await partnerSignedIn(browser, partner);
  try {
    await openDataRoom(partnerPage);
    await expect(partnerPage.getByText(room.folderName)).toHaveCount(0);
    expect((await partnerPage.request.get(P.documentDownload(room.documentId))).status()).toBe(403);
    await acceptNda(partnerPage, partner, room.ndaText);
    await expect(partnerPage.getByRole("heading", { name: room.folderName })).toBeVisible();

    const file = await downloadFrom(partnerPage, partnerPage.getByRole("link", { name: `Download ${room.filename}` }));
    const downloadId = /-([A-Z0-9]{12})\.pdf$/.exec(file.name)?.[1] ?? "";
    expect(downloadId).toMatch(/^[A-Z0-9]{12}$/);
    const pages = pdfText(file.path ?? "")
      .split("\f")
      .filter((text) => text.trim() !== "");
    expect(pages).toHaveLength(2);
    for (const text of pages) {
      expect(text).toContain(partner.fullName);
      expect(text).toContain(partner.email);
      expect(text).toContain(downloadId);
    }

    await openDataRoom(page);
    await page.getByLabel("Download id").fill(downloadId);
    await page.getByRole("button", { name: "Find", exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: downloadId });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(partner.fullName);
    await expect(row).toContainText(room.filename);
    await expect(row).toContainText("download");
  } finally {
    await partnerPage.context().close();
  }
});

test("a partner whose access is revoked is refused on the next request", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const room = await roomWithDocument(page.request, { viewOnly: false });
  const partner = await createPartner(page.request);
  await grant(page.request, partner, room.folderId);
  const partnerPage = await partnerSignedIn(browser, partner);
  try {
    await openDataRoom(partnerPage);
    await acceptNda(partnerPage, partner, room.ndaText);
    await expect(partnerPage.getByRole("heading", { name: room.folderName })).toBeVisible();
    expect((await partnerPage.request.get(P.documentDownload(room.documentId))).status()).toBe(200);

    await openDataRoom(page);
    await page.getByRole("button", { name: `Revoke ${partner.fullName}: ${room.folderName}` }).click();
    await expect(page.getByRole("button", { name: `Revoke ${partner.fullName}: ${room.folderName}` })).toHaveCount(0);

    const next = await partnerPage.request.get(P.documentDownload(room.documentId));
    expect(next.status()).toBe(403);
    expect(((await next.json()) as { error: { code: string } }).error.code).toBe("DATA_ROOM_NO_ACCESS");
    await openDataRoom(partnerPage);
    await expect(partnerPage.getByText("You have no access to the data room yet.")).toBeVisible();
    await expect(partnerPage.getByText(room.folderName)).toHaveCount(0);
  } finally {
    await partnerPage.context().close();
  }
});

test("a view-only document opens in the viewer and cannot be downloaded by its address", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const room = await roomWithDocument(page.request, { viewOnly: true });
  const partner = await createPartner(page.request);
  await grant(page.request, partner, room.folderId);
  const partnerPage = await partnerSignedIn(browser, partner);
  try {
    await openDataRoom(partnerPage);
    await acceptNda(partnerPage, partner, room.ndaText);
    await expect(partnerPage.getByText("View only")).toBeVisible();
    await expect(partnerPage.getByRole("link", { name: `Download ${room.filename}` })).toHaveCount(0);
    await partnerPage.getByRole("button", { name: `View ${room.filename}` }).click();
    await expect(partnerPage.locator(`iframe[title="Viewer: ${room.filename}"]`)).toBeAttached();

    const byAddress = await partnerPage.request.get(P.documentDownload(room.documentId));
    expect(byAddress.status()).toBe(403);
    expect(byAddress.headers()["content-type"]).toContain("application/json");
    expect(((await byAddress.json()) as { error: { code: string } }).error.code).toBe("DATA_ROOM_VIEW_ONLY");
    const media = await partnerPage.request.get(API_PATHS.media);
    expect(media.status()).toBe(200);
  } finally {
    await partnerPage.context().close();
  }
});

test("a new NDA version makes the partner accept again before the next access", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const room = await roomWithDocument(page.request, { viewOnly: false });
  const partner = await createPartner(page.request);
  await grant(page.request, partner, room.folderId);
  const partnerPage = await partnerSignedIn(browser, partner);
  try {
    await openDataRoom(partnerPage);
    await acceptNda(partnerPage, partner, room.ndaText);
    await expect(partnerPage.getByRole("heading", { name: room.folderName })).toBeVisible();

    const newText = `Version two for ${room.folderName}: patents included.`;
    await openDataRoom(page);
    await page.getByLabel("NDA text").fill(newText);
    // The heading showed the old version already: wait for the new one, so the partner's next request comes after it.
    const published = page.waitForResponse((r) => r.url().endsWith(P.nda) && r.request().method() === "PUT");
    await page.getByRole("button", { name: "Publish new NDA version" }).click();
    const { nda } = (await (await published).json()) as NdaResponse;
    await expect(page.getByRole("heading", { name: `NDA (version ${nda?.version})` })).toBeVisible();
    await expect(page.getByLabel("NDA text")).toHaveValue(newText);

    const refused = await partnerPage.request.get(P.documentDownload(room.documentId));
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("DATA_ROOM_NDA_REQUIRED");
    await openDataRoom(partnerPage);
    await expect(partnerPage.getByRole("heading", { name: room.folderName })).toHaveCount(0);
    await acceptNda(partnerPage, partner, newText);
    await expect(partnerPage.getByRole("heading", { name: room.folderName })).toBeVisible();
    expect((await partnerPage.request.get(P.documentDownload(room.documentId))).status()).toBe(200);
  } finally {
    await partnerPage.context().close();
  }
});

test("a signed-out partner follows the public site's Partner Data Room link, signs in and lands on the Data Room tab", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const room = await roomWithDocument(page.request, { viewOnly: false });
  const partner = await createPartner(page.request);
  await grant(page.request, partner, room.folderId);
  const visitor = await (await browser.newContext()).newPage();
  try {
    await gotoHydrated(visitor, "/");
    const viaSignIn = signInThen(ADMIN_PATHS.dataRoom);
    await expect(
      visitor.locator("#research").getByRole("link", { name: "Sign in to the Partner Data Room" }),
    ).toHaveAttribute("href", viaSignIn);
    const footerLink = visitor.getByRole("contentinfo").getByRole("link", { name: "Partner Data Room (sign in)" });
    await expect(footerLink).toHaveAttribute("href", viaSignIn);
    await footerLink.click();
    await expect(visitor).toHaveURL(
      (url) => url.pathname === ADMIN_PATHS.login && url.searchParams.get("next") === ADMIN_PATHS.dataRoom,
    );
    await submitLoginForm(visitor, partner.email, partner.password);
    await expect(visitor).toHaveURL((url) => url.pathname === ADMIN_PATHS.dataRoom, { timeout: 10_000 });
    await expect(visitor.getByRole("tab", { name: "Data Room", selected: true })).toBeVisible();
    await acceptNda(visitor, partner, room.ndaText);
    await expect(visitor.getByRole("heading", { name: room.folderName })).toBeVisible();
  } finally {
    await visitor.context().close();
  }
});
