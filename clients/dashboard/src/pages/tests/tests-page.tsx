import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Menu,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type DragEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { folderLabels } from "../../domain/folder-labels.ts";
import { useWorkspace } from "../../layout/workspace-context.ts";
import { NameSearch } from "../../ui/name-search.tsx";
import { MorePages } from "../../ui/paged-list.tsx";
import { FolderActions, PathHeader } from "../../ui/path-header.tsx";
import { RecordTable, TimeCell } from "../../ui/record-table.tsx";
import { EmptyState, ErrorNotice, PageLoader } from "../../ui/states.tsx";
import { DeleteItemDialog, MoveForm, NameForm } from "./library-dialogs.tsx";
import { RunTestsDialog } from "./run-tests-dialog.tsx";
import {
  isFolder,
  type LibraryItem,
  type LibraryItemType,
  type SharingMode,
  type SortMode,
  TEST_TYPE_LABELS,
  type TestType,
  testsUnder,
  useAllTestFolders,
  useLibrary,
  useTestFolder,
} from "./test-queries.ts";
import { useDropMove } from "./use-drop-move.ts";

/** Drawn rather than an emoji, which a system without a colour emoji font shows as a box. */
function FolderIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      style={{ verticalAlign: "-2px", marginRight: 6, color: "var(--mantine-color-dimmed)" }}
    >
      <path fill="currentColor" d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    </svg>
  );
}

type Dialog = { kind: "new-folder" } | { kind: "rename"; item: LibraryItem } | { kind: "move"; items: LibraryItem[] };

interface Run {
  testIds: string[] | null;
  what: string;
  agentId: string | null;
  /** Why a folder's tests could not be gathered. */
  error?: unknown;
}

const TYPE_CHOICES = [
  { value: "folder", label: "Folders" },
  ...Object.entries(TEST_TYPE_LABELS).map(([value, label]) => ({ value, label })),
];
const SORT_CHOICES = [
  { value: "default", label: "Recent first" },
  { value: "folders_first", label: "Folders first" },
];
const SHARING_CHOICES = [
  { value: "all", label: "All tests" },
  { value: "created_by_me", label: "Created by me" },
  { value: "shared_with_me", label: "Shared with me" },
];

/** The agent every one of the tests names, when they agree: the one to run them against first. */
function commonAgent(items: LibraryItem[]): string | null {
  const agents = new Set(items.flatMap((i) => (isFolder(i) ? [] : [i.agent_id ?? null])));
  return agents.size === 1 ? ([...agents][0] ?? null) : null;
}

/**
 * `/w/{ws}/tests?folder={id}`: a folder's tests and subfolders with breadcrumbs to it, searched by
 * name across the library, filtered by kind and by who made or shares them, sorted; folders and
 * tests created, renamed, moved (a dialog, or a row dropped on a folder) and deleted; the tests
 * selected, or a folder's, run against an agent.
 */
