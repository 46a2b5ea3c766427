/** The screen the header navigation shows. */
export type Screen = 'cards' | 'deck';

export interface NavSlice {
  screen: Screen;
  showScreen(screen: Screen): void;
}
