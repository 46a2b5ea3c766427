// The German lines of the web host (`npm run web`, `npm run dev`): what it prints on start and
// the plain-text answers and refusals a browser gets outside the IPC contract.

const APP = 'Arkham Logbuch';

export const deHost = {
  running: `${APP} läuft. Öffne die Adresse oben im Browser; beenden mit Strg+C.`,
  devRunning: `${APP} (Entwicklung): Oberfläche mit sofortigem Neuladen; beenden mit Strg+C.`,
  portInUse: (port: string | number) =>
    `Der Port ${port} ist schon belegt. Beende das andere Programm oder wähle einen anderen, z. B. PORT=5781 npm run web.`,
  importProgress: (phase: string, done: number, total: number) => `Kartenimport: ${phase} ${done}/${total}`,
  accessDenied: 'Zugriff verweigert',
  notFound: 'Nicht gefunden',
  requestNotJson: 'Anfrage ist kein gültiges JSON',
  /** The comment line that opens the event stream (server-sent events). */
  streamOpened: ': verbunden\n\n',
};
