import { NotBuiltPage } from "../not-built-page.tsx";

/** `/w/{ws}/tools`: the workspace's tools. */
export function ToolsPage() {
  return <NotBuiltPage title="Tools" />;
}
