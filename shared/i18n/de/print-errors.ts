import type { AppErrorDetails } from '../../api/app-error.ts';
import type { PrintErrorCode } from '../../api/print-contract.ts';

// German sentences for printing (spread into app-errors.ts).

export const printErrorText = {
  print_unavailable: () =>
    'Drucken über die App geht nur im Programmfenster. Im Browser: Strg+P (oder das Druckmenü des Browsers).',
  print_failed: (d) =>
    `Drucken ist fehlgeschlagen${d.file ? ` („${d.file}“)` : ''} (${d.reason ?? 'unbekannter Grund'}). Es wurde nichts gespeichert.`,
} satisfies Record<PrintErrorCode, (details: AppErrorDetails) => string>;
