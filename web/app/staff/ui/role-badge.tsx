import { ROLE_LABELS, type Role } from "@helixmap/common/roles";
import { Badge } from "../../ui/badge";
import type { Tone } from "../../ui/tones";

const ROLE_TONES: Record<Role, Tone> = { administrator: "accent", partner: "blue", public: "grey" };

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={ROLE_TONES[role]}>{ROLE_LABELS[role]}</Badge>;
}
