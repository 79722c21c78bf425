import { usePrefetchQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { useWorkspace } from "../../layout/workspace-context.ts";
import { ErrorNotice, PageLoader } from "../../ui/states.tsx";
import { comparisonQuery } from "./invocation-queries.ts";

type ComparisonModule = typeof import("./comparison-page.tsx");

/** The page's chunk once loaded: the word diff is only the comparison's, not the first page's. */
let loaded: ComparisonModule | undefined;

/**
 * `/w/{ws}/invocations/{id}/compare/{baseline_id}`: the comparison is asked for as the route is
 * entered, beside the page's chunk, under the key the page reads it with. The chunk is awaited
 * here rather than by `lazy` and `Suspense`: React reveals a suspended page no sooner than 300 ms
 * after its fallback showed, which was most of the time between the comparison's answer and the
 * page shown.
 */
export function ComparisonRoute() {
  const { workspace } = useWorkspace();
  const { id = "", baselineId = "" } = useParams();
  usePrefetchQuery(comparisonQuery(workspace.id, id, baselineId));
  const [page, setPage] = useState(loaded);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (page) return;
    let current = true;
    // `attempt` changes to load again after a failure.
    void attempt;
    import("./comparison-page.tsx").then(
      (module) => {
        loaded = module;
        if (current) setPage(module);
      },
      (error: unknown) => {
        if (current) setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [page, attempt]);
  if (failure)
    return (
      <ErrorNotice
        title="Could not load the comparison"
        error={failure}
        onRetry={() => {
          setFailure(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  if (!page) return <PageLoader label="Loading the comparison" />;
  return <page.ComparisonPage />;
}
