import type { MessageBoxOptions } from 'electron';
import { DATA_ATTRIBUTION } from '../../shared/i18n/de/attribution.ts';
import { APP_NAME } from '../paths.ts';

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
