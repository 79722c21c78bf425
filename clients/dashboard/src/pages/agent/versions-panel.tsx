import { Button, Group, Select, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { diffConfigs } from "../../domain/config-paths.ts";
import { MorePages } from "../../ui/paged-list.tsx";
import { RecordTable, TimeCell } from "../../ui/record-table.tsx";
import { EmptyState, ErrorNotice, PageLoader } from "../../ui/states.tsx";
import { type AgentRef, type Branch, useVersion, useVersions, versionChoices } from "./agent-queries.ts";
import { JsonView } from "./json-view.tsx";

const show = (value: unknown) => (value === undefined ? "(absent)" : JSON.stringify(value));

/** A branch's versions, newest first; one version's config; two versions compared by config path. */
export function VersionsPanel({ agentRef, branch }: { agentRef: AgentRef; branch: Branch }) {
  const versions = useVersions(agentRef, branch.id);
  const all = versions.data ?? [];
  const [shown, setShown] = useState<string | null>(null);
  const [left, setLeft] = useState<string | null>(null);
  const [right, setRight] = useState<string | null>(null);
  const options = versionChoices(all);
  const shownVersion = useVersion(agentRef, shown);
  const leftVersion = useVersion(agentRef, left);
  const rightVersion = useVersion(agentRef, right);
  if (versions.isPending) return <PageLoader label="Loading versions" />;
  if (versions.isError) return <ErrorNotice title="Could not load the versions" error={versions.error} />;
  const changes =
    leftVersion.data && rightVersion.data ? diffConfigs(leftVersion.data.config, rightVersion.data.config) : undefined;
  return (
    <Stack>
      <Title order={2} size="h3">
        Versions of {branch.name}
      </Title>
      {all.length === 0 ? <EmptyState title="No versions" /> : null}
      <RecordTable
        label="Versions"
        layout="auto"
        striped={false}
        verticalSpacing="xs"
        columns={[{ title: "Version" }, { title: "Published" }, { title: "Changed paths" }]}
      >
        {all.map((version) => (
          <Table.Tr key={version.id}>
            <Table.Td>
              <Button
                size="compact-sm"
                variant={shown === version.id ? "filled" : "subtle"}
                onClick={() => setShown(version.id)}
                aria-label={`Show version ${version.id.slice(-8)}`}
              >
                {version.id.slice(-8)}
              </Button>
            </Table.Td>
            <TimeCell value={version.created_at} dimmed={false} />
            <Table.Td style={{ wordBreak: "break-word" }}>
              <Text size="sm">{version.changed_paths.length ? version.changed_paths.join(", ") : "none"}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </RecordTable>
      <MorePages query={versions} what="versions" />
      {shownVersion.data ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Configuration of version {shownVersion.data.id}
          </Title>
          <JsonView value={shownVersion.data.config} label={`Configuration of version ${shownVersion.data.id}`} />
        </Stack>
      ) : null}
      <Title order={3} size="h4">
        Compare two versions
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Version A" data={options} value={left} onChange={setLeft} />
        <Select label="Version B" data={options} value={right} onChange={setRight} />
      </SimpleGrid>
      {changes === undefined ? (
        <Text size="sm" c="dimmed">
          Choose two versions to see the paths where they differ.
        </Text>
      ) : changes.length === 0 ? (
        <Text size="sm">The two versions have the same configuration.</Text>
      ) : (
        <RecordTable
          label="Differences by path"
          striped={false}
          verticalSpacing="xs"
          columns={[{ title: "Path" }, { title: "Version A" }, { title: "Version B" }]}
        >
          {changes.map((change) => (
            <Table.Tr key={change.path}>
              <Table.Td style={{ wordBreak: "break-word" }}>
                <code>{change.path}</code>
              </Table.Td>
              <Table.Td style={{ wordBreak: "break-word" }}>{show(change.left)}</Table.Td>
              <Table.Td style={{ wordBreak: "break-word" }}>{show(change.right)}</Table.Td>
            </Table.Tr>
          ))}
        </RecordTable>
      )}
      <Group />
    </Stack>
  );
}
