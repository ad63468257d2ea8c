import { openStepReady } from './open-step-prefetch';
import { QuoteFormScreen } from './quote-form-screen';

void openStepReady();

/** What the page's first render of this screen waits for besides its code (decision 066). */
export const prepare = openStepReady;

/** QuoteCreateForm (SPEC.md 2.6): a new quote. */
export default function QuoteCreateScreen() {
  return <QuoteFormScreen mode="create" />;
}
