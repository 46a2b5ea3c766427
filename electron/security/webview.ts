import type { WebContents } from 'electron';

// Checklist: "Verify WebView options before creation": the app uses no <webview>, so none attaches.

export function installWebviewGuard(contents: WebContents): void {
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
