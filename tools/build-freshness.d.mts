/** A build the tests or the CLI launcher make again when it is stale (tools/build-freshness.mjs). */
export interface Build {
  /** The npm script that makes it. */
  script: string;
  /** Files the build writes; the oldest of them counts. */
  outputs: string[];
  /** Folders and files the build reads. */
  sources: string[];
}

export const REPO_ROOT: string;
export const CLI_BUILD: Build;
export const BUILDS: Build[];
export function isStale(build: Pick<Build, 'outputs' | 'sources'>, root?: string): boolean;
