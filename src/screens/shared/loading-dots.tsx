import { useEffect, useState } from 'react';

/** Dots that count 0 to 3 every 500 ms (SPEC.md 9), beside a waiting message. */
export function LoadingDots() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setCount((c) => (c + 1) % 4), 500);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className="loading-dots" aria-hidden="true">
      {'.'.repeat(count)}
    </span>
  );
}
