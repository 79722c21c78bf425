import { Anchor, Badge, Group, NumberInput, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { formErrors } from "../../ui/form-errors.ts";
import { InlineForm } from "../../ui/inline-form.tsx";
import { EmptyState } from "../../ui/states.tsx";
import { TitledSection } from "../../ui/titled-section.tsx";

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
  const { at, notice } = formErrors(search.error, ["/query", "/max_chunks", "/max_vector_distance"]);
  return (
    <TitledSection headingId="knowledge-search-heading" title="Search">
      <InlineForm
        label="Search the knowledge"
        error={notice}
        errorTitle="Could not search"
        submitLabel="Search"
        pending={search.isPending}
        onSubmit={() => search.mutate()}
      >
        <TextInput
          label="Search for"
          placeholder="How long does shipping take?"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          error={at("/query")}
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
          error={at("/max_chunks")}
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
          error={at("/max_vector_distance")}
          w={120}
        />
      </InlineForm>
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
    </TitledSection>
  );
}
