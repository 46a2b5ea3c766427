import { useAppStore } from '../store/store-context.tsx';
import { DeckEditor } from './deck-editor.tsx';
import { InvestigatorPicker } from './investigator-picker.tsx';

/** "Deck bauen": the investigator picker until a deck is started, then the editor. */
export function DeckBuilder() {
  const picking = useAppStore((state) => state.picking || !state.deck);
  return picking ? <InvestigatorPicker /> : <DeckEditor />;
}
