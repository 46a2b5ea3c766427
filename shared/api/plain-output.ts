/**
 * An output the contract names by its TypeScript type alone, without a runtime schema: shapes the
 * main process builds itself from checked data (the player card pool, a campaign's state), too
 * large to describe twice. Every other output is a zod schema, checked in tests and development
 * builds (core/ipc/dispatch.ts).
 */
export interface PlainOutput<T> {
  readonly plain: true;
  /** Carries the type only; never set. */
  readonly type?: T;
}

export const plainOutput = <T>(): PlainOutput<T> => ({ plain: true });

export function isPlainOutput(output: unknown): output is PlainOutput<unknown> {
  return typeof output === 'object' && output !== null && (output as { plain?: unknown }).plain === true;
}
