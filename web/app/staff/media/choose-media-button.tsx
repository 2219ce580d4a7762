import type { MediaAsset, MediaKind } from "@helixmap/common/media/media-api";
import { FolderOpen } from "lucide-react";
import { useState } from "react";
import { Button } from "../../ui/button";
import { MediaPicker } from "./media-picker";

/** A button that opens the media picker for one kind of file and hands back the asset chosen. */
export function ChooseMediaButton({
  kind,
  fieldLabel,
  onPick,
}: {
  kind: MediaKind;
  /** The field it fills, named in the button's accessible name ("Choose from library for Team photo"). */
  fieldLabel: string;
  onPick: (asset: MediaAsset) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        aria-label={`Choose from library for ${fieldLabel}`}
        onClick={() => setOpen(true)}
      >
        <FolderOpen aria-hidden="true" className="size-4" />
        Choose from library
      </Button>
      {open && (
        <MediaPicker
          kind={kind}
          onPick={(asset) => {
            setOpen(false);
            onPick(asset);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
