import type { CampaignChange } from '../store/campaign/campaign-types.ts';

// "Korrektur" as typed, and the events it becomes: XP and trauma changed with one reason.

export interface CorrectionFields {
  xp: string;
  physical: string;
  mental: string;
  reason: string;
}

/** A whole number in −99…99 ("" counts as 0), else undefined. */
function signedWhole(text: string): number | undefined {
  const value = text.trim() === '' ? 0 : Number(text.trim().replace('−', '-'));
  return Number.isInteger(value) && Math.abs(value) <= 99 ? value : undefined;
}

/** `xp_adjusted` and/or `trauma_adjusted`, or undefined while a number is off, nothing changes or the reason is missing. */
export function correctionEvents(code: string, fields: CorrectionFields): CampaignChange[] | undefined {
  const xp = signedWhole(fields.xp);
  const physical = signedWhole(fields.physical);
  const mental = signedWhole(fields.mental);
  const reason = fields.reason.trim();
  if (xp === undefined || physical === undefined || mental === undefined || !reason) return undefined;
  const events: CampaignChange[] = [];
  if (xp !== 0) events.push({ type: 'xp_adjusted', payload: { code, xp, reason } });
  if (physical !== 0 || mental !== 0)
    events.push({ type: 'trauma_adjusted', payload: { code, physical, mental, reason } });
  return events.length ? events : undefined;
}
