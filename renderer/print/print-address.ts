import type { PrintRequest } from '../store/print/print-types.ts';

// The print view as an address inside the page, so anything can open it without importing a
// component: `#drucken/deck` (the open deck's list) and `#drucken/kampagne/<id>` (a campaign's
// log sheet). The campaign screen may set `location.hash = printHash({ kind: 'campaign', campaignId })`.

export const PRINT_PREFIX = '#drucken/';

export function printHash(request: PrintRequest): string {
  return request.kind === 'deck' ? `${PRINT_PREFIX}deck` : `${PRINT_PREFIX}kampagne/${request.campaignId}`;
}

export function printRequestOf(hash: string): PrintRequest | undefined {
  if (hash === `${PRINT_PREFIX}deck`) return { kind: 'deck' };
  const campaign = /^#drucken\/kampagne\/(\d{1,9})$/.exec(hash);
  return campaign ? { kind: 'campaign', campaignId: Number(campaign[1]) } : undefined;
}
