import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from './text-input';

/*
 * The box is the browser's own while the customer types (decision 056): what is typed shows at once,
 * the form is given it after the key is painted, and an answer the form changes shows in the box.
 */

function Harness({ onText }: { onText: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <label htmlFor="root.surname">Last name</label>
      <TextInput
        widget={{ id: 'root.surname', value: text, onFocus: vi.fn() } as never}
        size="medium"
        text={text}
        onText={(typed) => {
          onText(typed);
          setText(typed);
        }}
        onLeave={vi.fn()}
      />
      <button type="button" onClick={() => setText('Jones')}>
        Answer from elsewhere
      </button>
    </>
  );
}

describe('TextInput', () => {
  it('shows each key at once and gives the form the text after it', async () => {
    const onText = vi.fn();
    render(<Harness onText={onText} />);
    const box = screen.getByLabelText('Last name');
    await userEvent.type(box, 'Sam');
    expect(box).toHaveValue('Sam');
    await waitFor(() => expect(onText).toHaveBeenLastCalledWith('Sam'));
  });

  it('shows an answer the form changes from elsewhere once the form has what was typed', async () => {
    const onText = vi.fn();
    render(<Harness onText={onText} />);
    const box = screen.getByLabelText('Last name');
    await userEvent.type(box, 'Sam');
    await waitFor(() => expect(onText).toHaveBeenLastCalledWith('Sam'));
    await userEvent.click(screen.getByRole('button', { name: 'Answer from elsewhere' }));
    expect(box).toHaveValue('Jones');
  });
});
