import { Navigate } from "react-router";

/** Unknown paths go home, replacing the history entry. */
export default function NotFound() {
  return <Navigate to="/" replace />;
}
