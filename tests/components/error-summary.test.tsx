/**
 * The error summary lists the messages the step shows, each named by its question's label, and
 * reads the page again only when the messages are others (decision 053).
 */
import { render, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from '#forms/error-summary.tsx';

/** A step's questions as the theme renders them; "lookup" shows its own message, by another id. */
function Step({ messages }: { messages: { path: string; message: string; rule: string }[] }) {
  return (
    <div id="step">
      <ErrorSummary messages={messages} scope="#step" />
      {messages.map((m) => {
        const errorId = m.path === 'lookup' ? 'lookup-not-found' : `${m.path}__error`;
        return (
          <div key={m.path} data-field={m.path}>
            <label htmlFor={m.path}>{`Question ${m.path} (optional)`}</label>
            <input id={m.path} aria-describedby={`${errorId} hint`} />
            <p id={errorId} className="error-message">
              {m.message}
            </p>
          </div>
        );
      })}
    </div>
  );
}

const messages = (...paths: string[]) =>
  paths.map((path) => ({ path, message: `Fix ${path}`, rule: 'required' }));

afterEach(() => vi.restoreAllMocks());

describe('the error summary', () => {
  it("names each message's question by its label and links to its control", () => {
    render(<Step messages={messages('a', 'lookup', 'b')} />);
    const links = within(screen.getByRole('alert')).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Question a Fix a',
      'Question lookup Fix lookup',
      'Question b Fix b',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#a', '#lookup', '#b']);
  });

  it("names a message no control points at by its group's name as a screen reader reads it", () => {
    render(
      <section id="step" aria-labelledby="step-heading">
        <ErrorSummary messages={messages('lookup')} scope="#step" />
        <h2 id="step-heading">
          <span aria-hidden="true">1</span>Step 1: About Your Van
        </h2>
        <p id="lookup-not-found" className="error-message">
          Fix lookup
        </p>
      </section>,
    );
    const [link] = within(screen.getByRole('alert')).getAllByRole('link');
    expect(link.textContent).toBe('Step 1: About Your Van Fix lookup');
  });

  it('reads the page again only when the messages are others', () => {
    const { rerender } = render(<Step messages={messages('a', 'b')} />);
    const reads = vi.spyOn(Element.prototype, 'querySelectorAll');
    rerender(<Step messages={messages('a', 'b')} />);
    expect(reads).not.toHaveBeenCalled();
    rerender(<Step messages={messages('a')} />);
    expect(reads).toHaveBeenCalled();
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(1);
  });

  it('with no messages, renders once: no second render before the page paints (decision 057)', () => {
    const renders: string[] = [];
    const { rerender } = render(
      <Profiler id="summary" onRender={(_, phase) => renders.push(phase)}>
        <Step messages={[]} />
      </Profiler>,
    );
    expect(renders).toEqual(['mount']);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <Profiler id="summary" onRender={(_, phase) => renders.push(phase)}>
        <Step messages={messages('a')} />
      </Profiler>,
    );
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(1);
  });
});
