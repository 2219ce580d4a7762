import type { Profile } from "@helixmap/common/api";
import { useId, useState } from "react";
import { errorMessage, isApiError } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { FormField, inputClass } from "../ui/form-field";
import { Message } from "../ui/message";
import { useChangeName } from "./change-name";

export function ProfileSection({ user }: { user: Profile }) {
  const id = useId();
  const change = useChangeName();
  const [fullName, setFullName] = useState(user.fullName ?? "");
  const [saved, setSaved] = useState(false);
  const fieldError = isApiError(change.error) ? change.error.fields.fullName : undefined;

  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">Profile</h2>
      <form
        className="mt-4 space-y-4"
        onSubmit={async (e) => {
          e.preventDefault();
          setSaved(false);
          await change.mutateAsync(fullName).then(
            () => setSaved(true),
            () => {},
          );
        }}
      >
        <p className="text-sm text-slate-700">
          Signed in as <span className="font-medium">{user.email}</span>
        </p>
        <FormField id={`${id}-name`} label="Full name" error={fieldError}>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            className={inputClass}
            value={fullName}
            aria-invalid={fieldError ? true : undefined}
            onChange={(e) => setFullName(e.target.value)}
          />
        </FormField>
        {change.isError && !fieldError && <Message kind="error">{errorMessage(change.error)}</Message>}
        {saved && <Message kind="success">Your name has been saved.</Message>}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Saving..." : "Save name"}
        </Button>
      </form>
    </Card>
  );
}
