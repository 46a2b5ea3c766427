import type { KeyboardEvent } from 'react';
import { t } from '../i18n/messages.ts';

export const CAMPAIGN_TABS = ['investigators', 'log', 'bag', 'notes', 'standalone'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

const LABELS: Record<CampaignTab, string> = {
  investigators: t.tabInvestigators,
  log: t.tabLog,
  bag: t.tabBag,
  notes: t.tabNotes,
  standalone: t.tabStandalone,
};

/** The open campaign's areas as tabs (WAI-ARIA tabs: ←/→ move between them). */
export function CampaignTabs({ tab, onTab }: { tab: CampaignTab; onTab(tab: CampaignTab): void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next =
      CAMPAIGN_TABS[
        (CAMPAIGN_TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : CAMPAIGN_TABS.length - 1)) %
          CAMPAIGN_TABS.length
      ]!;
    onTab(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-tab="${next}"]`)?.focus();
  };
  return (
    <div className="campaign-tabs" role="tablist" aria-label={t.tabsLabel} onKeyDown={onKeyDown}>
      {CAMPAIGN_TABS.map((entry) => (
        <button
          key={entry}
          type="button"
          role="tab"
          id={`campaign-tab-${entry}`}
          aria-selected={tab === entry}
          aria-controls="campaign-tab-panel"
          tabIndex={tab === entry ? 0 : -1}
          className="campaign-tab"
          data-tab={entry}
          data-testid={`tab-${entry}`}
          onClick={() => onTab(entry)}
        >
          {LABELS[entry]}
        </button>
      ))}
    </div>
  );
}
