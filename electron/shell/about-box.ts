import type { MessageBoxOptions } from 'electron';
import { DATA_ATTRIBUTION } from '../../shared/i18n/de/attribution.ts';
import { deShell } from '../../shared/i18n/de/shell.ts';

export function aboutBoxOptions(version: string): MessageBoxOptions {
  return {
    type: 'info',
    title: deShell.about,
    message: deShell.appName,
    detail: [deShell.version(version), '', ...DATA_ATTRIBUTION].join('\n'),
    buttons: [deShell.ok],
    noLink: true,
  };
}
