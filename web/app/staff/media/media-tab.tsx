import { useState } from "react";
import { MediaBrowser } from "./media-browser";
import { MediaDetail } from "./media-detail";
import { uploadMedia, useRefreshAfterUpload } from "./upload-media";
import { useUploadQueue } from "./upload-queue";
import { UploadList, UploadZone } from "./upload-zone";

/** The library: administrators upload and manage files; partners browse what the server shows them. */
export function MediaTab({ canEdit }: { canEdit: boolean }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <section aria-labelledby="media-heading" className="space-y-4">
      <h2 id="media-heading" className="text-xl font-semibold text-slate-900">
        Media
      </h2>
      {canEdit && <Uploads />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        {openId && (
          <div className="lg:order-2">
            <MediaDetail key={openId} id={openId} canEdit={canEdit} onClose={() => setOpenId(null)} />
          </div>
        )}
        <div className={openId ? "lg:order-1" : "lg:col-span-2"}>
          <MediaBrowser
            actionLabel="Open"
            selectedId={openId ?? undefined}
            onSelect={(asset) => setOpenId(asset.id)}
            empty={
              canEdit
                ? "No files yet. Drop images or PDFs above to start the library."
                : "No files are shared with you yet."
            }
          />
        </div>
      </div>
    </section>
  );
}

function Uploads() {
  const refresh = useRefreshAfterUpload();
  const queue = useUploadQueue(uploadMedia, refresh);
  return (
    <div className="space-y-3">
      <UploadZone onFiles={queue.add} />
      <UploadList entries={queue.entries} onDismiss={queue.dismiss} />
    </div>
  );
}
