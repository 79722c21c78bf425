import { Anchor, Badge, Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { EmptyState, ErrorNotice } from "../../ui/states.tsx";

/** Search the workspace's ready documents: the nearest chunks, each with its cosine distance. */
export function SearchPanel({ ws }: { ws: string }) {
  const [query, setQuery] = useState("");
  const [maxChunks, setMaxChunks] = useState<string | number>(5);
  const [maxDistance, setMaxDistance] = useState<string | number>("");
  const search = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/knowledge/search", {
          params: { path: { workspace_id: ws } },
          body: {
            query,
            max_chunks: maxChunks === "" ? 5 : Number(maxChunks),
            ...(maxDistance === "" ? {} : { max_vector_distance: Number(maxDistance) }),
          },
        }),
      ),
  });
  const error = search.error instanceof ApiError ? search.error : undefined;
  const placed = ["/query", "/max_chunks", "/max_vector_distance"].some((p) => error?.fieldMessage(p));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.mutate();
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="knowledge-search-heading">
      <Title order={2} size="h3" id="knowledge-search-heading">
        Search
      </Title>
      <form onSubmit={submit} noValidate aria-label="Search the knowledge">
        <Stack gap="xs">
          {search.error && !placed ? <ErrorNotice title="Could not search" error={search.error} /> : null}
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Search for"
              placeholder="How long does shipping take?"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              error={error?.fieldMessage("/query")}
              style={{ flex: "1 1 240px" }}
            />
            <NumberInput
              label="Chunks"
              min={1}
              max={20}
              clampBehavior="none"
              allowDecimal={false}
              value={maxChunks}
              onChange={setMaxChunks}
              error={error?.fieldMessage("/max_chunks")}
              w={96}
            />
            <NumberInput
              label="Max distance"
              placeholder="any"
              min={0}
              max={2}
              step={0.05}
              decimalScale={3}
              value={maxDistance}
              onChange={setMaxDistance}
              error={error?.fieldMessage("/max_vector_distance")}
              w={120}
            />
            <Button type="submit" loading={search.isPending}>
              Search
            </Button>
          </Group>
        </Stack>
      </form>
      {search.data ? (
        search.data.items.length === 0 ? (
          <EmptyState title="No chunk found">
            Only ready documents are searched; a maximum distance leaves out chunks further away.
          </EmptyState>
        ) : (
          <Stack gap="xs" role="list" aria-label="Search results">
            {search.data.items.map((chunk) => (
              <Paper key={`${chunk.document_id}:${chunk.chunk_index}`} withBorder p="sm" role="listitem">
                <Group justify="space-between" gap="xs" wrap="wrap" mb={4}>
                  <Anchor component={Link} to={`/w/${ws}/knowledge/${chunk.document_id}`} fw={500} size="sm">
                    {chunk.document_name}
                  </Anchor>
                  <Group gap="xs">
                    <Badge variant="light" color="gray" size="sm">
                      chunk {chunk.chunk_index}
                    </Badge>
                    <Badge variant="light" size="sm">
                      distance {chunk.distance.toFixed(3)}
                    </Badge>
                  </Group>
                </Group>
                <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }} lineClamp={6}>
                  {chunk.text}
                </Text>
              </Paper>
            ))}
          </Stack>
        )
      ) : null}
    </Stack>
  );
}
