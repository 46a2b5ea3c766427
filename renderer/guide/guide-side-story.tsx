import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { RadioList } from './guide-input-parts.tsx';
import type { InputProps } from './guide-input-play.tsx';

// The deck upgrade between two scenarios: decks are upgraded in the investigator tab as usual;
// where the guide allows it, the group may play a side story next, at its experience cost.

const NEXT_SCENARIO = '';

export function UpgradeDecksInput(props: InputProps) {
  const offers = props.prompt.sideStories ?? [];
  const investigators = useAppStore((state) => state.campaign?.state.investigators);
  // Grimoire „Erfahrungspunkte verdienen und ausgeben“: each investigator pays the cost from XP left.
  const shortOf = (cost: number) =>
    (investigators ?? []).find((item) => item.status === 'active' && item.xp.available < cost);
  return (
    <>
      <MutedText>{t.guideDecks}</MutedText>
      {offers.length > 0 && (
        <RadioList
          label={t.guideSideStoryLabel}
          options={[
            { id: NEXT_SCENARIO, text: t.guideSideStoryNone },
            ...offers.map((side) => {
              const short = shortOf(side.xpCost);
              return {
                id: side.id,
                text: t.guideSideStoryOption(side.name, side.xpCost, side.creator),
                ...(short
                  ? { disabled: true, description: t.guideSideStoryShort(short.name, short.xp.available) }
                  : {}),
              };
            }),
          ]}
          value={props.draft.choice ?? NEXT_SCENARIO}
          onChange={(choice) => props.change({ choice })}
        />
      )}
    </>
  );
}
