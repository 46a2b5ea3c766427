import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

// playwright-core ships no browser: use CHROMIUM_PATH, the system Chromium, or one that
// `npx playwright-core install chromium` downloaded earlier.

export function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', playwrightChromium()];
  const found = candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
  if (found) return found;
  throw new Error(
    'Kein Chromium gefunden. Bitte installiere eines (z. B. „sudo apt install chromium“ oder ' +
      '„npx playwright-core install chromium“) oder setze CHROMIUM_PATH auf die ausführbare Datei.',
  );
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}
