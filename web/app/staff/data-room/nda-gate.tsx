import type { Nda } from "@helixmap/common/data-room/data-room-api";
import { useState } from "react";
import { errorMessage } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { describedBy, FormField, inputClass } from "../ui/form-field";
import { Message } from "../ui/message";
import { useAcceptNda } from "./accept-nda";

/** The NDA a partner must accept (name typed, box ticked) before the first access and after every new version. */
export function NdaGate({ nda }: { nda: Nda | null }) {
  const accept = useAcceptNda();
  const [name, setName] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  if (!nda) return <p className="text-slate-700">The data room opens once its NDA has been published.</p>;
  return (
    <Card className="space-y-4 p-6">
      <h3 className="text-lg font-semibold text-slate-900">Non-disclosure agreement (version {nda.version})</h3>
      <div className="max-h-80 overflow-y-auto whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
        {nda.text}
      </div>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) return setError("Type your full name");
          setError(undefined);
          accept.mutate({ version: nda.version, name: name.trim() });
        }}
      >
        <FormField id="nda-name" label="Your full name" error={error}>
          <input
            id="nda-name"
            className={inputClass}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy("nda-name", { error })}
          />
        </FormField>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} className="mt-1" />
          <span>
            I have read this agreement and accept it. I understand that every document I open is stamped with my name
            and a download id, and that every view and download is logged.
          </span>
        </label>
        {accept.isError && <Message kind="error">{errorMessage(accept.error)}</Message>}
        <Button type="submit" disabled={!agreed || accept.isPending}>
          {accept.isPending ? "Accepting..." : "Accept and enter"}
        </Button>
      </form>
    </Card>
  );
}
