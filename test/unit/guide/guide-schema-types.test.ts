import { expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { answerValueSchema, guideEffectSchema } from '../../../shared/guide/guide-schemas.ts';
import type { AnswerValue, GuideEffect } from '../../../shared/guide/types.ts';

// The schemas that check stored guide answers and effects describe exactly the engine's types:
// `npm run typecheck` fails when one of them gains a field the other lacks.

it('the answer schema parses to the engine’s AnswerValue, no more and no less', () => {
  expectTypeOf<z.output<typeof answerValueSchema>>().toEqualTypeOf<AnswerValue>();
});

it('the effect schema parses to the engine’s GuideEffect, no more and no less', () => {
  expectTypeOf<z.output<typeof guideEffectSchema>>().toEqualTypeOf<GuideEffect>();
});
