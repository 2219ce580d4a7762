import { type FormEvent, useState } from "react";
import { errorMessage } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { STAFF_MESSAGES } from "../messages";
import { useResendConfirmation } from "./resend-confirmation";

/** The address a confirmation token was issued for (its payload is readable; the server checks the signature). */
export function emailInToken(token: string | null): string {
  try {
    const payload = JSON.parse(atob((token?.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/"))) as unknown;
    const email = (payload as { email?: unknown } | null)?.email;
    return typeof email === "string" ? email : "";
  } catch {
    return "";
  }
}

/** What the Confirmation Failed message promises: a way to get a new confirmation e-mail. */
export function RequestNewConfirmation({ token }: { token: string | null }) {
  const resend = useResendConfirmation();
  const [email, setEmail] = useState(() => emailInToken(token));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    resend.mutate(email.trim());
  };

  if (resend.isSuccess) {
    return (
      <p role="status" className="mt-6 text-green-800">
        {STAFF_MESSAGES.resendSent}
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="mt-6 space-y-3 text-left">
      <label htmlFor="new-confirmation-email" className="block text-sm font-medium text-slate-800">
        Email for a new confirmation link
      </label>
      <input
        id="new-confirmation-email"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className="w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900"
      />
      <Button type="submit" disabled={resend.isPending} className="w-full">
        {resend.isPending ? "Sending..." : "Send a new confirmation email"}
      </Button>
      {resend.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(resend.error)}
        </p>
      )}
    </form>
  );
}
