import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { fetchProposal } from '../../api/proposal';
import type { QuotedProposal } from '../../api/quote';
import { useAppState } from '../../app/app-state-context';
import { pathOf, type RouteName } from '../../app/route-table';
import { todayIso } from '../../domain/dates';

/**
 * Where a loaded proposal belongs (SPEC.md 2.4), or null to stay: a purchased quote goes to Complete,
 * a declined one to Declined, an unquoted one back to the form, and a quote whose start date has
 * passed to the payment option screen (where the date is changed).
 */
export function routeForProposal(
  proposal: QuotedProposal,
  here: RouteName,
  today = todayIso(),
): RouteName | null {
  const quote = proposal.quote;
  if (quote?.is_purchased || proposal.is_purchased) return 'Complete';
  if (!proposal.is_quoted || !quote) return 'QuoteEditForm';
  if (!quote.is_quoted) return 'Declined';
  const start = String((proposal.risk as { cover_start_date?: unknown }).cover_start_date ?? '');
  if (start < today && here !== 'PaymentOption' && here !== 'QuoteEditForm') return 'PaymentOption';
  return null;
}

/** The proposal of the uuid in the address, loaded once, with the routing rules applied. */
export function useQuotedProposal(here: RouteName) {
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  const api = useApi();
  const navigate = useNavigate();
  const { dispatch } = useAppState();
  const [proposal, setProposal] = useState<QuotedProposal | null>(null);
  const [missing, setMissing] = useState(!uuid);

  const accept = useCallback(
    (loaded: QuotedProposal) => {
      const target = routeForProposal(loaded, here);
      if (target && target !== here) navigate(pathOf(target, loaded.uuid), { replace: true });
      setProposal(loaded);
    },
    [here, navigate],
  );

  useEffect(() => {
    if (!uuid) return;
    let cancelled = false;
    fetchProposal(api, uuid)
      .then((loaded) => {
        if (cancelled) return;
        dispatch({ type: 'proposal/uuid', uuid });
        accept(loaded as QuotedProposal);
      })
      .catch((error) => {
        console.warn('The proposal could not be loaded', error);
        if (!cancelled) setMissing(true);
      });
    return () => {
      cancelled = true;
    };
  }, [uuid, api, dispatch, accept]);

  return { uuid, proposal, setProposal: accept, missing };
}
