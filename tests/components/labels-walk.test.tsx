import { render } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import { describe, expect, it } from 'vitest';
import type { FormContext } from '#domain/form-services.ts';
import { QuoteStepForm } from '#forms/quote-step-form.tsx';
import { quoteSteps, type QuoteStep } from '#forms/quote-steps.ts';
import { loadReferenceLists, optionsByName } from '#server/lists/reference-lists.ts';
import { stepAnswerCases } from '#tests/support/condition-cases.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { servicesWithEveryList } from './support/step-under-test';

/*
 * Every step under every condition: each branch of each "if" in the step's schema is taken (the
 * answers read from the schema itself, so a new condition is walked with no change here), and every
 * control the customer can see must have a name as assistive technology computes it, worded for
 * customers: never empty, never a snake_case field name or the raw key, and every id it is described
 * or labelled by is in the page. Nothing a customer reads may be a maintainer's note. Every drop-down
 * opens on 'Please select', which is not an answer.
 */

const lists = optionsByName(loadReferenceLists());
const services = servicesWithEveryList();

const SNAKE_CASE = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/;
const MAINTAINER_NOTE = /SPEC\.md|DESIGN\.md|\$comment|schemas\//;

const isShown = (el: Element) => !el.closest('[hidden]') && (el as HTMLInputElement).type !== 'hidden';

/** The last part of a control's RJSF id ("root.vehicle.weight" -> "weight"), without a radio's suffix. */
const keyOf = (el: Element) =>
  (el.closest('[data-field]')?.getAttribute('data-field') ?? el.id).split('.').pop() ?? '';

/** What is wrong with the names of the visible controls and the visible text. */
function problemsIn(container: HTMLElement): string[] {
  const problems: string[] = [];
  const controls = [...container.querySelectorAll('input, select, textarea, [role="radiogroup"]')].filter(
    isShown,
  );
  for (const control of controls) {
    const name = computeAccessibleName(control).trim();
    const where = control.id || control.outerHTML.slice(0, 80);
    if (name === '') problems.push(`${where}: no accessible name`);
    else if (SNAKE_CASE.test(name)) problems.push(`${where}: snake_case name "${name}"`);
    else if (name === keyOf(control)) problems.push(`${where}: named by its raw key "${name}"`);
  }
  // A description, label or control named by id that is not in the page: assistive technology
  // finds nothing there (RJSF's own text box pointed at three such ids).
  for (const attribute of ['aria-describedby', 'aria-labelledby', 'aria-controls'])
    for (const element of container.querySelectorAll(`[${attribute}]`))
      for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean))
        if (!document.getElementById(id))
          problems.push(`${element.id || element.tagName}: ${attribute} "${id}" is not in the page`);
  for (const select of container.querySelectorAll('select')) {
    const first = select.options[0];
    const choosable = first && !first.disabled && select.required;
    if (isShown(select) && (first?.text !== 'Please select' || first.value !== '' || choosable))
      problems.push(`${select.id}: does not open on a 'Please select' that cannot be chosen`);
  }
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!node.parentElement || !isShown(node.parentElement)) continue;
    if (SNAKE_CASE.test(text) || MAINTAINER_NOTE.test(text)) problems.push(`text shown: "${text.trim()}"`);
  }
  return problems;
}

/** Saved items as the customer meets them (sound ones read back as one line), or all open. */
const readBack = { services };
const allOpen = { services, problemsUnder: () => true };

function renderStep(step: QuoteStep, formData: Record<string, unknown>, context: FormContext = allOpen) {
  return render(
    <QuoteStepForm
      step={step}
      formData={formData}
      extraErrors={{}}
      formContext={context}
      onChange={() => undefined}
      onBlurField={() => undefined}
    >
      <span />
    </QuoteStepForm>,
  );
}

describe.each(quoteSteps.map((step) => ({ step, id: step.id })))('step $id', ({ step }) => {
  // Branches the complete example (or another branch) already takes are rendered once.
  const cases = stepAnswerCases(step.schema, lists);

  // Every saved item open, so each question inside one is walked (decision 055).
  it.each(cases)('labels every control it shows: $name', ({ formData }) => {
    const { container, unmount } = renderStep(step, formData);
    expect(container.querySelector('input, select, textarea')).not.toBeNull();
    expect(problemsIn(container)).toEqual([]);
    unmount();
  });
});

describe('saved items read back (decision 055)', () => {
  it('reads them back in words, not keys or codes', () => {
    const step = quoteSteps.find((s) => s.id === '4-additional-drivers') as QuoteStep;
    const { container, unmount } = renderStep(step, completeRisk(), readBack);
    const lines = [...container.querySelectorAll('.repeater__summary li')].map((li) => li.textContent ?? '');
    expect(lines.length).toBeGreaterThan(0);
    expect(problemsIn(container)).toEqual([]);
    for (const line of lines) expect(line).not.toMatch(/^[A-Z0-9]{1,4}$|^(true|false)$/);
    unmount();
  });
});
