import { Navigate } from "react-router";
import type { Me } from "../auth/session.tsx";
import { AuthLayout } from "./auth-layout.tsx";

/** `/`: the first workspace's agents. */
export function HomePage({ me }: { me: Me }) {
  const first = me.workspaces[0];
  if (first) return <Navigate to={`/w/${first.id}/agents`} replace />;
  return (
    <AuthLayout title="No workspace yet">
      <p>You are not a member of any workspace. Ask a workspace's admin to add {me.user.email}.</p>
    </AuthLayout>
  );
}
