import type { GuidePreview, GuideView } from '../../shared/guide/text/guide-view.ts';
import type { GuideAnswer } from '../../shared/guide/types.ts';
import type { CallError } from '../api/call-error.ts';

/** What the guide dialog asks of the main process (its IPC methods, see guide-api.ts). */
export interface GuideApi {
  /** The open prompt in German, with the campaign's progress. */
  view(campaignId: number): Promise<GuideView>;
  /** What an answer would write, in German, without writing it. */
  preview(campaignId: number, answer: GuideAnswer): Promise<GuidePreview>;
  /** Writes the answer (one journal entry, all or nothing). */
  answer(campaignId: number, answer: GuideAnswer): Promise<void>;
}

/** The open guide dialog: the current view, and the summary waiting for „Eintragen“. */
export interface GuideSession {
  campaignId: number;
  view?: GuideView;
  pending?: { answer: GuideAnswer; lines: string[] };
}

/** „Weiter im Kampagnenleitfaden“ on the campaign screen. */
export interface GuideSlice {
  /** False until the main process offers the guide's calls. */
  guideAvailable: boolean;
  guide: GuideSession | undefined;
  guideBusy: boolean;
  /** The last call main refused, shown in the dialog. */
  guideError: CallError | undefined;
  /** Opens the dialog on the open campaign's current prompt. */
  openGuide(): Promise<void>;
  closeGuide(): void;
  /** Asks what the answer would write; an answer that writes nothing is written at once. */
  proposeGuideAnswer(answer: GuideAnswer): Promise<void>;
  /** Writes the answer waiting in the summary, then shows the next prompt. */
  confirmGuideAnswer(): Promise<void>;
  /** Back from the summary to the input, nothing written. */
  discardGuideAnswer(): void;
}
