import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetHarness } from '#widgets/shared/harness.tsx';
import { MaskedDateWidget } from './masked-date';

// The calendar's code cannot be fetched (the connection dropped as the customer opened it).
vi.mock('./calendar-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('masked-date, when the calendar could not be loaded', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so under the box, which still takes a typed date', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React also reports an error a boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChange = vi.fn();
    render(<WidgetHarness widget={MaskedDateWidget} label="Date of birth" onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The calendar could not be loaded. Type the date in the box instead.',
    );
    expect(warn).toHaveBeenCalledWith(
      'Part of the page could not be shown',
      expect.anything(),
      expect.anything(),
    );

    await user.type(screen.getByLabelText('Date of birth'), '14031985');
    expect(onChange).toHaveBeenLastCalledWith('1985-03-14');
    // Closing the calendar takes the message away with it.
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
