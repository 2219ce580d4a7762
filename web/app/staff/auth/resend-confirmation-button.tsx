import { errorMessage } from "../../api-client/api-request";
import { STAFF_MESSAGES } from "../messages";
import { useResendConfirmation } from "./resend-confirmation";

/** One click to send the confirmation e-mail again, with its own outcome line. */
export function ResendConfirmationButton({ email }: { email: string }) {
  const resend = useResendConfirmation();
  return (
    <span className="mt-2 block">
      <button
        type="button"
        className="font-semibold underline disabled:opacity-60"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? "Sending..." : "Resend confirmation email"}
      </button>
      {resend.isSuccess && (
        <span role="status" className="mt-1 block text-green-800">
          {STAFF_MESSAGES.resendSent}
        </span>
      )}
      {resend.isError && (
        <span role="alert" className="mt-1 block">
          {errorMessage(resend.error)}
        </span>
      )}
    </span>
  );
}
