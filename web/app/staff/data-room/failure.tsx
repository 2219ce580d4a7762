import { errorMessage } from "../../api-client/api-request";
import { Message } from "../ui/message";

/** The server's refusal of an administrator's data-room change, in its own words. */
export function Failure({ error }: { error: unknown }) {
  return error ? <Message kind="error">{errorMessage(error)}</Message> : null;
}
