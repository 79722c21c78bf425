import { NotBuiltPage } from "../not-built-page.tsx";

/** `/w/{ws}/tests`: the workspace's test library. */
export function TestsPage() {
  return <NotBuiltPage title="Tests" />;
}
