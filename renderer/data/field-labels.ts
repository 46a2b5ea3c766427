import { t } from '../i18n/messages.ts';

// German names of the card fields a change report lists (shared/cards/pool-diff.ts names them as
// stored; German display fields as `de.<field>`), from the catalogue (renderer/i18n/de-data.ts).
// A field without a name there is shown as stored.

export function fieldLabel(field: string): string {
  return t.fieldLabels[field] ?? field;
}
