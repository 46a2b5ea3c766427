import { SKILL_ICON_LABELS } from '../../shared/i18n/de/labels.ts';

// The German sentences of the deck tools: more browser filters, the customization
// sheet, charts, the opening-hand odds, the export dialog and the upgrade rules. Spread into the
// catalogue in messages.ts.

const percent = (p: number) =>
  `${(p * 100).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

const CHOICE_PLACEHOLDERS: Record<string, string> = {
  choose_card: 'Karte benennen …',
  choose_trait: 'Merkmal wählen …',
  choose_skill: 'Fertigkeit wählen …',
  remove_slot: 'Slot wählen …',
};

const COST_TITLES: Record<string, string> = {
  '6+': 'Kosten 6 oder mehr',
  none: 'Ohne Kosten (Fertigkeiten, Dauerhaft …)',
};

export const deDeckTools = {
  environmentLabel: 'Deckbau-Umgebung',
  environmentNone: 'Keine (Legacy)',
  environmentAktuell: 'Aktuell',
  environmentLimitiert: 'Limitiert …',
  environmentPick: (n: number) => `Erweiterung ${n}`,
  environmentPickChoose: 'Erweiterung wählen …',
  environmentPicksDistinct: 'Limitiert wählt 3 verschiedene Spielerkarten-Erweiterungen.',
  // The group's switches, in the Grimoire's words („Deckbau-Umgebungen“).
  environmentAgreedCards: 'Parallele Ermittler, Promo- und Storyvorteilskarten nach Absprache erlaubt',
  environmentAllInvestigators: 'Alle Ermittler mit allen ihren Signaturkarten erlaubt',
  environmentOwnPools: 'Jeder Ermittler baut in seiner eigenen Limitierten Umgebung',
  environmentWordingKapitel1: 'Kartentexte in der Version von Kapitel 1 (vor dem Grundspiel 2026)',
  environmentSaveFirst: 'Deckbau-Umgebung: nach dem ersten Speichern wählbar.',
  environmentOfCampaign: (label: string) => `Deckbau-Umgebung der Kampagne: ${label}`,
  onlyEnvironment: 'nur Karten der Umgebung',
  filterMore: 'Weitere Filter',
  filterMoreCount: (count: number) => (count ? `Weitere Filter (${count})` : 'Weitere Filter'),
  filterCost: 'Kosten',
  filterSkills: 'Symbole',
  filterSlot: 'Slot',
  filterTrait: 'Merkmal',
  filterTraitChoose: 'Merkmal wählen …',
  filterPack: 'Pack',
  filterPackChoose: 'Pack wählen …',
  filterRemove: (name: string) => `Filter „${name}“ entfernen`,
  costBucketTitle: (bucket: string) => COST_TITLES[bucket] ?? `Kosten ${bucket}`,
  costNone: 'keine',
  skillNames: SKILL_ICON_LABELS,
  percent,

  customizeCard: (name: string) => `„${name}“ individualisieren`,
  customizeTitle: (name: string) => `${name} individualisieren`,
  customizeIntro:
    'Jedes Kästchen kostet 1 EP. Eine Verbesserung gilt, sobald alle ihre Kästchen angekreuzt sind; die Stufe der Karte ist die Hälfte der angekreuzten Kästchen, aufgerundet.',
  customizeSummary: (xp: number, level: number) => `${xp} EP angekreuzt · Stufe ${level}`,
  customizeBox: (box: number, boxes: number, option: string) => `${option}: Kästchen ${box} von ${boxes}`,
  toolCharts: 'Statistik',
  toolChartsHint: 'Kostenkurve, Fertigkeitssymbole und Klassen des Decks',
  toolDraw: 'Starthand',
  toolDrawHint: 'Wie wahrscheinlich eine Karte oder ein Merkmal in der Starthand ist',
  toolExport: 'Exportieren',
  toolExportHint: 'Deckliste als Text, Markdown oder ArkhamDB-JSON',

  chartsTitle: 'Statistik',
  chartsIntro: (copies: number) =>
    `${copies} ${copies === 1 ? 'Karte' : 'Karten'} im Deck, ohne Schwächen und gebundene Karten.`,
  chartCosts: 'Kostenkurve',
  chartAverageCost: (average: number) =>
    `Durchschnitt ${average.toLocaleString('de-DE', { maximumFractionDigits: 2 })} Ressourcen`,
  chartSkills: 'Fertigkeitssymbole',
  chartClasses: 'Klassen',
  chartCopies: (count: number) => `${count} ${count === 1 ? 'Karte' : 'Karten'}`,
  skillShort: {
    willpower: 'Willen',
    intellect: 'Intellekt',
    combat: 'Kampf',
    agility: 'Bewegl.',
    wild: 'Joker',
  } as Record<string, string>,

  drawTitle: 'Starthand',
  drawIntro: (hand: number) =>
    `Wie wahrscheinlich ist mindestens eine passende Karte unter den ${hand} Karten der Starthand? Exakt berechnet (hypergeometrisch), nicht geschätzt.`,
  drawTarget: 'Gesucht',
  drawTargetCard: 'Karte',
  drawTargetTrait: 'Merkmal',
  drawMulligan: 'mit Mulligan',
  drawMulliganHint:
    'Ist keine passende Karte dabei, werden alle 5 Karten beiseitegelegt und 5 neue gezogen (erst danach zurückgemischt).',
  drawDetail: (hits: number, size: number, mulligan: boolean) =>
    `${hits} von ${size} Karten passen · ${mulligan ? 'mit Mulligan (bis zu 10 verschiedene Karten)' : 'ohne Mulligan (5 Karten)'}`,
  drawEmpty: 'Das Deck hat noch keine Karten, die gezogen werden können.',
  drawRule:
    'Gezählt werden die Karten, die ins Deck gemischt werden: ohne Dauerhaft- und gebundene Karten. Schwächen, die beim Ziehen der Starthand aufgedeckt werden, legt man beiseite und zieht Ersatz (Regelreferenz „Spielaufbau“) – sie verändern die Starthand daher nicht.',

  exportTitle: 'Exportieren',
  exportFormat: 'Format',
  exportFormats: { text: 'Text', markdown: 'Markdown', arkhamdb: 'ArkhamDB-JSON' } as Record<string, string>,
  exportLang: 'Sprache',
  exportLangs: { de: 'Deutsch', en: 'Englisch' } as Record<string, string>,
  exportLangNone: 'ArkhamDB-JSON enthält nur Kartennummern.',
  exportOutput: 'Exportierte Deckliste',
  exportCopy: 'Kopieren',
  exportCopied: 'In die Zwischenablage kopiert.',
  exportCopyFailed: 'Kopieren nicht möglich – der Text ist markiert, Strg+C kopiert ihn.',
  exportSave: 'Als Datei speichern …',
  exportSaved: (fileName: string) => `Gespeichert als „${fileName}“.`,
  exportUnknown: (codes: string) => `Unbekannte Kartennummern: ${codes}. Sind die Kartendaten aktuell?`,

  upgradeProblemsTitle: (count: number) =>
    count === 1 ? 'Verstößt gegen eine Regel des Verbesserns' : `Verstößt gegen ${count} Regeln des Verbesserns`,
  upgradeProblemsNote:
    'Ein Deck außerhalb einer Kampagne lässt sich trotzdem speichern; in einer Kampagne wird so eine Verbesserung abgelehnt (Grimoire „Erfahrung“).',
  upgradeProblemsCampaignNote:
    'Die Kampagne speichert diese Verbesserung so nicht (Grimoire „Erfahrung“): Nimm die genannten Karten wieder heraus.',

  choicePlaceholder: (kind: string) => CHOICE_PLACEHOLDERS[kind] ?? 'Wählen …',
  choiceLabel: (kind: string, n: number, of: number) =>
    `${CHOICE_PLACEHOLDERS[kind] ?? 'Wahl'}${of > 1 ? ` (${n} von ${of})` : ''}`,
};
