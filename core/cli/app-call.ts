import type { AppErrorCode, AppErrorDetails } from '../../shared/api/app-error.ts';
import type { Method, MethodInput, MethodOutput } from '../../shared/api/contract.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { dispatch } from '../ipc/dispatch.ts';
import { createHandlers } from '../ipc/handlers.ts';
import { logbuchHome } from '../paths.ts';
import { AppServices } from '../services/app-services.ts';
import { MIGRATIONS_FOLDER, SOURCE_WORKER } from './card-source.ts';
import { reportImportProgress } from './progress-printer.ts';

/** A failed contract call; the CLI prints its German message. */
export class CallFailure extends Error {
  constructor(readonly envelope: { code: AppErrorCode; details: AppErrorDetails }) {
    super(envelope.code);
  }
}

/**
 * Runs contract calls against the app's own database (ARKHAM_LOGBUCH_HOME), through the same
 * dispatch the windows use: input parsed by the contract, errors as typed envelopes.
 */
type Call = <M extends Method>(method: M, input: MethodInput<M>) => Promise<MethodOutput<M>>;

/** `requirePool` refuses without imported cards (no_card_pool); `pool` leaves that to the caller. */
export async function withApp<T>(
  work: (call: Call, requirePool: () => CardPool, pool: () => CardPool | undefined) => Promise<T>,
): Promise<T> {
  const services = new AppServices({
    home: logbuchHome(),
    migrationsFolder: MIGRATIONS_FOLDER,
    sourceWorker: SOURCE_WORKER,
    version: '',
  });
  try {
    await services.importIfEmpty(process.env.ARKHAM_DATA, reportImportProgress);
    const handlers = createHandlers(services);
    return await work(
      async (method, input) => {
        const result = await dispatch(handlers, method, input);
        if (!result.ok) throw new CallFailure(result);
        return result.value as MethodOutput<typeof method>;
      },
      () => services.requirePool(),
      () => services.pool(),
    );
  } finally {
    services.close();
  }
}
