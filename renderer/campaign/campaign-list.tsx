import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { ItemButton } from '../ui/item-button.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { CampaignDropZone, ImportCampaignButton } from './campaign-file-actions.tsx';
import styles from './campaign-list.module.css';
import { definitionLabel } from './definition-groups.ts';
import { FreeDecks } from './free-decks.tsx';

/**
 * "Kampagnen": every campaign with difficulty, who plays whom, the next scenario and when it last
 * changed; importing a campaign file (picked or dropped), the decks outside any campaign, card data.
 */
export function CampaignList({ onCreate, onCardData }: { onCreate(): void; onCardData(): void }) {
  const campaigns = useAppStore((state) => state.campaigns);
  const openId = useAppStore((state) => state.openCampaignId);
  const openCampaign = useAppStore((state) => state.openCampaign);
  const definitions = useAppStore((state) => state.definitions);
  const definitionName = (id: string | undefined) => {
    const definition = definitions.find((entry) => entry.id === id);
    return definition && definitionLabel(definition);
  };

  return (
    <CampaignDropZone>
      <section className={styles.listPane}>
        <div className={styles.paneHead}>
          <h1>{t.campaignsTitle}</h1>
          <Button type="button" variant="primary" data-testid="new-campaign" onClick={onCreate}>
            {t.campaignNew}
          </Button>
        </div>
        {campaigns.length === 0 ? (
          <MutedText data-testid="campaigns-empty">{t.campaignsEmpty}</MutedText>
        ) : (
          <ul className={styles.list} aria-label={t.campaignListLabel}>
            {campaigns.map((campaign) => (
              <li key={campaign.id}>
                <ItemButton
                  className={styles.item}
                  data-testid="campaign-item"
                  data-id={campaign.id}
                  aria-current={campaign.id === openId ? 'true' : undefined}
                  onClick={() => void openCampaign(campaign.id)}
                >
                  <span className={styles.itemName}>{campaign.name}</span>
                  {campaign.definitionId && (
                    <span className={styles.meta}>
                      {definitionName(campaign.definitionId) ?? campaign.definitionId}
                    </span>
                  )}
                  <span className={styles.meta} data-testid="campaign-item-difficulty">
                    {(campaign.difficulty && t.difficultyLabels[campaign.difficulty]) ?? t.difficultyNone} ·{' '}
                    {t.scenariosPlayed(campaign.scenariosPlayed)}
                  </span>
                  <span className={styles.itemInvestigators} data-testid="campaign-item-investigators">
                    {campaign.investigators.length === 0
                      ? t.noInvestigatorsYet
                      : campaign.investigators.map((investigator) => (
                          <span key={investigator.code} data-status={investigator.status}>
                            {t.investigatorPlayer(investigator.name, investigator.player)}
                          </span>
                        ))}
                  </span>
                  <span className={styles.meta}>
                    {t.nextScenario}: {campaign.nextScenario?.name ?? t.nextScenarioNone(campaign.scenariosPlayed)}
                  </span>
                  <span className={styles.meta}>{t.lastActivity(t.dateTime(campaign.lastActivity))}</span>
                </ItemButton>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.tools}>
          <ImportCampaignButton />
          <Button type="button" data-testid="card-data" onClick={onCardData}>
            {t.cardDataButton}
          </Button>
        </div>
        <FreeDecks />
      </section>
    </CampaignDropZone>
  );
}
