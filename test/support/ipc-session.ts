import { dispatch } from '../../core/ipc/dispatch.ts';
import { createHandlers } from '../../core/ipc/handlers.ts';
import { AppServices } from '../../core/services/app-services.ts';
import type { AppErrorCode, AppErrorDetails } from '../../shared/api/app-error.ts';
import type { Method, MethodOutput } from '../../shared/api/contract.ts';
import { FIXTURE_DATA, MIGRATIONS } from './real-data.ts';

/**
 * What a test reads of an answer: the envelope flattened, so a test may look at `value` without
 * narrowing first; `value` is the method's output type and is undefined when `ok` is false.
 */
export interface TestAnswer<M extends Method> {
  ok: boolean;
  value: MethodOutput<M>;
  code?: AppErrorCode;
  details?: AppErrorDetails;
}

/** A contract call as the windows make it; the input is left loose so tests can send bad input. */
export type TestCall = <M extends Method>(method: M, input: unknown) => Promise<TestAnswer<M>>;

/** Services over a fresh home with the fixture pool, called through the contract's dispatch. */
export async function withIpc(
  home: string,
  work: (call: TestCall, services: AppServices) => Promise<void>,
): Promise<void> {
  const services = new AppServices({ home, migrationsFolder: MIGRATIONS, version: 'test' });
  await services.importIfEmpty(FIXTURE_DATA);
  const handlers = createHandlers(services);
  try {
    await work((method, input) => dispatch(handlers, method, input) as Promise<TestAnswer<typeof method>>, services);
  } finally {
    services.close();
  }
}
