import type { MediaAsset } from "@helixmap/common/media/media-api";
import { X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../api-client/api-request";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { VISIBILITY_LABELS, VISIBILITY_TONES } from "../content/content-labels";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Message } from "../ui/message";
import { QueryView } from "../ui/query-view";
import { useDeleteMedia } from "./delete-media";
import { useMediaAsset } from "./get-media";
import { MediaDetailForm } from "./media-detail-form";
import { describeAsset } from "./media-labels";
import { MediaUsedBy } from "./media-used-by";
import { MediaThumbnail } from "./media-views";
import { ReplaceFile } from "./replace-file";

/** One asset: its facts, details form, replacement, uses and deletion (administrators); partners read it. */
export function MediaDetail({ id, canEdit, onClose }: { id: string; canEdit: boolean; onClose: () => void }) {
  const query = useMediaAsset(id);
  return (
    <Card className="space-y-5 p-5">
      <QueryView
        query={query}
        loadingLabel="Loading the file's details"
        failureTitle="The file's details could not be loaded"
        empty={null}
        isEmpty={() => false}
      >
        {({ asset, usedBy }) => (
          <section aria-labelledby="media-detail-heading" className="space-y-5">
            <header className="flex items-start justify-between gap-3">
              <div className="min-w-0 space-y-1">
                <h3 id="media-detail-heading" className="text-lg font-semibold break-all text-slate-900">
                  {asset.filename}
                </h3>
                <p className="text-sm text-slate-600">{describeAsset(asset)}</p>
                <Badge tone={VISIBILITY_TONES[asset.visibility]}>{VISIBILITY_LABELS[asset.visibility]}</Badge>
              </div>
              <button
                type="button"
                onClick={onClose}
                aria-label="Close the details"
                className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </header>
            {asset.kind === "document" && <MediaThumbnail asset={asset} className="h-48 w-full rounded-md" />}
            <p className="text-sm">
              <a href={asset.url} target="_blank" rel="noopener" className="font-medium text-accent-800 underline">
                Open the file
              </a>
              <span className="ml-2 text-slate-600 break-all">Address: {asset.url}</span>
            </p>
            <MediaDetailForm key={asset.id} asset={asset} canEdit={canEdit} />
            {canEdit && <ReplaceFile asset={asset} />}
            <MediaUsedBy users={usedBy} />
            {canEdit && <DeleteAsset key={asset.updatedAt} asset={asset} onDeleted={onClose} />}
          </section>
        )}
      </QueryView>
    </Card>
  );
}

function DeleteAsset({ asset, onDeleted }: { asset: MediaAsset; onDeleted: () => void }) {
  const remove = useDeleteMedia();
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = () => {
    setRefusal(null);
    remove.mutate(asset.id, {
      onSuccess: () => {
        toast.success(`Deleted ${asset.filename}`);
        onDeleted();
      },
      onError: (error) => setRefusal(errorMessage(error)),
    });
  };
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <ConfirmDialog
        trigger={
          <Button variant="danger" disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete file"}
          </Button>
        }
        title={`Delete ${asset.filename}?`}
        description="The file leaves the library for good. The server refuses while any item or page still uses it."
        confirmLabel="Delete"
        onConfirm={confirm}
      />
      {refusal && <Message kind="error">{refusal}</Message>}
    </div>
  );
}
