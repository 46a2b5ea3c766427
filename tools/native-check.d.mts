/** Whether better-sqlite3 opens a database in this Node, from the build tools/native-builds.ts shelved. */
export function nodeBuildLoads(): boolean;
