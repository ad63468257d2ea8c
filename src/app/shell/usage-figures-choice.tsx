import { useState } from 'react';
import { browserRefusesTracking, customerOptedOut, setCustomerOptedOut } from '#api/usage-consent.ts';
import pageMessages from '#schemas/page-messages.json';

const WHAT_WE_COUNT = '/legal/privacy-and-cookies.html#usage-figures';

/**
 * The customer's choice about the drop-off figures (docs/analytics.md): on unless turned off here,
 * and never when the browser sends Do Not Track or Global Privacy Control (then it says so).
 */
export function UsageFiguresChoice() {
  const [off, setOff] = useState(customerOptedOut);
  const link = <a href={WHAT_WE_COUNT}>{pageMessages.usage_figures_link}</a>;
  if (browserRefusesTracking())
    return (
      <p className="site-footer__usage">
        {pageMessages.usage_figures_refused} {link}
      </p>
    );
  return (
    <p className="site-footer__usage">
      <label>
        <input
          type="checkbox"
          checked={!off}
          onChange={(event) => {
            setCustomerOptedOut(!event.target.checked);
            setOff(!event.target.checked);
          }}
        />{' '}
        {pageMessages.usage_figures_label}
      </label>{' '}
      {link}
    </p>
  );
}
