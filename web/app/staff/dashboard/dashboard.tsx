import type { Profile } from "@helixmap/common/api";
import { hasRole } from "@helixmap/common/roles";
import { ADMIN_PATHS } from "@helixmap/common/routes";
import { useState } from "react";
import { Link } from "react-router";
import { type TabItem, Tabs } from "../../ui/tabs";
import { AuditLogsTab } from "../audit/audit-logs-tab";
import { ContentTab } from "../content/content-tab";
import { DataRoomTab } from "../data-room/data-room-tab";
import { DeploymentTab } from "../deployments/deployment-tab";
import { LibraryMediaInsert } from "../media/library-media-insert";
import { MediaTab } from "../media/media-tab";
import { LeaveDialog } from "../pages/leave-guard";
import { PagesTab } from "../pages/pages-tab";
import { ReleasesTab } from "../releases/releases-tab";
import { ReviewTab } from "../review/review-tab";
import { SubscribersTab } from "../subscriptions/subscribers-tab";
import { TrashTab } from "../trash/trash-tab";
import { ApplicationsTab } from "../trial-applications/applications-tab";
import { displayName } from "../ui/format";
import { RoleBadge } from "../ui/role-badge";
import { UsersTab } from "../users/users-tab";

/**
 * The dashboard's tabs: Content, Pages, Media and Data Room for everyone here (partners read them); Users, Review, Releases,
 * Deployment, Audit Logs, Applications, Subscribers and Trash exist only for administrators.
 */
export function Dashboard({ user, initialTab }: { user: Profile; initialTab?: string }) {
  const admin = hasRole(user.role, "administrator");
  // A page form with unsaved changes asks before another tab replaces it.
  const [pagesDirty, setPagesDirty] = useState(false);
  const [pendingSwitch, setPendingSwitch] = useState<(() => void) | null>(null);
  const tabs: TabItem[] = [
    { id: "content", label: "Content", content: <ContentTab canEdit={admin} /> },
    { id: "pages", label: "Pages", content: <PagesTab canEdit={admin} onDirtyChange={setPagesDirty} /> },
    { id: "media", label: "Media", content: <MediaTab canEdit={admin} /> },
    ...(hasRole(user.role, "partner")
      ? [{ id: "data-room", label: "Data Room", content: <DataRoomTab user={user} /> }]
      : []),
    ...(admin
      ? [
          { id: "users", label: "Users", content: <UsersTab currentUserId={user.id} /> },
          { id: "review", label: "Review", content: <ReviewTab currentUserId={user.id} /> },
          { id: "releases", label: "Releases", content: <ReleasesTab /> },
          { id: "deployment", label: "Deployment", content: <DeploymentTab /> },
          { id: "audit-logs", label: "Audit Logs", content: <AuditLogsTab /> },
          { id: "applications", label: "Applications", content: <ApplicationsTab /> },
          { id: "subscribers", label: "Subscribers", content: <SubscribersTab /> },
          { id: "trash", label: "Trash", content: <TrashTab /> },
        ]
      : []),
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700" data-testid="welcome">
          <span>Welcome, {displayName(user)}</span>
          <RoleBadge role={user.role} />
          <Link to={ADMIN_PATHS.account} className="ml-auto text-sm font-medium text-accent-800 underline">
            Your account
          </Link>
        </p>
      </header>
      <LibraryMediaInsert>
        <Tabs
          items={tabs}
          label="Dashboard sections"
          initial={initialTab}
          confirmChange={(change) => (pagesDirty ? setPendingSwitch(() => change) : change())}
        />
      </LibraryMediaInsert>
      <LeaveDialog
        open={pendingSwitch !== null}
        onStay={() => setPendingSwitch(null)}
        onLeave={() => {
          pendingSwitch?.();
          setPendingSwitch(null);
          setPagesDirty(false);
        }}
      />
    </div>
  );
}