export function TestsPage() {
  const { workspace } = useWorkspace();
  const ws = workspace.id;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const folderId = params.get("folder") || null;
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const [types, setTypes] = useState<LibraryItemType[]>([]);
  const [sort, setSort] = useState<SortMode>("folders_first");
  const [sharing, setSharing] = useState<SharingMode>("all");
  const [selected, setSelected] = useState<Map<string, LibraryItem>>(new Map());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleting, setDeleting] = useState<LibraryItem | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const folder = useTestFolder(ws, folderId);
  const searching = debounced.trim() !== "";
  const library = useLibrary(ws, { folderId, search: debounced, types, sort, sharing });
  const items = library.data ?? [];
  const drop = useDropMove(ws);
  // A search looks through every folder, so each match says where it is.
  const allFolders = useAllTestFolders(ws, searching);
  const places = folderLabels(allFolders.data ?? []);
  const filtered = searching || types.length > 0 || sharing !== "all";
  const close = () => setDialog(null);
  const toggle = (item: LibraryItem, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });
  const chosen = [...selected.values()];
  const runChosen = async () => {
    const tests = chosen.filter((i) => !isFolder(i)).map((i) => i.id);
    const folders = chosen.filter(isFolder);
    const what = `${chosen.length} selected ${chosen.length === 1 ? "item" : "items"}`;
    setRun({ testIds: folders.length ? null : tests, what, agentId: commonAgent(chosen) });
    if (folders.length) {
      try {
        const inside = (await Promise.all(folders.map((f) => testsUnder(ws, f.id)))).flat();
        const ids = [...new Set([...tests, ...inside.map((t) => t.id)])];
        setRun({ testIds: ids, what, agentId: commonAgent([...chosen, ...inside]) });
      } catch (error) {
        setRun({ testIds: [], what, agentId: null, error });
      }
    }
  };
  const runFolder = async (target: LibraryItem) => {
    const what = `the folder ${target.name}`;
    setRun({ testIds: null, what, agentId: null });
    try {
      const inside = await testsUnder(ws, target.id);
      setRun({ testIds: inside.map((t) => t.id), what, agentId: commonAgent(inside) });
    } catch (error) {
      setRun({ testIds: [], what, agentId: null, error });
    }
  };
  const newTest = (type: TestType) =>
    navigate(`/w/${ws}/tests/new?type=${type}${folderId ? `&folder=${encodeURIComponent(folderId)}` : ""}`);
  const title = folderId ? (folder.data?.name ?? "Folder") : "Tests";
  return (
    <Stack gap="lg">
      <PathHeader
        crumbs={[
          <Anchor key="root" component={Link} to={`/w/${ws}/tests`} size="sm" {...drop.target(null)}>
            Tests
          </Anchor>,
          ...(folder.data?.breadcrumbs ?? []).map((crumb) => (
            <Anchor
              key={crumb.id}
              component={Link}
              to={`/w/${ws}/tests?folder=${crumb.id}`}
              size="sm"
              {...drop.target(crumb.id)}
            >
              {crumb.name}
            </Anchor>
          )),
          folderId && folder.data ? (
            <Text key="current" size="sm" aria-current="page" style={{ wordBreak: "break-word" }}>
              {folder.data.name}
            </Text>
          ) : null,
        ]}
        title={title}
        actions={
          <FolderActions onNewFolder={() => setDialog({ kind: "new-folder" })} addLabel="New test">
            {(Object.keys(TEST_TYPE_LABELS) as TestType[]).map((type) => (
              <Menu.Item key={type} onClick={() => newTest(type)}>
                {TEST_TYPE_LABELS[type]}
              </Menu.Item>
            ))}
          </FolderActions>
        }
      />
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
        <NameSearch label="Search tests" value={search} onChange={setSearch} />
        <MultiSelect
          label="Type"
          placeholder={types.length ? undefined : "Every kind"}
          data={TYPE_CHOICES}
          value={types}
          onChange={(value) => setTypes(value as LibraryItemType[])}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Sort"
          allowDeselect={false}
          data={SORT_CHOICES}
          value={sort}
          onChange={(value) => value && setSort(value as SortMode)}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Show"
          allowDeselect={false}
          data={SHARING_CHOICES}
          value={sharing}
          onChange={(value) => value && setSharing(value as SharingMode)}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      {chosen.length > 0 ? (
        <Group gap="xs" role="group" aria-label="Selected items">
          <Text size="sm" fw={500}>
            {chosen.length} selected
          </Text>
          <Button size="xs" onClick={runChosen}>
            Run selected
          </Button>
          <Button size="xs" variant="default" onClick={() => setDialog({ kind: "move", items: chosen })}>
            Move selected
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setSelected(new Map())}>
            Clear selection
          </Button>
        </Group>
      ) : null}
      {searching ? (
        <Text size="sm" c="dimmed" role="status">
          Searching every folder for “{debounced.trim()}”.
        </Text>
      ) : null}
      {folder.isError ? (
        <ErrorNotice title="Could not open the folder" error={folder.error} onRetry={() => folder.refetch()} />
      ) : library.isPending ? (
        <PageLoader label="Loading tests" />
      ) : library.isError ? (
        <ErrorNotice title="Could not load the tests" error={library.error} onRetry={() => library.refetch()} />
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState title="Nothing matches">No test or folder matches the search and filters.</EmptyState>
        ) : (
          <EmptyState title={folderId ? "This folder is empty" : "No tests yet"}>
            Create a test of one of the three kinds, or a folder to keep them in.
          </EmptyState>
        )
      ) : (
        <RecordTable
          label="Tests and folders"
          highlightOnHover
          columns={[
            { title: <VisuallyHidden>Selected</VisuallyHidden>, w: 44 },
            { title: "Name" },
            { title: "Type", w: 150, visibleFrom: "sm" },
            { title: "Updated", w: 180, visibleFrom: "md" },
            { title: <VisuallyHidden>Actions</VisuallyHidden>, w: 56 },
          ]}
        >
          {items.map((item) => (
            <Table.Tr
              key={item.id}
              draggable
              onDragStart={(event: DragEvent) => drop.start(event, item)}
              {...(isFolder(item) ? drop.target(item.id) : {})}
              data-drop-over={drop.over === item.id || undefined}
              style={drop.over === item.id ? { outline: "2px solid var(--mantine-color-blue-6)" } : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${item.name}`}
                  checked={selected.has(item.id)}
                  onChange={(e) => toggle(item, e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td style={{ wordBreak: "break-word" }}>
                {isFolder(item) ? (
                  <>
                    <FolderIcon />
                    <Anchor component={Link} to={`/w/${ws}/tests?folder=${item.id}`} fw={500}>
                      {item.name}
                    </Anchor>
                  </>
                ) : (
                  <Anchor component={Link} to={`/w/${ws}/tests/${item.id}`} fw={500}>
                    {item.name}
                  </Anchor>
                )}
                {searching && item.parent_folder_id ? (
                  <Text size="xs" c="dimmed">
                    in {places.get(item.parent_folder_id) ?? "a folder"}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {isFolder(item) ? "Folder" : TEST_TYPE_LABELS[item.type]}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                {isFolder(item) ? (
                  <Text size="sm" c="dimmed">
                    Folder
                  </Text>
                ) : (
                  <Badge variant="light" color="gray" tt="none">
                    {TEST_TYPE_LABELS[item.type]}
                  </Badge>
                )}
              </Table.Td>
              <TimeCell value={item.updated_at} visibleFrom="md" />
              <Table.Td>
                <Menu position="bottom-end" transitionProps={{ duration: 0 }}>
                  <Menu.Target>
                    <Button
                      size="xs"
                      variant="default"
                      px={8}
                      aria-label={`Actions for ${isFolder(item) ? "folder" : "test"} ${item.name}`}
                    >
                      …
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      onClick={() =>
                        isFolder(item)
                          ? runFolder(item)
                          : setRun({ testIds: [item.id], what: item.name, agentId: item.agent_id ?? null })
                      }
                    >
                      Run
                    </Menu.Item>
                    <Menu.Item onClick={() => setDialog({ kind: "rename", item })}>Rename</Menu.Item>
                    <Menu.Item onClick={() => setDialog({ kind: "move", items: [item] })}>Move</Menu.Item>
                    <Menu.Item color="red" onClick={() => setDeleting(item)}>
                      Delete
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </RecordTable>
      )}
      {drop.error ? <ErrorNotice title="Could not move" error={drop.error} /> : null}
      <MorePages query={library} what="tests" />
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={
          dialog?.kind === "new-folder"
            ? "New folder"
            : dialog?.kind === "rename"
              ? `Rename the ${isFolder(dialog.item) ? "folder" : "test"}`
              : "Move"
        }
        transitionProps={{ duration: 0 }}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {dialog?.kind === "new-folder" ? <NameForm ws={ws} parentId={folderId} onDone={close} /> : null}
        {dialog?.kind === "rename" ? <NameForm ws={ws} parentId={folderId} item={dialog.item} onDone={close} /> : null}
        {dialog?.kind === "move" ? (
          <MoveForm
            ws={ws}
            items={dialog.items}
            onDone={() => {
              close();
              setSelected(new Map());
            }}
          />
        ) : null}
      </Modal>
      <DeleteItemDialog
        ws={ws}
        item={deleting}
        onClose={() => {
          if (deleting) toggle(deleting, false);
          setDeleting(null);
        }}
      />
      <RunTestsDialog
        ws={ws}
        opened={run !== null}
        onClose={() => setRun(null)}
        testIds={run?.testIds ?? null}
        what={run?.what ?? ""}
        agentId={run?.agentId}
        gatherError={run?.error}
      />
    </Stack>
  );
}
