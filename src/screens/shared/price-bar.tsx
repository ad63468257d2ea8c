import { useEffect, useState, type RefObject } from 'react';

interface PriceBarProps {
  /** The price box the bar stands for, and takes the customer to. */
  box: RefObject<HTMLElement | null>;
  /** The headline figure of the box, as it shows it ("£862.81"). */
  amount: string;
  payMonthly: boolean;
  /**
   * What the box says while its figure is not the price of the covers chosen (being worked out
   * again, or that failed): said instead of the figure, which is then out of date.
   */
  message: string | null;
}

/**
 * How far below the screen's foot the price box's top may be for the bar to go: the screen's Back
 * and Continue just above the box are then never under the bar.
 */
const NEAR_BOX = '0px 0px 96px 0px';

/**
 * On a phone the price box comes after the whole screen (on Addons, after all eight covers), and a
 * cover's Add showed nothing of the price it changed. This bar keeps the box's figure at the foot
 * of the screen (or, while it is out of date, what the box says of it) and takes the customer to
 * the box; it goes once the box, or the page below it, is in view (decision 082). Beside the screen
 * (900 px and wider) the box itself stays in view, and the bar is not shown (CSS).
 */
export function PriceBar({ box, amount, payMonthly, message }: PriceBarProps) {
  // Unknown until the observer's first report: beside the screen the box is in view from the start,
  // and the bar never shows there, not even for a frame.
  const [boxReached, setBoxReached] = useState<boolean | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      ([entry]) => setBoxReached(entry.isIntersecting || entry.boundingClientRect.top < 0),
      { rootMargin: NEAR_BOX },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  if (boxReached !== false) return null;
  return (
    <div className="price-bar">
      <p className="price-bar__price">
        {message ?? (
          <span className="price-bar__figure">
            <strong>{amount}</strong> {payMonthly ? 'a month' : 'a year'}
          </span>
        )}
      </p>
      <button
        type="button"
        className="price-bar__details"
        onClick={() => {
          box.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          box.current?.focus({ preventScroll: true });
        }}
      >
        Price details
      </button>
    </div>
  );
}
