import { QuoteFormScreen } from './quote-form-screen';

/** QuoteEditForm (SPEC.md 2.6): a saved proposal's answers, loaded by the route's proposal gate. */
export default function QuoteEditScreen() {
  return <QuoteFormScreen mode="edit" />;
}
