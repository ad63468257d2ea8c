/* global document, location */
// Storybook stand-in for the server's sandbox payment page script: shows the amount and reference the
// story passed in the query, goes from the card form to the 3-D Secure page, and sends nothing.
const query = new URLSearchParams(location.search);
const pence = Number(query.get('amount_pence'));
const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

if (Number.isFinite(pence) && pence > 0)
  for (const node of document.querySelectorAll('[data-amount]')) node.textContent = money.format(pence / 100);
const reference = query.get('reference');
if (reference) for (const node of document.querySelectorAll('[data-reference]')) node.textContent = reference;

document.querySelector('[data-card-form]')?.addEventListener('submit', (event) => {
  event.preventDefault();
  location.assign(`challenge.html${location.search}`);
});

document.querySelector('[data-challenge-form]')?.addEventListener('submit', (event) => {
  event.preventDefault();
  const approved = event.submitter?.value === 'approve';
  const outcome = document.querySelector('[data-outcome]');
  if (outcome)
    outcome.textContent = approved
      ? 'Approved. The real sandbox would now take the payment and send you back to your quote.'
      : 'Failed. The real sandbox would now decline the payment and send you back to your quote.';
});
