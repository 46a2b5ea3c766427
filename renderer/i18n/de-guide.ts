// The German sentences of the guided campaign („Weiter im Kampagnenleitfaden“): the dialog, its
// read-aloud and setup sections, the inputs per kind, the summary before writing, and progress.
// The guide's own texts come translated from the campaign catalogs; these are the app's.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const deGuide = {
  guideOpen: 'Weiter im Kampagnenleitfaden',
  guideOpenHint: 'Führt Schritt für Schritt durch Vorbereitung, Auflösung und Logbuch dieses Szenarios.',
  guideTitle: 'Kampagnenleitfaden',
  guideLoading: 'Leitfaden wird geladen …',
  guideFinished: 'Die Kampagne ist zu Ende – der Leitfaden hat nichts mehr zu fragen.',
  guideUnsupported: (name: string) =>
    `Für „${name}“ kann die App den Leitfaden noch nicht führen. Die Kampagne lässt sich wie bisher von Hand eintragen.`,
  guideKeys: 'Eingabe: weiter · Esc: schließen',
  guideNext: 'Weiter',
  guideWrite: 'Eintragen',
  guideBackToInput: 'Zurück zur Eingabe',
  guideClose: 'Schließen',

  // Read aloud and set up.
  guideReadAloud: 'Vorlesen',
  guideSetup: 'Vorbereitung',
  guideRule: 'Regelerinnerung',
  guideEncounterSets: 'Begegnungssets',
  guideChaosBag: 'Chaosbeutel für diesen Schwierigkeitsgrad',
  guideResolution: 'Auflösung',

  // Inputs.
  guideChooseOne: 'Wähle eine Möglichkeit.',
  guideChooseMany: (min: number, max: number | undefined) => {
    if (max === undefined) return `Wähle mindestens ${min}.`;
    return min === max ? `Wähle genau ${max}.` : `Wähle ${min} bis ${max}.`;
  },
  guideCount: 'Anzahl',
  guideCopiesOf: (card: string) => `Exemplare von „${card}“`,
  guideRemovesFrom: (user: string, card: string) => `${user} entfernt „${card}“ aus dem Deck von`,
  guideCounterExtra: 'Rechnet der Leitfaden selbst dazu (nicht mitzählen):',
  guideInvestigators: 'Welche Ermittler spielen dieses Szenario?',
  guideLead: 'Ermittlungsleiter',
  guideResolutionChoose: 'Welche Auflösung wurde erreicht?',
  guideDuringPlay: 'Noch während des Szenarios',
  guideStatus: 'Wie hat der Ermittler das Szenario verlassen?',
  guideStatusLabels: {
    alive: 'Nicht besiegt',
    resigned: 'Aufgegeben',
    physical: 'Durch Schaden besiegt',
    mental: 'Durch Horror besiegt',
    killed: 'Getötet',
    insane: 'Wahnsinnig',
  } as Record<string, string>,
  guideNoChoice: '– keine Wahl –',
  guideWeakness: 'Gezogene Grundschwäche',
  guideWeaknessPick: '– die App zieht –',
  guideText: 'Eintrag',
  guideOverBudget: (over: number) => `${plural(over, 'Punkt', 'Punkte')} zu viel`,
  guidePoints: (spent: number, points: number) => `${spent} von ${plural(points, 'Punkt', 'Punkten')} ausgegeben`,
  guideUseSupplies: 'Wer streicht etwas aus seiner Ausrüstungsliste?',
  guideCrossedOffBy: (name: string, held: number) => `Gestrichen von ${name} (hat ${held})`,
  guideReadersFor: (missing: number) =>
    missing === 1
      ? 'Es fehlt eine: Wer liest den Abschnitt? Wähle genau 1.'
      : `Es fehlen ${missing}: Wer liest den Abschnitt? Wähle genau ${missing}.`,
  guideDraw: 'Tarotkarten ziehen',
  guideDrawRandom: 'Zufällig ziehen',
  // A step the guide offers beside the open one (the optional tarot reading): taken or left.
  guideOptionalTake: (question: string) => `Optional: ${question}`,
  guideOptionalLeave: 'Ohne diesen optionalen Schritt weiter',
  // Am Rande der Welt: Schaden und Horror auf einer Partner-Vorteilskarte am Ende des Spiels.
  guidePartnerDamage: 'Schaden',
  guidePartnerHorror: 'Horror',
  guideDecks: 'Decks speichern: Erfahrung ausgeben und Decks verbessern geht wie gewohnt im Ermittler-Tab.',
  guideContinue: 'Weiter mit „Eingabe“.',
  guideSideStoryLabel: 'Vor dem nächsten Szenario eine Nebengeschichte spielen?',
  guideSideStoryNone: 'Nein, weiter mit dem nächsten Szenario',
  guideSideStoryOption: (name: string, xp: number, creator?: string) =>
    `${name} (kostet jeden Ermittler ${xp} EP)${creator ? ` – inoffiziell, von ${creator}` : ''}`,
  guideSideStoryShort: (investigator: string, xp: number) => `${investigator} hat nur ${xp} EP übrig.`,

  // What keeps an answer from being sent.
  guideProblems: {
    choose_one: 'Bitte eine Möglichkeit wählen.',
    too_few: 'Es fehlt noch eine Auswahl.',
    too_many: 'Das ist mehr, als der Leitfaden zulässt.',
    resolution: 'Bitte die erreichte Auflösung wählen.',
    lead: 'Bitte den Ermittlungsleiter wählen.',
    status: 'Diese Auflösung lässt einen der gewählten Ausgänge nicht zu.',
    text: 'Bitte einen Eintrag schreiben.',
    points: 'Für einen Ermittler sind mehr Punkte ausgegeben, als er hat.',
  } as Record<string, string>,

  // Summary before writing.
  guideSummary: 'Das wird eingetragen',
  guideSummaryNothing: 'Dieser Schritt trägt nichts ins Logbuch ein.',

  guideNoInvestigators:
    'Der Leitfaden fragt nach den Ermittlern der Gruppe – diese Kampagne hat noch keine. Füge zuerst mit „Ermittler hinzufügen“ jeden Ermittler hinzu, der mitspielt; danach geht es hier weiter.',

  // „Ab hier neu beantworten“: earlier answers taken back (shared/campaign/guide-rewind.ts).
  guideAnswered: (n: number) => `Bisherige Antworten (${n})`,
  guideAnsweredHint:
    'Eine Antwort war falsch? „Ab hier neu beantworten“ nimmt sie und jede spätere Antwort zurück – als ein Eintrag im Verlauf, der sich wiederherstellen lässt. Danach fragt der Leitfaden diesen Schritt erneut.',
  guideRewind: 'Ab hier neu beantworten',
  guideRewindTitle: (seq: number, n: number) =>
    n === 1
      ? `Eintrag Nr. ${seq} zurücknehmen und neu beantworten`
      : `Eintrag Nr. ${seq} und die ${n - 1} späteren Antworten zurücknehmen`,
  guideRewindQuestion: (n: number, step: string) =>
    n === 1 ? `Die Antwort „${step}“ zurücknehmen?` : `${n} Antworten zurücknehmen: „${step}“ und ${n - 1} spätere?`,
  guideRewindKeeps:
    'Andere Einträge dazwischen (Notizen, Korrekturen, Deckverbesserungen) bleiben, solange sie ohne diese Antworten noch passen.',
  guideRewindYes: (n: number) => (n === 1 ? '1 Antwort zurücknehmen' : `${n} Antworten zurücknehmen`),
  guideRewindNo: 'Abbrechen',

  // Progress.
  guideProgress: 'Fortschritt der Kampagne',
  guideProgressDone: 'gespielt',
  guideProgressCurrent: 'jetzt',
  guideProgressSkipped: 'übersprungen',
  guideProgressLater: 'später',
  /** The campaign setup before the first scenario, in the progress line. */
  guideProgressSetup: 'Prolog',
  guideProgressCount: (played: number, total: number) => `${played} von ${total} Szenarien gespielt`,
};
