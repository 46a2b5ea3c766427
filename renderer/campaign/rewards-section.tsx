import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { rewardCards } from '../store/campaign/campaign-cards.ts';
import { useAppStore } from '../store/store-context.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { CardPicker } from './card-picker.tsx';
import styles from './notes-panel.module.css';

interface RewardsSectionProps {
  campaign: CampaignState;
  readOnly: boolean;
  cardNameOf(code: string): string;
}

/** Grimoire „Belohnungskarten“: the reward cards the campaign earned (`reward_unlocked`), entered by hand. */
export function RewardsSection({ campaign, readOnly, cardNameOf }: RewardsSectionProps) {
  const pool = useAppStore((state) => state.cardPool);
  const append = useAppStore((state) => state.appendToCampaign);
  const rewards = campaign.rewards ?? [];
  const unlock = (card: string) => void append([{ type: 'reward_unlocked', payload: { card } }]);
  return (
    <section className={styles.section} data-testid="rewards">
      <h3>{t.rewardsTitle}</h3>
      <MutedText>{t.rewardsIntro}</MutedText>
      {rewards.length === 0 ? (
        <MutedText>{t.rewardsEmpty}</MutedText>
      ) : (
        <ul className={styles.researched}>
          {rewards.map((code) => (
            <li key={code} data-testid="reward-card" data-code={code}>
              {cardNameOf(code)}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <CardPicker
          cards={rewardCards(pool)}
          label={t.rewardsSearch}
          testId="reward-pick"
          excluded={new Set(rewards)}
          onPick={unlock}
        />
      )}
    </section>
  );
}
