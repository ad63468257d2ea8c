/**
 * The live preview (issue 14 item 4): any step of the quote form, rendered from the files under
 * schemas/ with the real widgets, effects and validators, starting from an example's answers with
 * more answers set on top, so a product person can try a condition before it ships. The schema
 * files are imported modules: Vite reloads them on save and the preview shows the edit.
 */
import { stepIds, type StepId } from '#domain/schema/quote-form.ts';
import { QuoteStepStory } from './quote-step-story';
import { answersOfExample } from './schema-examples';

/** `base` with `extra`'s answers laid over it, group by group. */
function overlay(base: unknown, extra: unknown): unknown {
  if (!extra || typeof extra !== 'object' || Array.isArray(extra)) return extra;
  const from = base && typeof base === 'object' && !Array.isArray(base) ? base : {};
  const out: Record<string, unknown> = { ...from };
  for (const [key, value] of Object.entries(extra)) out[key] = overlay(out[key], value);
  return out;
}

export interface LivePreviewProps {
  /** The step to show, by the name of its files under schemas/quote-form/. */
  step: StepId;
  /** The answers to start from: an example under schemas/quote-form/examples/, or none. */
  example: string;
  /**
   * Answers laid over the example, by group as stored (`{ "vehicle": { "hazardous_goods": true } }`):
   * set the answer a condition tests and its follow-up questions appear.
   */
  answers: Record<string, unknown>;
  /** Every message of the step for these answers, as after a failed Continue. */
  showMessages: boolean;
  /** The step at phone width (360 px); the toolbar's viewport menu also resizes the whole frame. */
  phoneWidth: boolean;
}

/** One step of the quote form from the schema files, with the answers the controls set. */
export function LivePreview({ step, example, answers, showMessages, phoneWidth }: LivePreviewProps) {
  const start = answersOfExample(example);
  const formData = overlay(start, answers ?? {}) as Record<string, unknown>;
  const index = Math.max(0, stepIds.indexOf(step));
  return (
    <div className={phoneWidth ? 'live-preview live-preview--phone' : 'live-preview'}>
      <QuoteStepStory
        // Changing a control starts the step again from the answers it sets.
        key={JSON.stringify([step, example, answers, showMessages])}
        step={index}
        formData={formData}
        showErrors={showMessages}
        showAnswers
      />
    </div>
  );
}
