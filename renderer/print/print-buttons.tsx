import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';

/** "Drucken" in the deck editor: the open deck's list in the print view. */
export function PrintDeckButton() {
  const open = useAppStore((state) => state.openPrintView);
  return (
    <Button data-testid="tool-print" title={t.printDeckHint} onClick={() => void open({ kind: 'deck' })}>
      {t.print}
    </Button>
  );
}

/** "Drucken" for a campaign's log sheet, for the campaign screen to place: `<PrintCampaignButton campaignId={id} />`. */
export function PrintCampaignButton({ campaignId }: { campaignId: number }) {
  const open = useAppStore((state) => state.openPrintView);
  return (
    <Button
      data-testid="print-campaign"
      title={t.printCampaignHint}
      onClick={() => void open({ kind: 'campaign', campaignId })}
    >
      {t.print}
    </Button>
  );
}
