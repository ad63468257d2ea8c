import type { ReactNode } from 'react';

/** One way to pay on the payment option screen (SPEC.md 2.7): its figures and Select / Selected. */
export function PayCard(props: {
  title: string;
  amount: number;
  selected: boolean;
  onSelect(): void;
  children: ReactNode;
}) {
  const { title, amount, selected, onSelect, children } = props;
  return (
    <section className={`card pay-card${selected ? ' pay-card--selected' : ''}`} aria-label={title}>
      <h2>{title}</h2>
      {amount === 0 ? <p role="status">Loading quote...</p> : children}
      <button
        type="button"
        className={selected ? 'button' : 'button button--secondary'}
        aria-pressed={selected}
        onClick={onSelect}
      >
        {selected ? 'Selected' : 'Select'}
      </button>
    </section>
  );
}
