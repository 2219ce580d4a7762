import { errorMessage } from "../../api-client/api-request";
import { useResendConfirmation } from "../api/resend-confirmation";
import { STAFF_MESSAGES } from "../messages";

/** One click to send the confirmation e-mail again, with its own outcome line. */
export function ResendConfirmation({ email }: { email: string }) {
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
