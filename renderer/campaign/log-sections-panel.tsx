import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { visibleLogSections } from '../store/campaign/campaign-log.ts';
import { MutedText } from '../ui/muted-text.tsx';
import { LogSectionCard } from './log-section-card.tsx';
import styles from './log-sections-panel.module.css';
import { useDefinition } from './use-definition.ts';

/** "Kampagnenlogbuch": the definition's sections in order, headers as headings, the hidden ones left out. */
export function LogSectionsPanel({ campaign, readOnly }: { campaign: CampaignState; readOnly: boolean }) {
  const definition = useDefinition(campaign.definitionId);
  const sections = visibleLogSections(campaign.logSections, definition?.logSections);
  const name = (code: string) => campaign.investigators.find((item) => item.code === code)?.name;
  if (sections.length === 0) return <MutedText>{t.logSectionsEmpty}</MutedText>;
  return (
    <div className={styles.sections} data-testid="log-sections">
      {sections.map((section) =>
        section.type === 'header' ? (
          <h3 key={section.id} className={styles.header}>
            {section.title}
          </h3>
        ) : (
          <LogSectionCard
            key={section.id}
            section={section}
            readOnly={readOnly}
            investigators={campaign.investigators}
            investigatorName={name}
          />
        ),
      )}
    </div>
  );
}
