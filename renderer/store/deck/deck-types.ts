/** The deck being built: what ArkhamDB's deck JSON needs, in editable form. */
export interface DeckDraft {
  /** The regular investigator's code; parallel sides go into `meta`. */
  investigatorCode: string;
  name: string;
  slots: Readonly<Record<string, number>>;
  /** `alternate_front`/`alternate_back` and the deckbuilding choices (deck-json `meta`). */
  meta: Readonly<Record<string, string>>;
  tabooId: number | null;
  /** Carried through unchanged from an opened or imported deck: the side deck and ArkhamDB's ignoreDeckLimitSlots (‖Skids' Hot Streak …). */
  sideSlots?: Readonly<Record<string, number>>;
  ignoreDeckLimitSlots?: Readonly<Record<string, number>>;
  /** The deck's notes (Markdown, ArkhamDB `description_md`) and tags, when it has any. */
  notes?: string;
  tags?: readonly string[];
}

/** The deck editor: one draft with its undo history, persisted on this device. */
export interface DeckSlice {
  deck: DeckDraft | undefined;
  /** Earlier drafts, oldest first; redo holds the undone ones, latest undone last. */
  past: readonly DeckDraft[];
  future: readonly DeckDraft[];
  /** The investigator picker is open (no deck yet, or a new one is being started). */
  picking: boolean;
  /** The card list shows only cards this investigator may take. */
  onlyAllowed: boolean;
  /** The card list shows only cards of the deck's environment (when it has one). */
  onlyEnvironment: boolean;
  startDeck(investigatorCode: string, meta: Record<string, string>): void;
  /** Replaces the draft (a saved deck opened), forgetting the undo history. */
  loadDraft(draft: DeckDraft): void;
  /** Opens the investigator picker; `false` returns to the current deck. */
  pickInvestigator(open: boolean): void;
  addCard(code: string): void;
  removeCard(code: string): void;
  /** Adds a copy outside the deck size and copy limit (ignoreDeckLimitSlots): a card the campaign gave. */
  addCardOutsideLimit(code: string): void;
  /** The highlighted card of the list: "+" and "−" keys. */
  addHighlighted(): void;
  removeHighlighted(): void;
  renameDeck(name: string): void;
  /** The deck's notes (Markdown); typing is one undo step, like the name. */
  setNotes(notes: string): void;
  /** The deck's tags, lower case, each once (shared/decks/deck-json parseDeckTags). */
  setTags(tags: readonly string[]): void;
  setTaboo(tabooId: number | null): void;
  /** Writes a customizable card's upgrade sheet to `meta.cus_<code>` (empty removes it). */
  setCustomization(code: string, value: string): void;
  /** Replaces one random-weakness placeholder with a drawn basic weakness. */
  drawWeakness(seed: number): void;
  /** Draws the extra random basic weaknesses the standalone table asks for (Grimoire "Einzelspielszenario"). */
  drawStandaloneWeaknesses(seed: number): void;
  setOnlyAllowed(only: boolean): void;
  setOnlyEnvironment(only: boolean): void;
  undo(): void;
  redo(): void;
}
