import { NotBuiltPage } from "../not-built-page.tsx";

/** `/w/{ws}/knowledge`: the workspace's knowledge folders and documents. */
export function KnowledgePage() {
  return <NotBuiltPage title="Knowledge" />;
}
