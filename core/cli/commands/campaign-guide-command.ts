import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { GuideAnswerInput, GuideStatus } from '../../../shared/api/guide-contract.ts';
import type { GermanPrompt } from '../../../shared/guide/text/german-prompt.ts';
import { deCampaignCliHelp } from '../../../shared/i18n/de/campaign-cli-help.ts';
import { deCli } from '../../../shared/i18n/de/cli.ts';
import { withApp } from '../app-call.ts';
import { UsageError } from '../cli-error.ts';

// `campaign guide KAMPAGNE [--answer JSON | --answers DATEI]`: the open prompt of the campaign
// guide as one JSON line, or answers to it (all or nothing).

const print = (value: unknown) => console.log(JSON.stringify(value));

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(deCli.notJson(where, (error as Error).message));
  }
}

function answersFrom(answer: string | undefined, file: string | undefined): GuideAnswerInput[] | undefined {
  if (answer !== undefined && file !== undefined) throw new UsageError(deCli.answerOrAnswers);
  if (answer !== undefined) return [parseJson(answer, deCli.answerOption) as GuideAnswerInput];
  if (file === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch {
    throw new UsageError(deCli.fileUnreadable(file));
  }
  const list = parseJson(text, deCli.theFile(file));
  if (!Array.isArray(list) || list.length === 0) throw new UsageError(deCli.answersNotList(file));
  return list as GuideAnswerInput[];
}

/** The open prompt as the contract prints it: `step`, `input`, German `text` and what may be given. */
function promptLine(status: GuideStatus): Record<string, unknown> {
  if (!status.supported) return { supported: false, message: status.message };
  if (status.done)
    return {
      done: true,
      ...(status.result ? { result: status.result } : {}),
      ...(status.closing ? { shown: status.closing } : {}),
    };
  const prompt = status.prompt;
  if (!prompt) return { done: false, problem: status.problem };
  return stepLine(prompt);
}

/** One step as the contract prints it; an optional step passed over on the way (a tarot reading) alike. */
function stepLine(prompt: GermanPrompt): Record<string, unknown> {
  const { step, kind, key, scenario, shown, optional, ...rest } = prompt;
  return {
    step,
    input: kind,
    key,
    scenario,
    ...rest,
    ...(optional ? { optional: optional.map(stepLine) } : {}),
    shown,
  };
}

export const guideCommand = {
  help: deCampaignCliHelp.guide,
  async run(args: string[]): Promise<number> {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { answer: { type: 'string' }, answers: { type: 'string' } },
    });
    const id = Number(positionals[0]);
    if (!Number.isInteger(id) || id <= 0) throw new UsageError(deCli.campaignNumber);
    const answers = answersFrom(values.answer as string | undefined, values.answers as string | undefined);
    const status = await withApp(async (call) =>
      answers
        ? (await call('campaigns.guideAnswer', { campaignId: id, answers })).guide
        : call('campaigns.guide', { campaignId: id }),
    );
    print(promptLine(status));
    return status.supported ? 0 : 1;
  },
};
