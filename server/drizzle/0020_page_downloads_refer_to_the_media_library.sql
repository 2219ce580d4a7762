-- Page downloads refer to documents in the media library instead of naming a PDF the browser drew.
-- Stored page documents (live values and drafts) are reshaped here; the server's first start after this
-- migration typesets the documents, stores them in the library and fills these references in once
-- (server/src/seed/seed-documents.ts).
UPDATE "page_documents" SET "fields" = jsonb_set("fields", '{overview,document}', 'null') WHERE "key" = 'about' AND "fields" ? 'overview';
--> statement-breakpoint
UPDATE "page_documents" SET "fields" = jsonb_set("fields", '{reference,document}', 'null') WHERE "key" = 'developers' AND "fields" ? 'reference';
--> statement-breakpoint
UPDATE "page_documents" SET "fields" = jsonb_set("fields", '{projectionsDownload,document}', 'null') WHERE "key" = 'financial-information' AND "fields" ? 'projectionsDownload';
--> statement-breakpoint
UPDATE "page_documents" SET "fields" = jsonb_set("fields", '{summary,document}', 'null') WHERE "key" = 'investment-opportunity' AND "fields" ? 'summary';
--> statement-breakpoint
UPDATE "page_documents" SET "fields" = jsonb_set("fields", '{summary,document}', 'null') WHERE "key" = 'regulatory-updates' AND "fields" ? 'summary';
--> statement-breakpoint
UPDATE "page_documents" SET "fields" = jsonb_set("fields", '{summary,document}', 'null') WHERE "key" = 'science' AND "fields" ? 'summary';
--> statement-breakpoint
UPDATE "page_documents" SET "fields" = jsonb_set("fields", '{overview,document}', 'null') WHERE "key" = 'technology' AND "fields" ? 'overview';
--> statement-breakpoint
UPDATE "page_documents" SET "fields" = jsonb_set("fields", '{download,document}', 'null') WHERE "key" = 'privacy-policy' AND "fields" ? 'download';
--> statement-breakpoint
UPDATE "page_documents" SET "fields" = jsonb_set("fields", '{download,document}', 'null') WHERE "key" = 'terms-of-service' AND "fields" ? 'download';
--> statement-breakpoint
UPDATE "page_documents" SET "fields" = jsonb_set("fields", '{mediaKit}', (SELECT coalesce(jsonb_agg((e - 'size') || '{"file": null}'::jsonb ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements("fields"->'mediaKit') WITH ORDINALITY AS t(e, n))) WHERE "key" = 'press-releases' AND jsonb_typeof("fields"->'mediaKit') = 'array';
--> statement-breakpoint
UPDATE "page_documents" SET "fields" = jsonb_set("fields", '{trials}', (SELECT coalesce(jsonb_agg(e || '{"document": null}'::jsonb ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements("fields"->'trials') WITH ORDINALITY AS t(e, n))) WHERE "key" = 'clinical-trials' AND jsonb_typeof("fields"->'trials') = 'array';
--> statement-breakpoint
UPDATE "page_documents" SET "fields" = jsonb_set("fields", '{pitchDeck,file}', 'null') WHERE "key" = 'home' AND jsonb_typeof("fields"->'pitchDeck') = 'object';
--> statement-breakpoint
UPDATE "page_documents" SET "fields" = jsonb_set("fields", '{materials,file}', 'null') WHERE "key" = 'home' AND jsonb_typeof("fields"->'materials') = 'object';
--> statement-breakpoint
UPDATE "page_documents" SET "draft" = jsonb_set("draft", '{overview,document}', 'null') WHERE "key" = 'about' AND "draft" ? 'overview';
--> statement-breakpoint
UPDATE "page_documents" SET "draft" = jsonb_set("draft", '{reference,document}', 'null') WHERE "key" = 'developers' AND "draft" ? 'reference';
--> statement-breakpoint
UPDATE "page_documents" SET "draft" = jsonb_set("draft", '{projectionsDownload,document}', 'null') WHERE "key" = 'financial-information' AND "draft" ? 'projectionsDownload';
--> statement-breakpoint
UPDATE "page_documents" SET "draft" = jsonb_set("draft", '{summary,document}', 'null') WHERE "key" = 'investment-opportunity' AND "draft" ? 'summary';
--> statement-breakpoint
UPDATE "page_documents" SET "draft" = jsonb_set("draft", '{summary,document}', 'null') WHERE "key" = 'regulatory-updates' AND "draft" ? 'summary';
--> statement-breakpoint
UPDATE "page_documents" SET "draft" = jsonb_set("draft", '{summary,document}', 'null') WHERE "key" = 'science' AND "draft" ? 'summary';
--> statement-breakpoint
UPDATE "page_documents" SET "draft" = jsonb_set("draft", '{overview,document}', 'null') WHERE "key" = 'technology' AND "draft" ? 'overview';
--> statement-breakpoint
UPDATE "page_documents" SET "draft" = jsonb_set("draft", '{download,document}', 'null') WHERE "key" = 'privacy-policy' AND "draft" ? 'download';
--> statement-breakpoint
UPDATE "page_documents" SET "draft" = jsonb_set("draft", '{download,document}', 'null') WHERE "key" = 'terms-of-service' AND "draft" ? 'download';
--> statement-breakpoint
UPDATE "page_documents" SET "draft" = jsonb_set("draft", '{mediaKit}', (SELECT coalesce(jsonb_agg((e - 'size') || '{"file": null}'::jsonb ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements("draft"->'mediaKit') WITH ORDINALITY AS t(e, n))) WHERE "key" = 'press-releases' AND jsonb_typeof("draft"->'mediaKit') = 'array';
--> statement-breakpoint
UPDATE "page_documents" SET "draft" = jsonb_set("draft", '{trials}', (SELECT coalesce(jsonb_agg(e || '{"document": null}'::jsonb ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements("draft"->'trials') WITH ORDINALITY AS t(e, n))) WHERE "key" = 'clinical-trials' AND jsonb_typeof("draft"->'trials') = 'array';
--> statement-breakpoint
UPDATE "page_documents" SET "draft" = jsonb_set("draft", '{pitchDeck,file}', 'null') WHERE "key" = 'home' AND jsonb_typeof("draft"->'pitchDeck') = 'object';
--> statement-breakpoint
UPDATE "page_documents" SET "draft" = jsonb_set("draft", '{materials,file}', 'null') WHERE "key" = 'home' AND jsonb_typeof("draft"->'materials') = 'object';
