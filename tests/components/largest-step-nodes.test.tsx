import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuoteStepForm } from '#forms/quote-step-form.tsx';
import { quoteSteps, type QuoteStep } from '#forms/quote-steps.ts';
import { largeRisk } from '../../scripts/bench/large-risk';
import { servicesWithEveryList } from './support/step-under-test';

/*
 * The largest step filled (DESIGN.md 5: 5 additional drivers, each with 5 claims, 5 convictions and
 * 5 medical conditions, read back as one line each) is the page's slowest first render, and a third
 * of that render is the browser making its nodes (docs/performance.md). A size, not a timing: the
 * nodes it makes may not grow unseen. Today: 1,818 elements and 1,063 text nodes (a button's hidden
 * name in one string rather than two made 170 fewer).
 */

const services = servicesWithEveryList();
const step = quoteSteps.find((s) => s.id === '4-additional-drivers') as QuoteStep;

function nodesOf(root: Node): { elements: number; texts: number } {
  const count = { elements: 0, texts: 0 };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.nodeType === Node.TEXT_NODE) count.texts++;
    else count.elements++;
  return count;
}

describe('the largest step, filled (DESIGN.md 5)', () => {
  it('makes at most 1,900 elements and 1,100 text nodes', () => {
    const { container, unmount } = render(
      <QuoteStepForm
        step={step}
        formData={largeRisk()}
        extraErrors={{}}
        formContext={{ services }}
        onChange={() => undefined}
        onBlurField={() => undefined}
      >
        <span />
      </QuoteStepForm>,
    );
    const nodes = nodesOf(container);
    expect(container.querySelectorAll('.repeater__item--summary')).toHaveLength(75);
    expect(nodes.elements).toBeLessThanOrEqual(1900);
    expect(nodes.texts).toBeLessThanOrEqual(1100);
    unmount();
  });
});
