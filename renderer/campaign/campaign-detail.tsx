import { useMemo, useState } from 'react';
import { environmentTextLabel } from '../../shared/i18n/de/environment-texts.ts';
import { t } from '../i18n/messages.ts';
import { PrintCampaignButton } from '../print/print-buttons.tsx';
import { selectReadOnly, selectShownCampaign } from '../store/campaign/campaign-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import styles from './campaign-detail.module.css';
import { CampaignErrorMessage } from './campaign-error.tsx';
import { ExportCampaignButton } from './campaign-file-actions.tsx';
import { HistoryBanner, HistorySelect } from './campaign-history-view.tsx';
import { CampaignJournal } from './campaign-journal.tsx';
import { campaignNames, type NamingFacts, namingKey } from './campaign-names.ts';
import { type CampaignTab, CampaignTabs } from './campaign-tabs.tsx';
import { ChaosBagView } from './chaos-bag.tsx';
import { ChaosBagPanel } from './chaos-bag-panel.tsx';
import { InvestigatorCard } from './investigator-card.tsx';
import { LogSectionsPanel } from './log-sections-panel.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { StandalonePanel } from './standalone-panel.tsx';
import { UpgradeResult } from './upgrade-result.tsx';
import { VariantList } from './variant-checklist.tsx';

interface CampaignDetailProps {
  /** False while a dialog shows the error itself. */
  showError: boolean;
  onJoin(): void;
  onRecord(): void;
  onStandalone(): void;
  onGuide(): void;
}

