import { QuoteFormScreen } from './quote-form-screen';

/** QuoteCreateForm (SPEC.md 2.6): a new quote. */
export default function QuoteCreateScreen() {
  return <QuoteFormScreen mode="create" />;
}
