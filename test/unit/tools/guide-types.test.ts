import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Difficulty, StoryStep } from '../../../shared/guide/data/guide-data-types.ts';
import { REPO_ROOT, renderGuideTypes, TYPES_FILE } from '../../../tools/guide-types.ts';
import { ARKHAM_CARDS_DATA, describeRealData } from '../../support/real-data.ts';

// shared/guide/data/guide-data-types.ts is generated from the campaign data's own JSON Schema
// (arkham-cards-data schema/refs): the committed file is exactly what tools/guide-types.ts writes
// (skipped only where the data folder is absent, never in CI).

const REFS = path.join(ARKHAM_CARDS_DATA, 'schema', 'refs');

describeRealData('guide data types from schema/refs', () => {
  const generated = renderGuideTypes(REFS);

  it('the committed guide-data-types.ts is what the generator writes (npx tsx tools/guide-types.ts rewrites it)', () => {
    expect(readFileSync(path.join(REPO_ROOT, TYPES_FILE), 'utf8')).toBe(generated);
  });

  it('writes one type per definition, a discriminated union per oneOf and literal unions for enums', () => {
    // step.schema.json: `step` is oneOf its sixteen step kinds; `storyStep` requires id and type.
    expect(generated).toContain('export type Step = BranchStep | EffectsStep | InputStep | EncounterSetsStep');
    expect(generated).toMatch(/export type StoryStep = \{\n {2}id: string;\n {2}type: 'story';/);
    // types.schema.json `difficulty`: an enum of the four difficulties.
    expect(generated).toContain("export type Difficulty = 'easy' | 'standard' | 'hard' | 'expert';");
    // Only the files a full campaign reaches: errata, taboos and cards have schemas of their own.
    expect(generated).toContain('/** input.schema.json#/definitions/chooseOneInput */');
    expect(generated).not.toContain('taboo.schema.json');
    // $ref across files: fullCampaign names campaign.schema.json's campaign.
    expect(generated).toMatch(/export type FullCampaign = \{\n {2}campaign: Campaign;\n {2}scenarios: Scenario\[\];/);
  });
});

it('the generated types narrow on the data’s discriminants', () => {
  expectTypeOf<StoryStep['type']>().toEqualTypeOf<'story'>();
  expectTypeOf<Difficulty>().toEqualTypeOf<'easy' | 'standard' | 'hard' | 'expert'>();
});

describe('guide data types without the data', () => {
  it('refuses a schema folder that is not there', () => {
    expect(() => renderGuideTypes(path.join(REPO_ROOT, 'no-such-folder'))).toThrow();
  });
});
