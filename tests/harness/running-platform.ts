export type Shape = "all" | "distributed";

export interface RunningPlatform {
  shape: Shape;
  /** The public address: the gateway. */
  baseUrl: string;
  /** Address of every process by target name (the gateway and, when distributed, each service). */
  processes: Record<string, string>;
  stop(): Promise<void>;
}
