import { useProposal } from '#api/get-proposal.ts';
import { useUuid } from '#journey/navigation.tsx';
import { QuoteFormScreen } from './quote-form-screen';

/** QuoteEditForm (SPEC.md 2.6): a saved proposal's answers, loaded by the route's proposal gate. */
export default function QuoteEditScreen() {
  const { data: proposal } = useProposal(useUuid());
  return <QuoteFormScreen mode="edit" proposal={proposal} />;
}
