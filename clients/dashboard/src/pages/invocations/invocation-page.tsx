import { NotBuiltPage } from "../not-built-page.tsx";

export function InvocationPage() {
  return <NotBuiltPage title="Invocation" />;
}
