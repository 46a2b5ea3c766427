import { useEffect } from 'react';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { ToolbarSwitch } from '../ui/toolbar-switch.tsx';

/** "Begegnung": the card browser lists encounter and story cards (Ghulpriester, Lita Chantler) instead of player cards. */
export function EncounterToggle() {
  const encounter = useAppStore((state) => state.encounter);
  const setEncounter = useAppStore((state) => state.setEncounter);
  const stale = useAppStore((state) => state.encounter && state.encounterPool !== state.cardPool);
  const loadEncounterCards = useAppStore((state) => state.loadEncounterCards);
  // After a new import the switch stays on and fetches the new pool's encounter cards.
  useEffect(() => {
    if (stale) void loadEncounterCards();
  }, [stale, loadEncounterCards]);
  return (
    <ToolbarSwitch
      label={t.encounterToggle}
      title={t.encounterHint}
      testId="encounter-toggle"
      checked={encounter}
      onChange={setEncounter}
    />
  );
}
