/** The screen the header navigation shows. */
export type Screen = 'cards' | 'deck' | 'campaigns';

export interface NavSlice {
  screen: Screen;
  showScreen(screen: Screen): void;
}
