export {
  BUCKET_COUNT,
  bucketOf,
  pickBranch,
  type RoutableAllocation,
} from "./pick-branch.ts";
