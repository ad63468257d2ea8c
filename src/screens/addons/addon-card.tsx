import type { Addon } from '#domain/contract/quote.ts';
import { formatMoney } from '#domain/money.ts';

/** One optional cover (SPEC.md 2.8): name, price per month or per annum, documents, Add or Remove. */
export function AddonCard(props: { addon: Addon; payMonthly: boolean; chosen: boolean; onToggle(): void }) {
  const { addon, payMonthly, chosen } = props;
  return (
    <section className="card addon" aria-labelledby={`addon-${addon.code}`}>
      <h2 id={`addon-${addon.code}`}>{addon.addon_name}</h2>
      <p className="addon__price">
        {payMonthly
          ? `${formatMoney(addon.monthly_premium)} per month`
          : `${formatMoney(addon.premium)} per annum`}
      </p>
      <p>{addon.description}</p>
      <p>
        <a href={addon.documents.ipid} target="_blank" rel="noreferrer">
          Insurance Product Information Document
          <span className="visually-hidden"> for {addon.addon_name}</span>
        </a>{' '}
        ·{' '}
        <a href={addon.documents.policy_wording} target="_blank" rel="noreferrer">
          Policy wording<span className="visually-hidden"> for {addon.addon_name}</span>
        </a>
      </p>
      <button
        type="button"
        className={chosen ? 'button button--secondary' : 'button'}
        aria-pressed={chosen}
        onClick={props.onToggle}
      >
        {chosen ? 'Remove' : 'Add'}
        <span className="visually-hidden"> {addon.addon_name}</span>
      </button>
    </section>
  );
}
