import { useMemo } from 'react';
import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { CampaignErrorMessage } from './campaign-error.tsx';
import { CampaignJournal } from './campaign-journal.tsx';
import { ChaosBagView } from './chaos-bag.tsx';
import { InvestigatorCard } from './investigator-card.tsx';
import type { JournalNames } from './journal-text.ts';

/** Names for codes: the campaign's investigators as joined, else the card pool, else the code. */
function namesFor(campaign: CampaignState, pool: CardPool | undefined): JournalNames {
  const card = (code: string) => {
    const found = pool?.card(code);
    return found ? cardName(found) : code;
  };
  return { investigator: (code) => campaign.investigators.find((entry) => entry.code === code)?.name ?? card(code), card };
}

interface CampaignDetailProps {
  /** False while a dialog shows the error itself. */
  showError: boolean;
  onJoin(): void;
  onRecord(): void;
}

/** The open campaign: its investigators, chaos bag, next scenario and "Verlauf". */
export function CampaignDetail({ showError, onJoin, onRecord }: CampaignDetailProps) {
  const campaign = useAppStore((state) => state.campaign?.state);
  const pool = useAppStore((state) => state.cardPool);
  const savedDecks = useAppStore((state) => state.savedDecks);
  const busy = useAppStore((state) => state.campaignBusy);
  const definitions = useAppStore((state) => state.definitions);
  const names = useMemo(() => campaign && namesFor(campaign, pool), [campaign, pool]);
  if (!campaign || !names)
    return (
      <>
        {showError && <CampaignErrorMessage />}
        <p className="campaign-placeholder">{t.campaignLoading}</p>
      </>
    );

  const difficulty = campaign.difficulty ? t.difficultyLabels[campaign.difficulty] : t.difficultyNone;
  const definition = campaign.definitionId && (definitions.find((entry) => entry.id === campaign.definitionId)?.name ?? campaign.definitionId);
  const hasActive = campaign.investigators.some((investigator) => investigator.status === 'active');
  return (
    <div className="campaign-detail" data-testid="campaign-detail">
      <div className="campaign-main">
        {showError && <CampaignErrorMessage />}
        <header className="campaign-head">
          <div>
            <h1 data-testid="campaign-name">{campaign.name}</h1>
            <p className="campaign-muted">
              {definition && <span data-testid="campaign-definition">{definition} · </span>}
              <span data-testid="campaign-difficulty">{difficulty}</span> · {t.scenariosPlayed(campaign.played.length)}
            </p>
          </div>
          <div className="campaign-actions">
            <button type="button" className="secondary-button" data-testid="join-investigator" disabled={busy} onClick={onJoin}>
              {t.joinTitle}
            </button>
            <button type="button" className="primary-button" data-testid="record-scenario" disabled={busy || !hasActive} onClick={onRecord}>
              {t.recordTitle}
            </button>
          </div>
        </header>
        <div className="campaign-facts">
          <section>
            <h2>{t.nextScenario}</h2>
            <p className="campaign-next" data-testid="next-scenario">
              {campaign.nextScenario?.name ?? t.nextScenarioNone}
            </p>
          </section>
          <section>
            <h2>{t.chaosBag}</h2>
            <ChaosBagView tokens={campaign.chaosBag} testId="campaign-chaos-bag" />
          </section>
        </div>
        <section>
          <h2>{t.campaignInvestigators}</h2>
          {campaign.investigators.length === 0 && <p className="campaign-muted">{t.noInvestigatorsYet}</p>}
          <div className="campaign-investigators">
            {campaign.investigators.map((investigator) => (
              <InvestigatorCard
                key={investigator.code}
                investigator={investigator}
                faction={pool?.card(investigator.code)?.faction_code}
                deckName={savedDecks.find((deck) => deck.id === investigator.deckId)?.name}
                nameOf={names.investigator}
                cardNameOf={names.card}
              />
            ))}
          </div>
        </section>
      </div>
      <CampaignJournal names={names} />
    </div>
  );
}
