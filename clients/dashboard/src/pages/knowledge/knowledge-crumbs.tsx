import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import type { KnowledgeFolder } from "./knowledge-queries.ts";

/**
 * The breadcrumbs to a place in the knowledge: the root, then each folder of `path` as a link,
 * the last one as the current page when `lastIsCurrent` (a folder's own page).
 */
export function knowledgeCrumbs(ws: string, path: readonly KnowledgeFolder[], lastIsCurrent: boolean) {
  return [
    <Anchor key="root" component={Link} to={`/w/${ws}/knowledge`} size="sm">
      Knowledge
    </Anchor>,
    ...path.map((folder, index) =>
      lastIsCurrent && index === path.length - 1 ? (
        <Text key={folder.id} size="sm" aria-current="page" style={{ wordBreak: "break-word" }}>
          {folder.name}
        </Text>
      ) : (
        <Anchor key={folder.id} component={Link} to={`/w/${ws}/knowledge?folder=${folder.id}`} size="sm">
          {folder.name}
        </Anchor>
      ),
    ),
  ];
}
