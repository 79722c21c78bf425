import { NotBuiltPage } from "../not-built-page.tsx";

/** `/w/{ws}/settings`: the workspace's members and API keys. */
export function SettingsPage() {
  return <NotBuiltPage title="Settings" />;
}
