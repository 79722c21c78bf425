import { Component, type ReactNode } from "react";
import { ErrorNotice } from "./states.tsx";

/**
 * A page that fails while rendering shows the error where the page would be, instead of an empty
 * window; the navigation stays usable, and going to another page starts afresh (keyed by path).
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error) return <ErrorNotice title="This page failed" error={this.state.error} />;
    return this.props.children;
  }
}
