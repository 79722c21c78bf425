import { NotBuiltPage } from "../not-built-page.tsx";

export function ComparisonPage() {
  return <NotBuiltPage title="Comparison" />;
}
