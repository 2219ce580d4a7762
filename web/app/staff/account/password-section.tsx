import { PASSWORD_MIN_LENGTH } from "@helixmap/common/constants";
import { useId, useState } from "react";
import { errorMessage, isApiError } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { PasswordInput } from "../auth/password-field";
import { FormField } from "../ui/form-field";
import { Message } from "../ui/message";
import { useChangePassword } from "./change-password";

export function PasswordSection() {
  const id = useId();
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [done, setDone] = useState(false);
  const fields = isApiError(change.error) ? change.error.fields : {};

  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">Password</h2>
      <form
        className="mt-4 space-y-4"
        onSubmit={async (e) => {
          e.preventDefault();
          setDone(false);
          await change.mutateAsync({ currentPassword, newPassword }).then(
            () => {
              setDone(true);
              setCurrent("");
              setNew("");
            },
            () => {},
          );
        }}
      >
        <FormField id={`${id}-current`} label="Current password" error={fields.currentPassword}>
          <PasswordInput
            id={`${id}-current`}
            autoComplete="current-password"
            value={currentPassword}
            aria-invalid={fields.currentPassword ? true : undefined}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </FormField>
        <FormField
          id={`${id}-new`}
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Every other session is signed out.`}
          error={fields.newPassword}
        >
          <PasswordInput
            id={`${id}-new`}
            autoComplete="new-password"
            value={newPassword}
            aria-invalid={fields.newPassword ? true : undefined}
            onChange={(e) => setNew(e.target.value)}
          />
        </FormField>
        {change.isError && !fields.currentPassword && !fields.newPassword && (
          <Message kind="error">{errorMessage(change.error)}</Message>
        )}
        {done && <Message kind="success">Password changed. Your other sessions have been signed out.</Message>}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Changing..." : "Change password"}
        </Button>
      </form>
    </Card>
  );
}
