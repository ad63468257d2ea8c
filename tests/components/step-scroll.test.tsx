import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_DELAY_MS, scrollToFirstError, scrollToStep } from '#forms/scroll.ts';

/** A step's header as the quote form renders it (its button opens the step), and a question below. */
function renderStep(): { header: HTMLButtonElement; question: HTMLInputElement; text: HTMLElement } {
  document.body.innerHTML = `
    <h2 id="step-2-heading"><button type="button">2. Your Driving History</button></h2>
    <div id="step-2-panel"><p>Tell us about your licence.</p><input aria-label="Licence number"></div>`;
  return {
    header: document.querySelector('#step-2-heading button')!,
    question: document.querySelector('input')!,
    text: document.querySelector('p')!,
  };
}

const afterTheDelay = () => new Promise((resolve) => setTimeout(resolve, SCROLL_DELAY_MS + 50));

let scrolled: HTMLElement[];
beforeEach(() => {
  scrolled = [];
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
    scrolled.push(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('moving to another step (SPEC.md 9: a section is scrolled to after 200 ms)', () => {
  it("brings the new step's header to the top and puts the focus on it", async () => {
    const { header } = renderStep();
    scrollToStep(2);
    expect(scrolled).toEqual([]);
    await afterTheDelay();
    expect(scrolled.map((element) => element.id)).toEqual(['step-2-heading']);
    expect(header).toHaveFocus();
  });

  it('leaves the page and the focus where they are once the customer has pressed something meanwhile', async () => {
    // A tap that moves no focus (a piece of text; Safari does not focus a tapped button).
    const { header, text } = renderStep();
    scrollToStep(2);
    fireEvent.pointerDown(text);
    await afterTheDelay();
    expect(scrolled).toEqual([]);
    expect(header).not.toHaveFocus();
  });

  it('leaves them where they are once the customer is on a question, or typing', async () => {
    const { question } = renderStep();
    scrollToStep(2);
    question.focus();
    await afterTheDelay();
    expect(scrolled).toEqual([]);
    expect(question).toHaveFocus();

    scrollToStep(2);
    fireEvent.keyDown(question, { key: 'a' });
    await afterTheDelay();
    expect(scrolled).toEqual([]);
  });
});

/** An open step after a failed Continue: a question with its message, and a button beside it. */
function renderFailedStep(): { question: HTMLInputElement; find: HTMLButtonElement } {
  document.body.innerHTML = `
    <form class="quote-step-form">
      <div class="field field--error"><input aria-label="Enter your registration"></div>
      <button type="button">Find van</button>
    </form>`;
  return { question: document.querySelector('input')!, find: document.querySelector('button')! };
}

describe('after a failed Continue (SPEC.md 9: an error is scrolled to after 200 ms)', () => {
  it('brings the first question with a message into view and puts the focus on it', async () => {
    const { question } = renderFailedStep();
    scrollToFirstError();
    expect(scrolled).toEqual([]);
    await afterTheDelay();
    expect(scrolled).toEqual([question.closest('.field')]);
    expect(question).toHaveFocus();
  });

  it('leaves the page where it is once the customer has pressed something meanwhile (Find van)', async () => {
    const { question, find } = renderFailedStep();
    scrollToFirstError();
    fireEvent.pointerDown(find);
    await afterTheDelay();
    expect(scrolled).toEqual([]);
    expect(question).not.toHaveFocus();
  });
});
