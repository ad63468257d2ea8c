import { useEffect, useState } from 'react';
import { quoteSteps } from '#forms/quote-steps.ts';
import { scrollToStep } from '#forms/scroll.ts';
import { STEP_PARAM, useJourney, useUuid } from '#journey/navigation.tsx';
import { useSearchParams } from '#journey/router.tsx';

/**
 * The step the edit form's address asks for (`?step=3`, from the Summary's Edit of a box), 0 being
 * the first, read once on arrival; undefined when there is none or it is not a step. The address then
 * drops it (a refresh reopens where the customer is, from the draft) and the step is brought into view.
 */
export function useStepAsked(isEdit: boolean): number | undefined {
  const params = useSearchParams();
  const journey = useJourney();
  const uuid = useUuid();
  const [asked] = useState(() => {
    const number = Number(params.get(STEP_PARAM));
    return isEdit && Number.isInteger(number) && number >= 1 && number <= quoteSteps.length
      ? number - 1
      : undefined;
  });
  const inAddress = params.has(STEP_PARAM);
  useEffect(() => {
    if (!isEdit || !inAddress) return;
    journey.go('QuoteEditForm', uuid, { replace: true });
    if (asked !== undefined && asked > 0) scrollToStep(asked + 1);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return asked;
}
