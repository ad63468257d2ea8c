import { prefetchOpenStepSoon } from './open-step-prefetch';
import { QuoteFormScreen } from './quote-form-screen';

prefetchOpenStepSoon();

/** QuoteCreateForm (SPEC.md 2.6): a new quote. */
export default function QuoteCreateScreen() {
  return <QuoteFormScreen mode="create" />;
}
