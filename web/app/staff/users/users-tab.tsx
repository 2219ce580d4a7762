import type { Profile } from "@helixmap/common/api";
import { ROLE_LABELS, ROLES, type Role } from "@helixmap/common/roles";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../api-client/api-request";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { inputClass } from "../ui/form-field";
import { displayName, formatDate } from "../ui/format";
import { FilterBar, FilterSelect, SearchBox } from "../ui/list-filters";
import { PagedView } from "../ui/paged-view";
import { type UserFilters, useUsers } from "./list-users";
import { type UserChange, useUpdateUser } from "./update-user";

const ROLE_CHOICES = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const STATE_CHOICES = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
] as const;

export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const [filters, setFilters] = useState<UserFilters>({});
  const users = useUsers(filters);
  const filtered = Object.values(filters).some((v) => v !== undefined);
  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <h2 id="users-heading" className="text-xl font-semibold text-slate-900">
        Users
      </h2>
      <FilterBar label="Find users">
        <SearchBox
          label="Name or e-mail"
          value={filters.q ?? ""}
          onSearch={(q) => setFilters((f) => ({ ...f, q: q || undefined }))}
        />
        <FilterSelect
          label="Role"
          value={filters.role}
          choices={ROLE_CHOICES}
          onChange={(role) => setFilters((f) => ({ ...f, role }))}
        />
        <FilterSelect
          label="Status"
          value={filters.active === undefined ? undefined : filters.active ? "active" : "inactive"}
          choices={STATE_CHOICES}
          onChange={(state) =>
            setFilters((f) => ({ ...f, active: state === undefined ? undefined : state === "active" }))
          }
        />
      </FilterBar>
      <PagedView
        query={users}
        itemsOf={(page) => page.users}
        loadingLabel="Loading users"
        failureTitle="Users could not be loaded"
        moreFailureTitle="More users could not be loaded"
        empty={filtered ? "No users match these filters." : "No users yet."}
      >
        {(list) => (
          <ul className="space-y-3">
            {list.map((user) => (
              <li key={user.id}>
                <UserRow user={user} isSelf={user.id === currentUserId} />
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </section>
  );
}

function UserRow({ user, isSelf }: { user: Profile; isSelf: boolean }) {
  const update = useUpdateUser();
  const name = displayName(user);
  const selectId = `role-${user.id}`;

  const apply = (change: UserChange, done: string, failed: string) => {
    update.mutate(change, {
      onSuccess: () => toast.success(done),
      onError: (error) =>
        toast.error(failed, {
          description: errorMessage(error),
          action: { label: "Retry", onClick: () => apply(change, done, failed) },
        }),
    });
  };

  const changeRole = (role: Role) =>
    apply({ id: user.id, role }, `${name} is now ${ROLE_LABELS[role]}`, `Could not change the role of ${name}`);
  const setActive = (isActive: boolean) =>
    apply(
      { id: user.id, isActive },
      `${name} was ${isActive ? "reactivated" : "deactivated"}`,
      `Could not ${isActive ? "reactivate" : "deactivate"} ${name}`,
    );

  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-5" data-testid="user-row">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span className="break-all">{name}</span>
          {isSelf && <Badge tone="accent">You</Badge>}
          <Badge tone={user.isActive ? "green" : "red"}>{user.isActive ? "Active" : "Inactive"}</Badge>
        </p>
        <p className="text-sm break-all text-slate-600">{user.email}</p>
        <p className="mt-1 text-sm text-slate-500">
          Joined <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          {user.lastLogin && (
            <>
              {" · "}Last login <time dateTime={user.lastLogin}>{formatDate(user.lastLogin)}</time>
            </>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={selectId} className="block text-xs font-medium text-slate-600">
            Role for {name}
          </label>
          <select
            id={selectId}
            className={`${inputClass} mt-1 w-36`}
            value={user.role}
            disabled={update.isPending}
            onChange={(e) => changeRole(e.target.value as Role)}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant={user.isActive ? "ghost" : "secondary"}
          disabled={update.isPending || (isSelf && user.isActive)}
          title={isSelf && user.isActive ? "You cannot deactivate your own account" : undefined}
          onClick={() => setActive(!user.isActive)}
          aria-label={`${user.isActive ? "Deactivate" : "Reactivate"} ${name}`}
        >
          {user.isActive ? "Deactivate" : "Reactivate"}
        </Button>
      </div>
    </Card>
  );
}
