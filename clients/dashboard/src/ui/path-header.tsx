import { Box, Breadcrumbs, Button, Group, Menu, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { PageTitle } from "./page-title.tsx";

/**
 * The head of a page inside a folder tree: the path to it as breadcrumbs (`crumbs`, one element
 * each), then its title with its actions beside it.
 */
export function PathHeader({ crumbs, title, actions }: { crumbs: ReactNode[]; title: ReactNode; actions?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Box component="nav" aria-label="Folder path">
        <Breadcrumbs separatorMargin={6} style={{ flexWrap: "wrap" }}>
          {crumbs}
        </Breadcrumbs>
      </Box>
      <PageTitle title={title} actions={actions} />
    </Stack>
  );
}

/** A folder's actions: a new folder, and the menu `addLabel` of what else can be made in it (`children`, its items). */
export function FolderActions({
  onNewFolder,
  addLabel,
  children,
}: {
  onNewFolder: () => void;
  addLabel: string;
  children: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="default" onClick={onNewFolder}>
        New folder
      </Button>
      <Menu position="bottom-end" transitionProps={{ duration: 0 }}>
        <Menu.Target>
          <Button>{addLabel}</Button>
        </Menu.Target>
        <Menu.Dropdown>{children}</Menu.Dropdown>
      </Menu>
    </Group>
  );
}
