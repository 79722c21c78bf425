import { AppShell, Burger, Button, Group, NavLink, Select, Text, VisuallyHidden } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, Outlet, useLocation, useNavigate, useParams } from "react-router";
import { unwrap } from "../api/api-error.ts";
import { cx } from "../api/client.ts";
import { ME_KEY, type Me } from "../auth/session.tsx";
import { PageErrorBoundary } from "../ui/page-error-boundary.tsx";
import { EmptyState } from "../ui/states.tsx";
import { UnavailableBanner } from "./unavailable-banner.tsx";

/** The workspace's sections, in the navigation's order. */
const SECTIONS = [
  { path: "agents", label: "Agents" },
  { path: "conversations", label: "Conversations" },
  { path: "knowledge", label: "Knowledge" },
  { path: "tests", label: "Tests" },
  { path: "tools", label: "Tools" },
  { path: "settings", label: "Settings" },
] as const;

export function WorkspaceShell({ me }: { me: Me }) {
  const { ws = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Folded on a phone, the navigation is off the screen: out of the tab order and of what is read, too.
  const phone = useMediaQuery("(max-width: 48em)");
  const folded = Boolean(phone) && !opened;
  const workspace = me.workspaces.find((w) => w.id === ws);
  const logout = useMutation({
    mutationFn: () => unwrap(cx.POST("/api/v1/auth/logout")),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(ME_KEY, null);
      navigate("/login", { replace: true });
    },
  });
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="md"
      transitionDuration={0}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? "Close navigation" : "Open navigation"}
            />
            <Text fw={700} size="lg" component={Link} to="/" c="inherit" td="none">
              cx
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {me.workspaces.length > 1 ? (
              <Select
                aria-label="Workspace"
                size="sm"
                w={{ base: 140, sm: 220 }}
                allowDeselect={false}
                value={workspace?.id ?? null}
                data={me.workspaces.map((w) => ({ value: w.id, label: w.name }))}
                onChange={(value) => value && navigate(`/w/${value}/agents`)}
              />
            ) : (
              <Text size="sm" c="dimmed" truncate visibleFrom="xs">
                {workspace?.name}
              </Text>
            )}
            <Button variant="default" size="sm" onClick={() => logout.mutate()} loading={logout.isPending}>
              Log out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Workspace sections" inert={folded}>
        <VisuallyHidden>Signed in as {me.user.email}</VisuallyHidden>
        {SECTIONS.map((section) => {
          const to = `/w/${ws}/${section.path}`;
          return (
            <NavLink
              key={section.path}
              component={Link}
              to={to}
              label={section.label}
              active={location.pathname === to || location.pathname.startsWith(`${to}/`)}
              onClick={close}
            />
          );
        })}
        <Text size="xs" c="dimmed" mt="auto" p="xs" truncate>
          {me.user.name} · {me.user.email}
        </Text>
      </AppShell.Navbar>
      <AppShell.Main>
        <UnavailableBanner />
        {workspace ? (
          <PageErrorBoundary key={location.pathname}>
            <Outlet context={{ me, workspace }} />
          </PageErrorBoundary>
        ) : (
          <EmptyState title="Workspace not found">
            This workspace does not exist or you are not one of its members.
          </EmptyState>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
