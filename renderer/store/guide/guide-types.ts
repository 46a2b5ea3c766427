import type { MethodOutput } from '../../../shared/api/contract.ts';
import type { GuideAnswerInput, GuideStatus } from '../../../shared/api/guide-contract.ts';
import type { CallError } from '../../api/call-error.ts';

/** What the guide dialog asks of the main process (its IPC methods, see renderer/api/guide-api.ts). */
export interface GuideApi {
  /** The open prompt in German (`campaigns.guide`). */
  status(campaignId: number): Promise<GuideStatus>;
  /** What an answer would write, German lines, nothing written (`campaigns.guidePreview`). */
  preview(campaignId: number, answer: GuideAnswerInput): Promise<string[]>;
  /** Writes the answer as one journal entry (`campaigns.guideAnswer`): the campaign's new state and prompt. */
  answer(campaignId: number, answer: GuideAnswerInput): Promise<GuideAnswered>;
}

/** What an answer wrote: the journal entry's state (`Appended`) and the next prompt (`guide`). */
export type GuideAnswered = MethodOutput<'campaigns.guideAnswer'>;

/** The open guide dialog: the current view, and the summary waiting for „Eintragen“. */
export interface GuideSession {
  campaignId: number;
  status?: GuideStatus;
  pending?: { answer: GuideAnswerInput; lines: string[] };
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
  proposeGuideAnswer(answer: GuideAnswerInput): Promise<void>;
  /** Writes the answer waiting in the summary, then shows the next prompt. */
  confirmGuideAnswer(): Promise<void>;
  /** Back from the summary to the input, nothing written. */
  discardGuideAnswer(): void;
  /**
   * „Ab hier neu beantworten“: undoes guide answer `seq` with every later one (one journal entry,
   * `campaigns.undo`), then shows the guide – open on that step again.
   */
  rewindGuide(seq: number): Promise<void>;
}
