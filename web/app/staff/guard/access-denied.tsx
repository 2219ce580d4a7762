import { ROLE_LABELS, type Role } from "@helixmap/common/roles";
import { ShieldAlert } from "lucide-react";
import { Card } from "../../ui/card";
import { STAFF_MESSAGES } from "../messages";

export function AccessDenied({ current, required, detail }: { current: Role; required: Role; detail?: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center">
        <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-red-600" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Access Denied</h1>
        <p className="mt-3 text-slate-700">{STAFF_MESSAGES.accessDenied}</p>
        {detail && <p className="mt-2 text-slate-700">{detail}</p>}
        <dl className="mt-6 grid grid-cols-2 gap-4 text-sm">
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-500">Your role</dt>
            <dd className="mt-1 font-semibold text-slate-900" data-testid="current-role">
              {ROLE_LABELS[current]}
            </dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-500">Required role</dt>
            <dd className="mt-1 font-semibold text-slate-900" data-testid="required-role">
              {ROLE_LABELS[required]}
            </dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
