import { NotBuiltPage } from "../not-built-page.tsx";

export function InvocationHistoryPage() {
  return <NotBuiltPage title="Invocations" />;
}
