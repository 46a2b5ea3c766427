import { dispatch } from '../../electron/ipc/dispatch.ts';
import { createHandlers } from '../../electron/ipc/handlers.ts';
import { AppServices } from '../../electron/services/app-services.ts';
import { FIXTURE_DATA, MIGRATIONS } from './real-data.ts';

/** A contract call as the windows make it: the envelope, with any value. */
export type TestCall = (
  method: string,
  input: unknown,
) => Promise<{ ok: boolean; code?: string; details?: object; value?: any }>;

/** Services over a fresh home with the fixture pool, called through the contract's dispatch. */
export async function withIpc(
  home: string,
  work: (call: TestCall, services: AppServices) => Promise<void>,
): Promise<void> {
  const services = new AppServices({ home, migrationsFolder: MIGRATIONS, version: 'test' });
  await services.importIfEmpty(FIXTURE_DATA);
  const handlers = createHandlers(services);
  try {
    await work((method, input) => dispatch(handlers, method, input) as ReturnType<TestCall>, services);
  } finally {
    services.close();
  }
}
