import { NotBuiltPage } from "../not-built-page.tsx";

/** `/w/{ws}/tests/{test_id}`: one test's editor and history. */
export function TestPage() {
  return <NotBuiltPage title="Test" />;
}
