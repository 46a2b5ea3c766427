import type { InvestigatorState, LogSectionState } from '../../shared/campaign/campaign-state.ts';
import { totalExperience } from '../../shared/campaign/epic-carry-over.ts';
import { t } from '../i18n/messages.ts';
import { MutedText } from '../ui/muted-text.tsx';
import { InvestigatorActions } from './investigator-actions.tsx';
import styles from './investigator-card.module.css';
import { InvestigatorCustomizations } from './investigator-customizations.tsx';
import { InvestigatorSupplies } from './investigator-supplies.tsx';

interface InvestigatorCardProps {
  investigator: InvestigatorState;
  faction: string | undefined;
  deckName: string | undefined;
  /** Number of the deck version in force at the state shown. */
  deckVersion: number | undefined;
  /** The campaign's supplies sections (Das vergessene Zeitalter: „Ausrüstung“). */
  supplySections: readonly LogSectionState[];
  /** An earlier state is shown: figures only, no actions. */
  readOnly: boolean;
  nameOf(code: string): string;
  cardNameOf(code: string): string;
}

/** One column of the Kampagnenlogbuch: XP, trauma, status, story assets, weaknesses, exile, upgrade sheets, supplies, and what can be done. */
export function InvestigatorCard({
  investigator,
  faction,
  deckName,
  deckVersion,
  supplySections,
  readOnly,
  nameOf,
  cardNameOf,
}: InvestigatorCardProps) {
  const { xp, trauma, status } = investigator;
  const cards = (codes: readonly string[]) => (codes.length ? codes.map(cardNameOf).join(', ') : t.noneYet);
  const exiled = Object.entries(investigator.exiled);
  const exiledCopies = exiled.reduce((sum, [, count]) => sum + count, 0);
  return (
    <article
      className={styles.card}
      data-testid="campaign-investigator"
      data-code={investigator.code}
      data-status={status}
      data-faction={faction}
    >
      <header className={styles.head}>
        <span className={styles.name}>{investigator.name}</span>
        <span className={styles.statusBadge} data-testid="investigator-status" data-status={status}>
          {t.statusLabels[status]}
        </span>
        <span className={styles.player}>{investigator.player}</span>
        {investigator.replaces && <MutedText as="span">{t.replaces(nameOf(investigator.replaces))}</MutedText>}
        {investigator.replacedBy && <MutedText as="span">{t.replacedBy(nameOf(investigator.replacedBy))}</MutedText>}
      </header>
      <dl className={styles.figures}>
        <div>
          <dt>{t.xpEarned}</dt>
          <dd data-testid="xp-earned">
            {xp.earned + xp.adjusted}
            {xp.adjusted !== 0 && <span className={styles.note}> {t.xpAdjusted(xp.adjusted)}</span>}
          </dd>
        </div>
        <div>
          <dt>{t.xpSpentShort}</dt>
          <dd data-testid="xp-spent">{xp.spent}</dd>
        </div>
        <div className={styles.strong}>
          <dt>{t.xpAvailableShort}</dt>
          <dd data-testid="xp-available">{xp.available}</dd>
        </div>
        <div className={styles.trauma} data-full={trauma.physical >= investigator.health || undefined}>
          <dt>{t.traumaPhysical}</dt>
          <dd data-testid="trauma-physical">{t.traumaOf(trauma.physical, investigator.health)}</dd>
        </div>
        <div className={styles.trauma} data-full={trauma.mental >= investigator.sanity || undefined}>
          <dt>{t.traumaMental}</dt>
          <dd data-testid="trauma-mental">{t.traumaOf(trauma.mental, investigator.sanity)}</dd>
        </div>
      </dl>
      {investigator.carried && (
        <MutedText data-testid="carried-total-xp">
          {`${t.carriedTotalXp(investigator.name, investigator.carried.totalXp)} · ${t.carriedFrom(investigator.carried.from)}`}
          {` · ${t.totalScore}: ${totalExperience(investigator)}`}
        </MutedText>
      )}
      <dl className={styles.cards}>
        <dt>{t.storyAssets}</dt>
        <dd data-testid="story-assets">{cards(investigator.storyAssets)}</dd>
        <dt>{t.campaignWeaknesses}</dt>
        <dd data-testid="campaign-weaknesses">{cards(investigator.weaknesses)}</dd>
        {exiled.length > 0 && (
          <>
            <dt>{t.exiledTitle}</dt>
            <dd data-testid="exiled-cards">
              {exiled.map(([code, count]) => `${count > 1 ? `${count}× ` : ''}${cardNameOf(code)}`).join(', ')}
              {investigator.exilePending.length > 0 && (
                <span className={styles.note} data-testid="exile-pending">
                  {' '}
                  (
                  {investigator.exilePending.length === exiledCopies
                    ? t.exilePendingAll
                    : t.exilePending(investigator.exilePending.map(cardNameOf).join(', '))}
                  )
                </span>
              )}
            </dd>
          </>
        )}
        <InvestigatorCustomizations investigator={investigator} />
        {deckName && (
          <>
            <dt>{t.investigatorDeck}</dt>
            <dd data-testid="investigator-deck">
              {deckName}
              {deckVersion !== undefined && (
                <>
                  {' · '}
                  <span
                    className={`${styles.note} ${styles.deckVersion}`}
                    data-testid="investigator-deck-version"
                    data-version={deckVersion}
                  >
                    {t.investigatorDeckVersion(deckVersion)}
                  </span>
                </>
              )}
            </dd>
          </>
        )}
      </dl>
      <InvestigatorSupplies
        investigator={investigator}
        sections={supplySections}
        readOnly={readOnly || status !== 'active'}
      />
      {!readOnly && status === 'active' && (
        <InvestigatorActions investigator={investigator} supplySections={supplySections} />
      )}
    </article>
  );
}
