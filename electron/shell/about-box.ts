import type { MessageBoxOptions } from 'electron';
import { APP_NAME } from '../paths.ts';

export const DATA_ATTRIBUTION = [
  'Kartendaten: ArkhamDB (arkhamdb-json-data).',
  'Kampagnendaten: Arkham Cards (arkham-cards-data).',
  'Karten- und Kampagnentexte © Fantasy Flight Games.',
];

export function aboutBoxOptions(version: string): MessageBoxOptions {
  return {
    type: 'info',
    title: `Über ${APP_NAME}`,
    message: APP_NAME,
    detail: [`Version ${version}`, '', ...DATA_ATTRIBUTION].join('\n'),
    buttons: ['OK'],
    noLink: true,
  };
}
