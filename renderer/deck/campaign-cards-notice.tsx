import { t } from '../i18n/messages.ts';
import { selectCampaignUpgrade } from '../store/campaign/campaign-upgrade-selectors.ts';
import { cardNameIn } from '../store/deck/deck-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { DialogIntro } from '../ui/dialog-intro.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import styles from './campaign-cards-notice.module.css';

/**
 * In a campaign upgrade: the story assets and weaknesses the campaign gave that were added to the
 * draft (shared/campaign/campaign-deck-cards.ts), each with its state and a way to leave it out or take it back.
 */
export function CampaignCardsNotice() {
  const upgrade = useAppStore(selectCampaignUpgrade);
  const slots = useAppStore((state) => state.deck?.slots);
  const pool = useAppStore((state) => state.cardPool);
  const addCard = useAppStore((state) => state.addCard);
  const addCardOutsideLimit = useAppStore((state) => state.addCardOutsideLimit);
  const removeCard = useAppStore((state) => state.removeCard);
  const cards = upgrade?.campaignCards;
  if (!cards?.length || !slots) return null;
  const nameOf = cardNameIn(pool);
  return (
    <section className={styles.notice} data-testid="campaign-cards">
      <h3>{t.campaignCardsTitle}</h3>
      <DialogIntro>{t.campaignCardsIntro}</DialogIntro>
      <ul>
        {cards.map(({ code, missing, outsideSize }) => {
          const held = slots[code] ?? 0;
          return (
            <li key={code} data-code={code} data-held={held}>
              <span className={styles.name}>{nameOf(code)}</span>
              <span className={styles.state}>
                {held > 0 ? t.campaignCardInDeck(held) : t.campaignCardLeftOut}
                {held > 0 && outsideSize ? ` · ${t.campaignCardOutsideSize}` : ''}
              </span>
              {held > 0 ? (
                <LinkButton onClick={() => removeCard(code)}>{t.campaignCardDecline}</LinkButton>
              ) : (
                <LinkButton
                  onClick={() => (outsideSize ? addCardOutsideLimit(code) : addCard(code))}
                  hidden={missing === 0}
                >
                  {t.campaignCardTake}
                </LinkButton>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