/** The open campaign (or an earlier state of it): head, investigators, Kampagnenlogbuch, chaos bag, notes, standalone results, and "Verlauf". */
export function CampaignDetail({ showError, onJoin, onRecord, onStandalone, onGuide }: CampaignDetailProps) {
  const current = useAppStore((state) => state.campaign?.state);
  const campaignId = useAppStore((state) => state.campaign?.id);
  const campaign = useAppStore(selectShownCampaign);
  const readOnly = useAppStore(selectReadOnly);
  const pool = useAppStore((state) => state.cardPool);
  const savedDecks = useAppStore((state) => state.savedDecks);
  const deckVersions = useAppStore((state) => state.campaign?.deckVersions);
  const busy = useAppStore((state) => state.campaignBusy);
  const definitions = useAppStore((state) => state.definitions);
  const guideAvailable = useAppStore((state) => state.guideAvailable);
  const [tab, setTab] = useState<CampaignTab>('investigators');
  const naming = current && namingKey(current);
  const names = useMemo(
    () => (naming === undefined ? undefined : campaignNames(JSON.parse(naming) as NamingFacts, pool)),
    [naming, pool],
  );
  if (!campaign || !names)
    return (
      <>
        {showError && <CampaignErrorMessage />}
        <p className={styles.placeholder}>{t.campaignLoading}</p>
      </>
    );

  const difficulty = campaign.difficulty ? t.difficultyLabels[campaign.difficulty] : t.difficultyNone;
  const summary = campaign.definitionId ? definitions.find((entry) => entry.id === campaign.definitionId) : undefined;
  const definition = campaign.definitionId && (summary?.name ?? campaign.definitionId);
  // Grimoire „Einzelspielszenario“: a standalone group's runs are scored, not carried on.
  const standalone = summary?.kind === 'standalone';
  const hasActive = campaign.investigators.some((investigator) => investigator.status === 'active');
  const supplySections = campaign.logSections.filter((section) => section.type === 'supplies');
  // The version in force at the state shown: „Stand nach …“ shows the deck as it was then.
  const deckVersionOf = (investigator: (typeof campaign.investigators)[number]) =>
    investigator.deckVersionId ? deckVersions?.[investigator.deckVersionId] : undefined;
  return (
    <div className={styles.detail} data-testid="campaign-detail" data-read-only={readOnly || undefined}>
      <div className={styles.main} data-testid="campaign-main">
        {showError && <CampaignErrorMessage />}
        <HistoryBanner />
        <UpgradeResult />
        {campaign.lost && (
          <p className={styles.lost} data-testid="campaign-lost" role="status">
            {t.campaignLost}
          </p>
        )}
        <header className={styles.head}>
          <div className={styles.headText}>
            <h1 data-testid="campaign-name">{campaign.name}</h1>
            <MutedText>
              {definition && <span data-testid="campaign-definition">{definition} · </span>}
              <span data-testid="campaign-difficulty">{difficulty}</span> · {t.scenariosPlayed(campaign.played.length)}
              {campaign.environment && (
                <span data-testid="campaign-environment">
                  {' · '}
                  {t.environmentOfCampaign(environmentTextLabel(campaign.environment))}
                </span>
              )}
            </MutedText>
            {campaign.variants && <VariantList variants={campaign.variants} />}
          </div>
          <div className={styles.actions}>
            {!readOnly && (
              <>
                {guideAvailable && campaign.definitionId && !standalone && (
                  <Button
                    type="button"
                    variant="primary"
                    data-testid="guide-open"
                    title={t.guideOpenHint}
                    disabled={busy}
                    onClick={onGuide}
                  >
                    {t.guideOpen}
                  </Button>
                )}
                <Button type="button" data-testid="join-investigator" disabled={busy} onClick={onJoin}>
                  {t.joinTitle}
                </Button>
                {standalone && (
                  <Button
                    type="button"
                    variant="primary"
                    data-testid="standalone-record"
                    disabled={busy || campaign.investigators.length === 0}
                    onClick={onStandalone}
                  >
                    {t.standaloneAdd}
                  </Button>
                )}
                <Button
                  type="button"
                  variant={standalone ? 'secondary' : 'primary'}
                  data-testid="record-scenario"
                  disabled={busy || !hasActive}
                  onClick={onRecord}
                >
                  {t.recordTitle}
                </Button>
              </>
            )}
          </div>
        </header>
        <div className={styles.toolbar}>
          <HistorySelect names={names} />
          <ExportCampaignButton name={campaign.name} />
          {campaignId !== undefined && <PrintCampaignButton campaignId={campaignId} />}
        </div>
        <div className={styles.facts}>
          <section>
            <h2>{t.nextScenario}</h2>
            <p className={styles.next} data-testid="next-scenario">
              {campaign.nextScenario?.name ?? t.nextScenarioNone(campaign.played.length)}
            </p>
          </section>
          <section>
            <h2>{t.chaosBag}</h2>
            <ChaosBagView tokens={campaign.chaosBag} testId="campaign-chaos-bag" />
          </section>
        </div>
        <CampaignTabs tab={tab} onTab={setTab}>
          {tab === 'investigators' && (
            <>
              {campaign.investigators.length === 0 && <MutedText>{t.noInvestigatorsYet}</MutedText>}
              <div className={styles.investigators} data-testid="campaign-investigators">
                {campaign.investigators.map((investigator) => (
                  <InvestigatorCard
                    key={investigator.code}
                    investigator={investigator}
                    faction={pool?.card(investigator.code)?.faction_code}
                    deckName={savedDecks.find((deck) => deck.id === investigator.deckId)?.name}
                    deckVersion={deckVersionOf(investigator)}
                    supplySections={supplySections}
                    readOnly={readOnly}
                    nameOf={names.investigator}
                    cardNameOf={names.card}
                  />
                ))}
              </div>
            </>
          )}
          {tab === 'log' && <LogSectionsPanel campaign={campaign} readOnly={readOnly} />}
          {tab === 'bag' && <ChaosBagPanel tokens={campaign.chaosBag} readOnly={readOnly} />}
          {tab === 'notes' && <NotesPanel campaign={campaign} readOnly={readOnly} cardNameOf={names.card} />}
          {tab === 'standalone' && (
            <StandalonePanel
              campaign={campaign}
              readOnly={readOnly}
              busy={busy}
              investigatorName={names.investigator}
              onAdd={onStandalone}
            />
          )}
        </CampaignTabs>
      </div>
      <CampaignJournal names={names} />
    </div>
  );
}
